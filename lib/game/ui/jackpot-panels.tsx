"use client";

import type { ReactElement } from "react";
import type { SessionJackpot } from "@/lib/contract/runtime-api";
import { convertMinorAtRate } from "@/lib/base/money/convert-at-rate";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { formatMessage, type GameLang, type GameMessages } from "@/lib/i18n/game-messages";
import { formatMoney } from "./format-money";
import type { Jackpots } from "./use-jackpots";

// The jackpot ticker above the reels (one row per pool the session feeds, each tier's amount as the latest
// broadcast left it, in the session currency where the pool has a rate for it) and the win celebration.

/** A tier's amount as the page shows it: converted exactly (rounded down) like GET /jackpots, then formatted. */
export function jackpotAmountText(jackpot: SessionJackpot, amountMinor: string, lang: GameLang): string {
  const minor =
    jackpot.rateUnits === null
      ? BigInt(amountMinor)
      : convertMinorAtRate({
          amountMinor: BigInt(amountMinor),
          fromExponent: jackpot.poolExponent,
          toExponent: jackpot.exponent,
          rateUnits: BigInt(jackpot.rateUnits),
        });
  return formatMoney(formatMinorUnits(minor, jackpot.exponent), {
    currency: jackpot.currency,
    exponent: jackpot.exponent,
    lang,
  });
}

export function JackpotTicker(props: {
  jackpots: SessionJackpot[];
  messages: GameMessages;
  lang: GameLang;
}): ReactElement | null {
  const { jackpots, messages: t, lang } = props;
  if (jackpots.length === 0) return null;
  return (
    <div className="gp-jackpots" data-testid="jackpot-ticker">
      {jackpots.map((jackpot) => (
        <section
          key={jackpot.jackpotId}
          className="gp-jackpot"
          aria-label={formatMessage(t.jackpotTickerLabel, { title: jackpot.title })}
          data-jackpot-id={jackpot.jackpotId}
        >
          <h2 className="gp-jackpot-title" lang="">
            {jackpot.title}
          </h2>
          <ul className="gp-jackpot-tiers">
            {jackpot.tiers.map((tier) => (
              <li
                key={tier.tier}
                className="gp-jackpot-tier"
                data-testid="jackpot-tier"
                data-tier={tier.tier}
                data-cycle={tier.cycle}
                data-amount-minor={tier.amountMinor}
              >
                <span className="gp-jackpot-tier-name" lang="">
                  {tier.tier}
                </span>
                <output className="gp-jackpot-amount" data-testid="jackpot-amount">
                  {jackpotAmountText(jackpot, tier.amountMinor, lang)}
                </output>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function JackpotWinCelebration(props: {
  jackpots: Jackpots;
  messages: GameMessages;
  formatMoney: (amount: string) => string;
}): ReactElement | null {
  const { jackpots, messages: t } = props;
  const { win } = jackpots;
  if (!win) return null;
  const text = formatMessage(t.jackpotWonBody, {
    tier: win.tier,
    title: win.title,
    amount: props.formatMoney(win.amount),
  });
  return (
    <div className="gp-overlay gp-jackpot-win-overlay" key={win.id}>
      <div
        className="gp-jackpot-win"
        role="alertdialog"
        aria-labelledby="gp-jackpot-win-title"
        aria-describedby="gp-jackpot-win-body"
        data-testid="jackpot-win"
        data-amount={win.amount}
        data-tier={win.tier}
        data-round-id={win.roundId}
      >
        <div className="gp-jackpot-win-burst" aria-hidden="true" />
        <h2 id="gp-jackpot-win-title">{t.jackpotWonTitle}</h2>
        <p className="gp-jackpot-win-amount" data-testid="jackpot-win-amount">
          {props.formatMoney(win.amount)}
        </p>
        <p id="gp-jackpot-win-body">{text}</p>
        <p className="gp-jackpot-win-note">{t.jackpotWonNote}</p>
        <button
          type="button"
          className="gp-button gp-button-primary"
          onClick={jackpots.dismissWin}
          autoFocus
          data-testid="jackpot-win-close"
        >
          {t.jackpotWonClose}
        </button>
      </div>
    </div>
  );
}

/** The line of a round's jackpot win in its details and replay: tier, amount and where its payout is. */
export function jackpotWinLine(
  win: { tier: string; amount: string; state: string },
  messages: GameMessages,
  formatMoney: (amount: string) => string,
): string {
  const state =
    win.state === "succeeded"
      ? messages.jackpotPaid
      : win.state === "pending" || win.state === "unknown"
        ? messages.jackpotPaying
        : messages.jackpotPayoutDelayed;
  return formatMessage(messages.replayJackpotWin, { tier: win.tier, amount: formatMoney(win.amount), state });
}
