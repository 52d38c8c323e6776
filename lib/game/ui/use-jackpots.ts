"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import {
  jackpotTickerUpdateSchema,
  type BroadcastEvent,
  type JackpotWinEvent,
  type SessionJackpot,
} from "@/lib/contract/runtime-api";
import type { LiveChannelListeners } from "./use-live-balance";

// The jackpot ticker's data and the win celebration: the pools the session feeds come with the page (amounts at
// render), then each pool's broadcast (at most one a second per pool) replaces its tiers' amounts; no polling. A
// `jackpot_win` event (the session's round won a tier) opens the celebration until the player closes it. An update
// older than what the page shows (a lower cycle of a tier) is ignored.

export interface JackpotWin extends JackpotWinEvent {
  /** Increments per win, so two wins in a row are celebrated twice. */
  id: number;
}

export function useJackpots(options: { initial: SessionJackpot[] }) {
  const [jackpots, setJackpots] = useState<SessionJackpot[]>(options.initial);
  const [win, setWin] = useState<JackpotWin | null>(null);
  const winCount = useRef(0);
  const shown = useRef(jackpots);
  useEffect(() => {
    shown.current = jackpots;
  }, [jackpots]);

  const listeners: LiveChannelListeners = useMemo(
    () => ({
      onBroadcast(event: BroadcastEvent) {
        const pool = shown.current.find((jackpot) => jackpot.channel === event.channel);
        if (!pool) return;
        const parsed = jackpotTickerUpdateSchema.safeParse(event.payload);
        if (!parsed.success || parsed.data.jackpotId !== pool.jackpotId) return;
        const update = parsed.data;
        setJackpots((current) =>
          current.map((jackpot) => {
            if (jackpot.jackpotId !== update.jackpotId) return jackpot;
            return {
              ...jackpot,
              tiers: jackpot.tiers.map((tier) => {
                const next = update.tiers.find((candidate) => candidate.tier === tier.tier);
                return next && next.cycle >= tier.cycle ? next : tier;
              }),
            };
          }),
        );
      },
      onJackpotWin(event: JackpotWinEvent) {
        winCount.current += 1;
        setWin({ ...event, id: winCount.current });
      },
    }),
    [],
  );

  return { jackpots, win, dismissWin: () => setWin(null), listeners };
}

export type Jackpots = ReturnType<typeof useJackpots>;
