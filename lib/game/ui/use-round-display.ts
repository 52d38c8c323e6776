"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { winsOf, type SpinOutcome } from "./win-highlight";

// What the round shows beside the reels: the spin on them, the win meter, the banner over the reels and the
// words for screen readers. After a winning spin, the wins take turns: all at once first, then one at a time.

const WIN_CYCLE_MS = 1_600;

export interface Banner {
  text: string;
  tone: "free" | "big" | "mega";
}

export function useRoundDisplay(options: { initialCoinValue: string; idle: boolean }) {
  const { initialCoinValue, idle } = options;
  const [shownSpin, setShownSpin] = useState<SpinOutcome | null>(null);
  const [shownCoinValue, setShownCoinValue] = useState(initialCoinValue);
  const [winFocus, setWinFocus] = useState(-1);
  const [winText, setWinText] = useState("0");
  const [winAnnouncement, setWinAnnouncement] = useState("");
  // The win's "max win reached" note while the round shown had its free-round win cut by the campaign's max_win.
  const [maxWinNote, setMaxWinNote] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const bannerTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Shows `next` over the reels (null hides it), for `lingerMs` when given, else until replaced. */
  const showBanner = useCallback((next: Banner | null, lingerMs?: number) => {
    clearTimeout(bannerTimerRef.current);
    setBanner(next);
    if (next && lingerMs) bannerTimerRef.current = setTimeout(() => setBanner(null), lingerMs);
  }, []);

  /** A spin has landed: it is shown with all its wins at once. */
  const showSpin = (spin: SpinOutcome | null) => {
    if (spin) setWinFocus(-1);
    setShownSpin(spin);
  };

  const winCount = shownSpin ? winsOf(shownSpin) : 0;
  useEffect(() => {
    if (!idle || winCount < 2) return;
    const timer = setInterval(() => setWinFocus((focus) => (focus + 1) % winCount), WIN_CYCLE_MS);
    return () => clearInterval(timer);
  }, [idle, winCount, shownSpin]);

  return {
    shownSpin,
    showSpin,
    shownCoinValue,
    setShownCoinValue,
    winFocus,
    winCount,
    winText,
    setWinText,
    winAnnouncement,
    setWinAnnouncement,
    maxWinNote,
    setMaxWinNote,
    banner,
    showBanner,
  };
}

export type RoundDisplay = ReturnType<typeof useRoundDisplay>;
