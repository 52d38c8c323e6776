"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { StateResponse } from "@/lib/contract/runtime-api";
import { fetchBalance, fetchState, RuntimeCallError } from "./runtime-client";
import { messageKeyFor, type Notices } from "./use-notice";

// The balance shown to the player, always as the server last said it: first from the opening state, then from
// spins and live refreshes. A refresh that arrives mid-round is held back until the round has been played back.
// The opening state also carries what else the page needs once (the free-rounds offers): `onOpeningState` gets it.

const BALANCE_TOAST_MS = 1_800;
// A balance the page could not read for a passing reason is asked again this long after each failure (about a
// minute in all); past that, the next round or live refresh brings it. A refusal (an unknown player) is not retried.
const BALANCE_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/** The network, an overloaded server (5xx) or a wallet that timed out or failed: worth asking again. */
function passingFailure(code: string): boolean {
  return code === "network" || code === "wallet_unavailable" || /^http_5\d\d$/.test(code);
}

const failureCode = (error: unknown) => (error instanceof RuntimeCallError ? error.code : "network");

export function useBalance(
  sessionId: string,
  notices: Pick<Notices, "setNotice" | "clearNoticeAbout" | "reportProblem">,
  onOpeningState?: (state: StateResponse) => void,
) {
  const { setNotice, clearNoticeAbout, reportProblem } = notices;
  // The latest callback, so a re-render does not fetch the state again.
  const onOpeningStateRef = useRef(onOpeningState);
  useEffect(() => {
    onOpeningStateRef.current = onOpeningState;
  });
  const [balance, setBalanceState] = useState<string | null>(null);
  const [balanceLoaded, setBalanceLoaded] = useState(false);
  const [balanceFlash, setBalanceFlash] = useState(0);
  const [balanceToast, setBalanceToast] = useState(false);
  const pendingBalanceRef = useRef<string | null>(null);
  const balanceToastTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Whether a round or a live refresh has shown a balance: a late (or retried) first read must not replace it.
  const shownRef = useRef(false);
  const setBalance = useCallback((next: string | null) => {
    shownRef.current = true;
    setBalanceState(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retries = 0;
    /** Asks again after the next delay, if the failure may pass and the page still has no balance to show. */
    const retryLater = (code: string, ask: () => void) => {
      const delay = BALANCE_RETRY_MS[retries++];
      if (cancelled || delay === undefined || shownRef.current || !passingFailure(code)) return;
      timer = setTimeout(ask, delay);
    };
    const askBalance = () =>
      fetchBalance(sessionId).then(
        (answer) => {
          if (cancelled || shownRef.current) return;
          setBalanceState(answer.balance);
          clearNoticeAbout("balance");
        },
        (error: unknown) => {
          if (cancelled) return;
          retryLater(failureCode(error), askBalance);
        },
      );
    const askState = () =>
      fetchState(sessionId).then(
        (state) => {
          if (cancelled) return;
          if (!shownRef.current) setBalanceState(state.balance);
          setBalanceLoaded(true);
          onOpeningStateRef.current?.(state);
          if (state.balanceError) {
            setNotice({
              key: messageKeyFor(state.balanceError.error, "balance"),
              tone: "error",
              code: state.balanceError.error,
              about: "balance",
            });
            retryLater(state.balanceError.error, askBalance);
          } else clearNoticeAbout("balance");
        },
        (error: unknown) => {
          if (cancelled) return;
          setBalanceLoaded(true);
          reportProblem(error, "balance");
          retryLater(failureCode(error), askState);
        },
      );
    void askState();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId, reportProblem, setNotice, clearNoticeAbout]);

  /** A new balance, with the meter's flash. */
  const showBalance = useCallback(
    (next: string) => {
      setBalance(next);
      setBalanceFlash((count) => count + 1);
    },
    [setBalance],
  );

  /** A live refresh while nothing is played: shown, and said above the reels, never over them. */
  const showRefreshedBalance = (next: string) => {
    showBalance(next);
    clearNoticeAbout("balance");
    clearTimeout(balanceToastTimerRef.current);
    setBalanceToast(true);
    balanceToastTimerRef.current = setTimeout(() => setBalanceToast(false), BALANCE_TOAST_MS);
  };

  /** Keeps a mid-round refresh for the end of the round (null forgets it). */
  const holdBalance = (next: string | null) => {
    pendingBalanceRef.current = next;
  };

  /** The held refresh, if any, forgotten once taken. */
  const takeHeldBalance = (): string | null => {
    const held = pendingBalanceRef.current;
    pendingBalanceRef.current = null;
    return held;
  };

  return {
    balance,
    balanceLoaded,
    balanceFlash,
    balanceToast,
    setBalance,
    showBalance,
    showRefreshedBalance,
    holdBalance,
    takeHeldBalance,
  };
}

export type Balance = ReturnType<typeof useBalance>;
