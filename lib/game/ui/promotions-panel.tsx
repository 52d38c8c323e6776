"use client";

import { useEffect, useState, type ReactElement } from "react";
import type { SessionPromotion } from "@/lib/contract/runtime-api";
import { formatMessage, type GameLang, type GameMessages } from "@/lib/i18n/game-messages";
import { formatMoney } from "./format-money";
import { roundTime } from "./history-panel";
import type { Promotions } from "./use-promotions";

// The promotions panel: each promotion running in this game for the player's operator (and a recent one's
// result): time left, the player's rank and score, the top 10 live, the prizes, the opt-in button, the prize drops
// won (announced the moment one drops, in a live region). On a desktop it sits above the history; on a phone (and
// a narrow desktop window) a one-line strip above the reels opens it as a sheet.

function amountText(amount: string, currency: string, lang: GameLang): string {
  return formatMoney(amount, { currency, exponent: amount.split(".")[1]?.length ?? 0, lang });
}

function timeLeft(ms: number, t: GameMessages): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = [Math.floor((seconds % 86_400) / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map((part) => String(part).padStart(2, "0"))
    .join(":");
  return days > 0 ? `${formatMessage(t.promotionDays, { days })} ${clock}` : clock;
}

function scoreText(promotion: SessionPromotion, score: string, lang: GameLang): string {
  if (promotion.scoring === "win_multiplier") return `×${lang === "tr" ? score.replace(".", ",") : score}`;
  if (promotion.scoring === "total_win") {
    const currency = promotion.prizes[0]?.currency ?? "";
    const [whole, fraction = ""] = score.split(".");
    return amountText(`${whole}.${fraction.padEnd(2, "0").slice(0, 2)}`, currency, lang);
  }
  return score;
}

function scoringLabel(promotion: SessionPromotion, t: GameMessages): string {
  switch (promotion.scoring) {
    case "win_multiplier":
      return t.promotionScoringWinMultiplier;
    case "total_win":
      return t.promotionScoringTotalWin;
    case "rounds_played":
      return t.promotionScoringRoundsPlayed;
    default:
      return t.promotionPrizeDrop;
  }
}

/** Ticks once a second while something counts down. */
function useNow(offsetMs: number, ticking: boolean): number {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return clock + offsetMs;
}

interface PanelProps {
  promotions: Promotions;
  messages: GameMessages;
  lang: GameLang;
  /** The phone's strip-and-sheet form. */
  compact: boolean;
  /** An amount in the session currency. */
  sessionMoney: (amount: string) => string;
}

export function PromotionsPanel(props: PanelProps): ReactElement | null {
  const { promotions: data, messages: t, lang, compact } = props;
  const { promotions } = data;
  const [open, setOpen] = useState(false);
  const now = useNow(
    data.clockOffsetMs,
    promotions.some((promotion) => promotion.state === "running"),
  );
  const drop = data.dropWin;
  const dropText = drop
    ? formatMessage(t.promotionDropWon, { prize: amountText(drop.amount, drop.currency, lang) })
    : "";
  // The live region stays in the page whether or not a promotion shows, so a drop is always announced.
  const announcement = (
    <div className="gp-sr-only" role="status" aria-live="assertive" data-testid="promotion-drop-announcement">
      {dropText}
    </div>
  );
  if (promotions.length === 0) return announcement;
  // The strip names the one the player stands in (a tournament with their rank), else the first to end.
  const first = promotions.find((promotion) => promotion.standing && promotion.state === "running") ?? promotions[0]!;
  const cards = promotions.map((promotion) => (
    <PromotionCard key={promotion.id} promotion={promotion} now={now} {...props} />
  ));
  const dropBanner = drop ? (
    <div className="gp-promotion-drop" data-testid="promotion-drop-win" data-amount={drop.amount} key={drop.id}>
      <strong>{dropText}</strong>
      <button type="button" className="gp-notice-dismiss" onClick={data.dismissDrop} aria-label={t.dismiss}>
        ×
      </button>
    </div>
  ) : null;

  if (!compact)
    return (
      <section className="gp-promotions" aria-labelledby="gp-promotions-title" data-testid="promotions">
        <h2 id="gp-promotions-title">{t.promotions}</h2>
        {announcement}
        {dropBanner}
        {cards}
      </section>
    );

  const standing = first.standing;
  return (
    <>
      {announcement}
      <div className="gp-promotions-strip" data-testid="promotions-strip">
        <button
          type="button"
          className="gp-promotions-strip-button"
          aria-expanded={open}
          aria-controls="gp-promotions-sheet"
          onClick={() => setOpen(!open)}
          data-testid="promotions-toggle"
        >
          <TrophyIcon />
          <span className="gp-promotions-strip-title">{first.title}</span>
          {standing ? (
            <span className="gp-promotions-strip-rank" data-testid="promotions-strip-rank">
              #{standing.rank}
            </span>
          ) : null}
          {first.state === "running" ? (
            <span className="gp-promotions-strip-time">{timeLeft(new Date(first.endsAt).getTime() - now, t)}</span>
          ) : null}
          <span className="gp-sr-only">{open ? t.promotionsHide : t.promotionsShow}</span>
        </button>
        {dropBanner}
      </div>
      {open ? (
        <section
          id="gp-promotions-sheet"
          className="gp-promotions gp-promotions-sheet"
          aria-labelledby="gp-promotions-title"
          data-testid="promotions"
        >
          <div className="gp-promotions-sheet-head">
            <h2 id="gp-promotions-title">{t.promotions}</h2>
            <button
              type="button"
              className="gp-notice-dismiss"
              onClick={() => setOpen(false)}
              aria-label={t.promotionsHide}
            >
              ×
            </button>
          </div>
          {cards}
        </section>
      ) : null}
    </>
  );
}

function PromotionCard(props: PanelProps & { promotion: SessionPromotion; now: number }): ReactElement {
  const { promotion, messages: t, lang, now, promotions: data } = props;
  const money = (amount: string, currency: string) => amountText(amount, currency, lang);
  const headingId = `gp-promotion-${promotion.id}`;
  const { standing } = promotion;
  // Past its end the page says so at once; the settlement's broadcast brings the result.
  const state =
    promotion.state === "running" && now >= new Date(promotion.endsAt).getTime() ? "ended" : promotion.state;
  const status =
    state === "running"
      ? formatMessage(t.promotionEndsIn, { time: timeLeft(new Date(promotion.endsAt).getTime() - now, t) })
      : state === "ended"
        ? t.promotionEnded
        : t.promotionSettled;
  return (
    <article
      className="gp-promotion"
      aria-labelledby={headingId}
      data-testid="promotion"
      data-promotion-id={promotion.id}
      data-state={state}
      data-rank={standing?.rank ?? ""}
    >
      <header className="gp-promotion-head">
        <span className="gp-tag">{promotion.kind === "tournament" ? t.promotionTournament : t.promotionPrizeDrop}</span>
        <h3 id={headingId}>{promotion.title}</h3>
        <p className="gp-promotion-time" data-testid="promotion-time">
          {status}
        </p>
      </header>

      {promotion.optIn && !promotion.optedIn && state === "running" ? (
        <div className="gp-promotion-opt-in">
          <p>{t.promotionOptInNote}</p>
          <button
            type="button"
            className="gp-button gp-button-primary"
            onClick={() => void data.optIn(promotion.id)}
            disabled={data.optInBusy === promotion.id}
            aria-label={formatMessage(t.promotionOptInLabel, { title: promotion.title })}
            data-testid="promotion-opt-in"
          >
            {t.promotionOptIn}
          </button>
          {data.optInFailed === promotion.id ? (
            <p className="gp-promotion-error" role="alert">
              {t.promotionOptInFailed}
            </p>
          ) : null}
        </div>
      ) : promotion.optIn && promotion.optedIn ? (
        <p className="gp-promotion-note" data-testid="promotion-opted-in">
          ✓ {t.promotionOptedIn}
        </p>
      ) : null}

      {promotion.kind === "tournament" ? (
        <>
          <dl className="gp-promotion-standing" data-testid="promotion-standing">
            <div>
              <dt>{t.promotionYourRank}</dt>
              <dd data-testid="promotion-rank">
                {standing
                  ? formatMessage(t.promotionRankOf, { rank: standing.rank, count: promotion.participants })
                  : "—"}
              </dd>
            </div>
            <div>
              <dt>{scoringLabel(promotion, t)}</dt>
              <dd data-testid="promotion-score">{standing ? scoreText(promotion, standing.score, lang) : "—"}</dd>
            </div>
          </dl>
          {!standing && state === "running" ? <p className="gp-promotion-note">{t.promotionNoStanding}</p> : null}
          {promotion.state === "settled" && standing ? (
            <p className="gp-promotion-result" data-testid="promotion-result">
              {standing.prize
                ? formatMessage(t.promotionFinalPrize, {
                    rank: standing.rank,
                    prize: money(standing.prize.amount, standing.prize.currency),
                  })
                : formatMessage(t.promotionFinalRank, { rank: standing.rank })}
            </p>
          ) : null}
          <h4>{t.promotionTop}</h4>
          {promotion.top.length === 0 ? (
            <p className="gp-promotion-note">{t.promotionTopEmpty}</p>
          ) : (
            <ol className="gp-promotion-top" data-testid="promotion-top">
              {promotion.top.map((entry) => {
                const you = entry.tag === promotion.playerTag;
                return (
                  <li
                    key={`${entry.rank}-${entry.tag}`}
                    className={you ? "gp-promotion-you" : undefined}
                    data-you={you}
                  >
                    <span className="gp-promotion-place">{entry.rank}</span>
                    <span className="gp-promotion-player">{you ? t.promotionYou : entry.player}</span>
                    <span className="gp-promotion-score">{scoreText(promotion, entry.score, lang)}</span>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      ) : (
        <>
          {promotion.prizesLeft !== null && state === "running" ? (
            <p className="gp-promotion-note" data-testid="promotion-prizes-left">
              {formatMessage(t.promotionPrizesLeft, { count: promotion.prizesLeft })}
            </p>
          ) : null}
          {promotion.drops.length > 0 ? (
            <>
              <h4>{t.promotionDropsWon}</h4>
              <ul className="gp-promotion-drops" data-testid="promotion-drops">
                {promotion.drops.map((drop) => (
                  <li key={drop.at + drop.amount}>
                    <time dateTime={drop.at}>{roundTime(drop.at, lang)}</time>
                    <span className="gp-promotion-amount">{money(drop.amount, drop.currency)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}

      <h4>{t.promotionPrizes}</h4>
      <ul className="gp-promotion-prizes" data-testid="promotion-prizes">
        {promotion.prizes.map((line, index) => (
          <li key={index}>
            <span>
              {line.fromRank !== null && line.toRank !== null
                ? line.fromRank === line.toRank
                  ? formatMessage(t.promotionRank, { rank: line.fromRank })
                  : formatMessage(t.promotionRanks, { from: line.fromRank, to: line.toRank })
                : formatMessage(t.promotionDropTier, { count: line.count ?? 0 })}
            </span>
            <span className="gp-promotion-amount">{money(line.amount, line.currency)}</span>
          </li>
        ))}
      </ul>
      <p className="gp-promotion-note">
        {promotion.minBet !== null
          ? formatMessage(t.promotionMinBet, { bet: props.sessionMoney(promotion.minBet) })
          : t.promotionCurrencyNotEligible}
      </p>
      {promotion.terms ? (
        <details className="gp-promotion-terms">
          <summary>{t.promotionTerms}</summary>
          <p>{promotion.terms}</p>
        </details>
      ) : null}
    </article>
  );
}

function TrophyIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="gp-icon">
      <path
        d="M7 4 H17 V9 A5 5 0 0 1 7 9 Z M7 6 H3 V8 A4 4 0 0 0 7 11 M17 6 H21 V8 A4 4 0 0 1 17 11 M12 14 V18 M8 21 H16 M9 18 H15"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
