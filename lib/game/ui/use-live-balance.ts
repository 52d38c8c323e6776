"use client";

import { useState } from "react";
import { fetchBalance, RuntimeCallError, SESSION_GONE_CODES } from "./runtime-client";
import type { Balance } from "./use-balance";
import type { Notices } from "./use-notice";
import { useRuntimeEvents, type RuntimeEventHandlers } from "./use-runtime-events";

/** What other parts of the page take from the same live channel (the promotions panel, the jackpot ticker). */
export type LiveChannelListeners = Pick<RuntimeEventHandlers, "onBroadcast" | "onPromotion" | "onJackpotWin"> & {
  /** The stream (re)opened or missed events: anything shown from it may be stale. */
  onResync?(): void;
};

/** The live channel's balance refreshes and session changes applied to the page, and whether it is connected. */
export function useLiveBalance(options: {
  sessionId: string;
  notices: Notices;
  balance: Balance;
  roundIdle: () => boolean;
  /** Each part's listeners; every one hears each event. */
  listeners?: LiveChannelListeners[];
}) {
  const { sessionId, notices, balance, roundIdle, listeners = [] } = options;
  const [live, setLive] = useState(false);
  const [liveTrouble, setLiveTrouble] = useState(false);

  /** The balance fetched again (a refused stream, missed events); false once the session is gone. */
  async function refetchState(): Promise<boolean> {
    try {
      const answer = await fetchBalance(sessionId);
      if (roundIdle()) balance.setBalance(answer.balance);
      return true;
    } catch (error) {
      if (error instanceof RuntimeCallError && error.code in SESSION_GONE_CODES) {
        notices.reportProblem(error, "balance");
        return false;
      }
      return true;
    }
  }

  useRuntimeEvents(sessionId, notices.sessionGone === null, {
    onBalance(event) {
      if (!roundIdle()) {
        balance.holdBalance(event.balance);
        return;
      }
      balance.showRefreshedBalance(event.balance);
    },
    onBalanceError() {
      notices.setNotice({ key: "balanceRefreshFailed", tone: "info", about: "balance" });
    },
    onSession(event) {
      notices.setSessionGone(event.state);
    },
    onBroadcast: (event) => listeners.forEach((listener) => listener.onBroadcast?.(event)),
    onPromotion: (event) => listeners.forEach((listener) => listener.onPromotion?.(event)),
    onJackpotWin: (event) => listeners.forEach((listener) => listener.onJackpotWin?.(event)),
    onLiveChange(isLive) {
      setLive(isLive);
      if (isLive) setLiveTrouble(false);
      if (isLive) listeners.forEach((listener) => listener.onResync?.());
    },
    onReload() {
      void refetchState();
      listeners.forEach((listener) => listener.onResync?.());
    },
    onStreamRefused() {
      setLiveTrouble(true);
      return refetchState();
    },
  });

  return { live, liveTrouble };
}
