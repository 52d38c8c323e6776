"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { RuntimeRound, RuntimeSession } from "@/lib/contract/runtime-api";
import { addDecimal, subtractDecimal } from "@/lib/base/money/decimal-arithmetic";

// The page's half of the session's jurisdiction profile (session.rules; the server enforces the same rules):
// the minimum time between spin starts (the spin button waits, with a countdown), the session clock, the net
// position since the launch (from the opening state, then every round played), and the reality check that
// pauses play every N minutes until the player continues or leaves.

/** Waiting a little longer than the rule, so a request that travels faster than the previous one is never refused. */
const SPIN_INTERVAL_MARGIN_MS = 250;
const TICK_MS = 250;

export function useSessionRules(session: RuntimeSession) {
  const { profile, realityCheckIntervalMs, playedMs } = session.rules;
  const minSpinIntervalMs = profile.minSpinIntervalMs;
  // The launch's start on this browser's clock (the server said how long ago it was), so clock skew does not matter.
  const [playStart] = useState(() => Date.now() - playedMs);
  const [now, setNow] = useState(() => Date.now());
  const lastSpinStartRef = useRef<number | null>(null);
  const [lastSpinStart, setLastSpinStart] = useState<number | null>(null);
  const [netPosition, setNetPosition] = useState<string | null>(null);
  const netRef = useRef("0");
  const [realityCheckDue, setRealityCheckDue] = useState(false);
  const realityCheckDueRef = useRef(false);
  const nextRealityCheckRef = useRef<number | null>(
    realityCheckIntervalMs === null
      ? null
      : playStart + (Math.floor(playedMs / realityCheckIntervalMs) + 1) * realityCheckIntervalMs,
  );
  const [playEnded, setPlayEnded] = useState(false);

  const ticking = minSpinIntervalMs > 0 || profile.sessionTimeShown || realityCheckIntervalMs !== null;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      const due = nextRealityCheckRef.current;
      if (due !== null && at >= due && !realityCheckDueRef.current) {
        realityCheckDueRef.current = true;
        setRealityCheckDue(true);
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);

  const spinReadyAt =
    lastSpinStart === null || minSpinIntervalMs === 0 ? 0 : lastSpinStart + minSpinIntervalMs + SPIN_INTERVAL_MARGIN_MS;
  const waitMs = Math.max(0, spinReadyAt - now);

  /** Whether a spin may start now: the interval since the last start has passed and no reality check is open. */
  const canStartSpin = useCallback(() => {
    if (realityCheckDueRef.current) return false;
    const last = lastSpinStartRef.current;
    return last === null || minSpinIntervalMs === 0 || Date.now() >= last + minSpinIntervalMs + SPIN_INTERVAL_MARGIN_MS;
  }, [minSpinIntervalMs]);

  const spinStarted = useCallback(() => {
    const at = Date.now();
    lastSpinStartRef.current = at;
    setLastSpinStart(at);
    setNow(at);
  }, []);

  const openingNetPosition = useCallback((amount: string) => {
    netRef.current = amount;
    setNetPosition(amount);
  }, []);

  /** Wins minus bets: a free round's stake was not the player's. */
  const roundPlayed = useCallback((round: RuntimeRound) => {
    const bet = round.freeRoundsAwardId ? "0" : round.bet;
    netRef.current = subtractDecimal(addDecimal(netRef.current, round.win), bet);
    setNetPosition(netRef.current);
  }, []);

  const continuePlaying = useCallback(() => {
    if (realityCheckIntervalMs !== null) {
      const at = Date.now();
      nextRealityCheckRef.current =
        playStart + (Math.floor((at - playStart) / realityCheckIntervalMs) + 1) * realityCheckIntervalMs;
    }
    realityCheckDueRef.current = false;
    setRealityCheckDue(false);
  }, [playStart, realityCheckIntervalMs]);

  const endPlay = useCallback(() => setPlayEnded(true), []);

  return {
    profile,
    /** Milliseconds until the next spin may start (0 = now). */
    waitMs,
    canStartSpin,
    spinStarted,
    playedMs: Math.max(0, now - playStart),
    netPosition,
    currentNetPosition: () => netRef.current,
    openingNetPosition,
    roundPlayed,
    realityCheckDue,
    continuePlaying,
    playEnded,
    endPlay,
  };
}

export type SessionRules = ReturnType<typeof useSessionRules>;

/** "1:05:09" or "5:09": the session clock. */
export function formatDuration(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
