"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { RuntimeRound } from "@/lib/contract/runtime-api";
import { compareDecimal, subtractDecimal } from "@/lib/base/money/decimal-arithmetic";

// Autoplay, where the session's profile allows it: up to N rounds one after another, each started only when the
// profile lets a spin start (so it waits through the spin interval and an open reality check). It stops on a
// feature (free spins), a free round, an error, the loss limit (net loss of this run reaching it) or the player's Stop.

const BETWEEN_ROUNDS_MS = 300;
const WAIT_POLL_MS = 100;

export function useAutoplay(options: {
  playRound: () => Promise<RuntimeRound | null>;
  canStartSpin: () => boolean;
  idle: () => boolean;
  currentNetPosition: () => string;
}) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const [spinsLeft, setSpinsLeft] = useState<number | null>(null);
  const stopRef = useRef(false);
  const runningRef = useRef(false);

  const stop = useCallback(() => {
    stopRef.current = true;
  }, []);

  useEffect(() => () => void (stopRef.current = true), []);

  /** Runs `spins` rounds; with lossLimit (decimal text) it stops once this run has lost that much. */
  const start = useCallback(async (spins: number, lossLimit: string | null) => {
    if (runningRef.current || spins < 1) return;
    runningRef.current = true;
    stopRef.current = false;
    const startNet = optionsRef.current.currentNetPosition();
    let left = spins;
    setSpinsLeft(left);
    try {
      while (left > 0 && !stopRef.current) {
        // Wait (calmly) for the profile's spin interval and the end of any playback.
        while (!stopRef.current && !(optionsRef.current.idle() && optionsRef.current.canStartSpin())) {
          await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
        }
        if (stopRef.current) break;
        const round = await optionsRef.current.playRound();
        if (!round) break;
        left -= 1;
        setSpinsLeft(left);
        if (round.freeSpins > 0 || round.freeRoundsAwardId !== null) break;
        if (lossLimit !== null) {
          const lost = subtractDecimal(startNet, optionsRef.current.currentNetPosition());
          if (compareDecimal(lost, lossLimit) >= 0) break;
        }
        await new Promise((resolve) => setTimeout(resolve, BETWEEN_ROUNDS_MS));
      }
    } finally {
      runningRef.current = false;
      setSpinsLeft(null);
    }
  }, []);

  return { spinsLeft, running: spinsLeft !== null, start, stop };
}
