"use client";

import { useCallback, useRef, useState } from "react";
import type { RuntimeGame } from "@/lib/contract/runtime-api";
import { useMediaQuery } from "./use-media-query";

// The reels' motion and the round's playback clock: every delay of the playback can be cut short by the player
// (Skip, or Space), and then the rest of the round lands at once. A player whose system asks for reduced motion
// (prefers-reduced-motion) gets no delay that exists only for movement (reels spinning on, stopping one by one,
// landing, the win meter counting up): the result lands at once. Delays that give time to read (a banner, each
// free spin's result) stay.

const REEL_STOP_GAP_MS = 150;
const LANDING_MS = 420;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** A calm first picture before any spin: the game's own symbols, premium ones in the middle row. */
function openingWindow(game: RuntimeGame): string[][] {
  const ids = game.symbols.map((symbol) => symbol.id);
  return Array.from({ length: game.reels }, (_, reel) =>
    Array.from({ length: game.rows }, (_, row) => ids[(reel * 2 + row * 3 + 1) % ids.length]!),
  );
}

export function useReelAnimation(game: RuntimeGame) {
  const [reelWindow, setReelWindow] = useState<string[][]>(() => openingWindow(game));
  const [spinning, setSpinning] = useState<boolean[]>(() => Array(game.reels).fill(false));
  const [landings, setLandings] = useState<number[]>(() => Array(game.reels).fill(0));
  const skipRef = useRef({ requested: false, wakers: new Set<() => void>() });
  const reducedMotion = useMediaQuery(REDUCED_MOTION);

  /** A delay of the round's playback that the player can cut short. */
  const pause = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const skip = skipRef.current;
        if (skip.requested) return resolve();
        const done = () => {
          clearTimeout(timer);
          skip.wakers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        skip.wakers.add(done);
      }),
    [],
  );

  /** A delay that is only there for movement: none when reduced motion is asked for. */
  const motion = useCallback(
    // Asked when the delay starts, not when the round started: the setting can change mid-round.
    (ms: number) => (window.matchMedia(REDUCED_MOTION).matches ? Promise.resolve() : pause(ms)),
    [pause],
  );

  const requestSkip = () => {
    const skip = skipRef.current;
    skip.requested = true;
    for (const wake of [...skip.wakers]) wake();
  };

  /** A new round's playback: nothing skipped yet. */
  const resetSkip = () => {
    skipRef.current.requested = false;
  };

  const skipRequested = () => skipRef.current.requested;

  const spinAll = () => setSpinning(Array(game.reels).fill(true));

  /** Stops the reels one after another on `target`, left to right, and waits for the last landing. */
  const landReels = async (target: string[][]) => {
    setReelWindow(target);
    for (let reel = 0; reel < game.reels; reel++) {
      setSpinning((current) => current.map((value, index) => (index === reel ? false : value)));
      setLandings((current) => current.map((value, index) => (index === reel ? value + 1 : value)));
      await motion(REEL_STOP_GAP_MS);
    }
    await motion(LANDING_MS);
  };

  return {
    reelWindow,
    spinning,
    landings,
    reducedMotion,
    pause,
    motion,
    requestSkip,
    resetSkip,
    skipRequested,
    spinAll,
    landReels,
  };
}

export type ReelAnimation = ReturnType<typeof useReelAnimation>;
