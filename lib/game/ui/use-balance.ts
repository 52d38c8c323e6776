"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { StateResponse } from "@/lib/contract/runtime-api";
import { fetchState } from "./runtime-client";
import { messageKeyFor, type Notices } from "./use-notice";

// The balance shown to the player, always as the server last said it: first from the opening state, then from
// spins and live refreshes. A refresh that arrives mid-round is held back until the round has been played back.
// The opening state also carries what else the page needs once (the free-rounds offers): `onOpeningState` gets it.

const BALANCE_TOAST_MS = 1_800;

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
  const [balance, setBalance] = useState<string | null>(null);
  const [balanceLoaded, setBalanceLoaded] = useState(false);
  const [balanceFlash, setBalanceFlash] = useState(0);
  const [balanceToast, setBalanceToast] = useState(false);
  const pendingBalanceRef = useRef<string | null>(null);
  const balanceToastTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    fetchState(sessionId).then(
      (state) => {
        if (cancelled) return;
        setBalance(state.balance);
        setBalanceLoaded(true);
        onOpeningStateRef.current?.(state);
        if (state.balanceError) {
          setNotice({
            key: messageKeyFor(state.balanceError.error, "balance"),
            tone: "error",
            code: state.balanceError.error,
            about: "balance",
          });
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        setBalanceLoaded(true);
        reportProblem(error, "balance");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [sessionId, reportProblem, setNotice]);

  /** A new balance, with the meter's flash. */
  const showBalance = useCallback((next: string) => {
    setBalance(next);
    setBalanceFlash((count) => count + 1);
  }, []);

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
