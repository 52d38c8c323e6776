"use client";

import type { ReactElement } from "react";
import type { RoundSummary } from "@/lib/contract/runtime-api";
import { formatMessage, type GameLang, type GameMessages } from "@/lib/i18n/game-messages";
import { isZeroDecimal } from "@/lib/base/money/decimal-arithmetic";

// The session's recent rounds, newest first; choosing one shows that round again on the reels.

export function roundTime(createdAt: string, lang: GameLang): string {
  return new Date(createdAt).toLocaleTimeString(lang === "tr" ? "tr-TR" : "en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
}

export function HistoryPanel(props: {
  rounds: RoundSummary[];
  messages: GameMessages;
  lang: GameLang;
  formatMoney: (amount: string) => string;
  selectedRoundId: string | null;
  onShowRound: (roundId: string) => void;
}): ReactElement {
  const { messages: t, rounds } = props;
  return (
    <section className="gp-history" aria-labelledby="gp-history-title" data-testid="history">
      <h2 id="gp-history-title">{t.history}</h2>
      {rounds.length === 0 ? (
        <p className="gp-history-empty">{t.historyEmpty}</p>
      ) : (
        <ol className="gp-history-list">
          {rounds.map((round) => {
            const time = roundTime(round.createdAt, props.lang);
            const won = !isZeroDecimal(round.win);
            return (
              <li key={round.id}>
                <button
                  type="button"
                  className={`gp-history-item${won ? " gp-history-won" : ""}${props.selectedRoundId === round.id ? " gp-history-selected" : ""}`}
                  aria-label={formatMessage(t.historyShowRound, { time })}
                  onClick={() => props.onShowRound(round.id)}
                  data-testid="history-round"
                  data-round-id={round.id}
                >
                  <time dateTime={round.createdAt}>{time}</time>
                  <span className="gp-history-money">
                    <span className="gp-history-key">{t.historyBet}</span> {props.formatMoney(round.bet)}
                  </span>
                  <span className="gp-history-money gp-history-win">
                    <span className="gp-history-key">{t.historyWin}</span> {props.formatMoney(round.win)}
                  </span>
                  {round.freeSpins > 0 || round.boughtFeature || round.freeRoundsAwardId ? (
                    <span className="gp-history-tags">
                      {round.freeRoundsAwardId ? <span className="gp-tag">{t.historyFreeRound}</span> : null}
                      {round.winBeforeCap !== null ? (
                        <span
                          className="gp-tag"
                          data-testid="history-max-win"
                          title={formatMessage(t.maxWinReachedDetail, {
                            won: props.formatMoney(round.winBeforeCap),
                            paid: props.formatMoney(round.win),
                          })}
                        >
                          {t.maxWinReached}
                        </span>
                      ) : null}
                      {round.boughtFeature ? <span className="gp-tag">{t.historyBought}</span> : null}
                      {round.freeSpins > 0 ? (
                        <span className="gp-tag">{formatMessage(t.historyFreeSpins, { count: round.freeSpins })}</span>
                      ) : null}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
