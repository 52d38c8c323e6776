"use client";

import { useEffect, useMemo, useState, type ReactElement } from "react";
import type { RoundJackpotWin, RuntimeGame, RuntimeRound } from "@/lib/contract/runtime-api";
import { formatMessage, gameMessages, type GameLang } from "@/lib/i18n/game-messages";
import { isZeroDecimal, multiplyDecimal } from "@/lib/base/money/decimal-arithmetic";
import { formatMoney } from "./format-money";
import { jackpotWinLine } from "./jackpot-panels";
import { gameTheme, themeStyle } from "./game-themes";
import { ProviderLine } from "./provider-line";
import { SlotReels } from "./slot-reels";
import { SymbolSprite } from "./symbol-art";
import { useReelAnimation } from "./use-reel-animation";
import { highlightFor } from "./win-highlight";

// One stored round, replayed read-only in the game's own reels (the signed replay link of app/replay): the reels
// land on the stored stops, the wins glow as they did, and a round with free spins is stepped through spin by
// spin. There is no bet, no spin button and no request to the runtime: everything shown came with the page.

export interface RoundReplayProps {
  round: RuntimeRound;
  /** The jackpot tiers the round won (shown with the round, whichever spin is on the reels). */
  jackpotWins: RoundJackpotWin[];
  game: RuntimeGame;
  title: string;
  provider: string;
  symbol: string;
  currencyExponent: number;
  lang: GameLang;
}

