"use client";

import { useCallback, useState } from "react";
import type { GamePageUnavailableReason } from "@/lib/contract/runtime-api";
import type { GameMessageKey } from "@/lib/i18n/game-messages";
import { RuntimeCallError, SESSION_GONE_CODES } from "./runtime-client";

// What the page tells the player about a failure (one notice at a time), and whether the session is gone.

export interface Notice {
  key: GameMessageKey;
  values?: Record<string, string>;
  tone: "error" | "info";
  code?: string;
  /** Which part of the page it is about, so a later success there can clear it. */
  about: "bet" | "balance";
}

export function messageKeyFor(code: string, about: Notice["about"]): GameMessageKey {
  switch (code) {
    case "insufficient_funds":
      return "insufficientFunds";
    case "wallet_rejected":
      return about === "balance" ? "balanceUnavailable" : "walletRejected";
    case "wallet_unavailable":
    case "wallet_not_configured":
      return about === "balance" ? "balanceUnavailable" : "walletUnavailable";
    case "invalid_bet":
    case "invalid_request":
      return "invalidBet";
    case "game_not_playable":
      return "gameNotPlayable";
    case "free_rounds_unavailable":
      return "freeRoundsUnavailable";
    case "round_in_progress":
      return "roundInProgress";
    case "bet_not_taken":
      return "betNotTaken";
    case "bet_refunded":
      return "betRefunded";
    case "too_many_streams":
      return "tooManyWindows";
    case "network":
      return "connectionProblem";
    case "spin_too_fast":
      return "spinTooFast";
    case "stake_above_limit":
      return "stakeAboveLimit";
    case "feature_buy_not_allowed":
      return "featureBuyNotAllowed";
    default:
      return "somethingWentWrong";
  }
}

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sessionGone, setSessionGone] = useState<GamePageUnavailableReason | null>(null);

  const clearNoticeAbout = useCallback(
    (about: Notice["about"]) => setNotice((current) => (current?.about === about ? null : current)),
    [],
  );

  const reportProblem = useCallback((error: unknown, about: Notice["about"]) => {
    const code = error instanceof RuntimeCallError ? error.code : "unexpected";
    const gone = SESSION_GONE_CODES[code as keyof typeof SESSION_GONE_CODES];
    if (gone) {
      setSessionGone(gone);
      return;
    }
    setNotice({ key: messageKeyFor(code, about), tone: "error", code, about });
  }, []);

  return { notice, setNotice, clearNoticeAbout, sessionGone, setSessionGone, reportProblem };
}

export type Notices = ReturnType<typeof useNotice>;