/** The round's time in UTC, the same on the server and in any browser. */
function utcTime(iso: string, lang: GameLang): string {
  return new Intl.DateTimeFormat(lang === "tr" ? "tr-TR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(iso));
}

export function RoundReplay(props: RoundReplayProps): ReactElement {
  const { round, game, lang } = props;
  const t = gameMessages(lang);
  const theme = useMemo(() => themeStyle(gameTheme(props.symbol)), [props.symbol]);
  const money = (amount: string) =>
    formatMoney(amount, { currency: round.currency, exponent: props.currencyExponent, lang });
  const spins = round.outcome.spins;
  const freeTotal = spins.filter((spin) => spin.phase === "free").length;
  const [step, setStep] = useState(0);
  const [landedStep, setLandedStep] = useState<number | null>(null);
  const reels = useReelAnimation(game);
  const { spinAll, motion, landReels, resetSkip } = reels;
  const spin = spins[step]!;

  // Each step spins the reels briefly and lands them on that spin's stored window (until then landedStep is the
  // previous step's, so nothing of the old spin is highlighted on the new reels).
  useEffect(() => {
    let cancelled = false;
    resetSkip();
    spinAll();
    void (async () => {
      await motion(350);
      if (cancelled) return;
      await landReels(spins[step]!.window);
      if (!cancelled) setLandedStep(step);
    })();
    return () => {
      cancelled = true;
    };
    // The reel helpers are recreated each render; the step alone decides a new landing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const landed = landedStep === step;
  const highlight = landed ? highlightFor(spin, game, -1) : null;
  const spinWin = multiplyDecimal(round.coinValue, spin.winCoins);
  const freeIndex = spins.slice(0, step + 1).filter((item) => item.phase === "free").length;
  // A free round of a free-rounds award: its stake was paid by the award, never by the player.
  const freeRound = round.freeRoundsAwardId !== null;
  const spinName =
    spin.phase === "free"
      ? formatMessage(t.freeSpinCounter, { current: String(freeIndex), total: String(freeTotal) })
      : freeRound
        ? t.replayFreeRound
        : round.boughtFeature
          ? t.replayBoughtSpin
          : t.replayBaseSpin;
  const winLines = [
    ...spin.lineWins.map((lineWin) =>
      formatMessage(t.lineWin, {
        line: String(lineWin.line),
        count: String(lineWin.count),
        amount: money(multiplyDecimal(round.coinValue, lineWin.winCoins)),
      }),
    ),
    ...(spin.scatterWin
      ? [
          formatMessage(t.scatterWin, {
            count: String(spin.scatterWin.count),
            amount: money(multiplyDecimal(round.coinValue, spin.scatterWin.winCoins)),
          }),
        ]
      : []),
  ];

  return (
    <div
      className="gp-game gp-layout-desktop gp-replay"
      style={theme}
      lang={t.langTag}
      data-testid="round-replay"
      data-round-id={round.id}
      data-step={step}
      data-landed={landed ? "true" : "false"}
      data-game={props.symbol}
      data-free-round={freeRound ? "true" : "false"}
    >
      <SymbolSprite symbols={game.symbols} />
      <div className="gp-backdrop" aria-hidden="true" />

      <header className="gp-header">
        <div className="gp-title">
          <h1 lang="">{props.title}</h1>
          <ProviderLine template={t.byProvider} name={props.provider} />
        </div>
        <div className="gp-replay-banner" role="note" data-testid="replay-banner">
          <strong>{formatMessage(t.replayOfRound, { round: round.id, time: utcTime(round.createdAt, lang) })}</strong>
          <span>{t.replayReadOnly}</span>
          {props.jackpotWins.map((win) => (
            <span key={win.transactionId} className="gp-replay-jackpot" data-testid="replay-jackpot-win">
              {jackpotWinLine(win, t, money)}
            </span>
          ))}
        </div>
      </header>

      <main className="gp-stage gp-replay-stage">
        <section className="gp-machine" aria-label={props.title}>
          <div className="gp-machine-top">
            {spin.phase === "free" ? (
              <div className="gp-free-spins-meter" data-testid="free-spins">
                <strong>{spinName}</strong>
                <span>{formatMessage(t.freeSpinsMultiplier, { multiplier: String(spin.multiplier) })}</span>
              </div>
            ) : (
              <div className="gp-feature-info" data-testid="spin-name">
                {spinName}
              </div>
            )}
          </div>

          <div className={`gp-reel-frame${spin.phase === "free" ? " gp-reel-frame-free" : ""}`}>
            <SlotReels
              label={formatMessage(t.reelsLabel, { title: props.title })}
              game={game}
              window={reels.reelWindow}
              spinning={reels.spinning}
              landings={reels.landings}
              highlight={highlight}
              messages={t}
              stops={landed ? spin.stops : null}
            />
          </div>

          <div className="gp-caption gp-replay-wins" data-testid="spin-wins">
            {landed ? (
              winLines.length ? (
                winLines.map((line) => <span key={line}>{line}</span>)
              ) : (
                <span>{t.replayNoWin}</span>
              )
            ) : null}
          </div>

          {spins.length > 1 ? (
            <nav
              className="gp-replay-steps"
              aria-label={formatMessage(t.replayStep, { current: String(step + 1), total: String(spins.length) })}
            >
              <button
                type="button"
                className="gp-button gp-button-ghost"
                disabled={step === 0}
                onClick={() => setStep(step - 1)}
                data-testid="replay-previous"
              >
                {t.replayPrevious}
              </button>
              <span data-testid="replay-step">
                {formatMessage(t.replayStep, { current: String(step + 1), total: String(spins.length) })}
              </span>
              <button
                type="button"
                className="gp-button gp-button-primary"
                disabled={step === spins.length - 1}
                onClick={() => setStep(step + 1)}
                data-testid="replay-next"
              >
                {t.replayNext}
              </button>
            </nav>
          ) : null}
        </section>
      </main>

      <footer className="gp-controls gp-replay-meters">
        <div className="gp-meter">
          <span className="gp-meter-label" data-testid="replay-bet-label">
            {freeRound ? t.replayFreeRoundBet : t.totalBet}
          </span>
          <output className="gp-meter-value" data-testid="replay-bet" data-value={round.bet}>
            {money(round.bet)}
          </output>
        </div>
        <div className="gp-meter">
          <span className="gp-meter-label">{t.replaySpinWin}</span>
          <output className="gp-meter-value" data-testid="replay-spin-win" data-value={spinWin}>
            {money(spinWin)}
          </output>
        </div>
        <div className="gp-meter gp-meter-win">
          <span className="gp-meter-label">{t.replayRoundWin}</span>
          <output
            className={`gp-meter-value${!isZeroDecimal(round.win) ? " gp-meter-winning" : ""}`}
            data-testid="replay-win"
            data-value={round.win}
          >
            {money(round.win)}
          </output>
          {round.winBeforeCap !== null ? (
            <span className="gp-meter-note" data-testid="replay-max-win" data-value={round.winBeforeCap}>
              {formatMessage(t.maxWinReachedDetail, { won: money(round.winBeforeCap), paid: money(round.win) })}
            </span>
          ) : null}
        </div>
      </footer>
    </div>
  );
}
