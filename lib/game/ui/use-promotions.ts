"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  promotionLeaderboardUpdateSchema,
  type BroadcastEvent,
  type PromotionEvent,
  type SessionPromotion,
} from "@/lib/contract/runtime-api";
import { fetchPromotions, postPromotionOptIn } from "./runtime-client";
import type { LiveChannelListeners } from "./use-live-balance";

// The promotions panel's data: read on load, then kept live by the page's event stream (no polling):
// - a leaderboard broadcast replaces a tournament's top 10 (the player's own rank and score too when they are in
//   it, found by their tag); its state turning "settled" makes the page read its final result once (after a short
//   random wait, so pages do not all ask in the same instant);
// - a `promotion` event "standing" (a pass counted the player's rounds) carries the player's new rank, score and
//   prize, shown as they come; without them (a promotion the page does not show yet) the page reads its
//   promotions again (one read at a time; news arriving meanwhile makes one more);
// - a `promotion` event "drop" shows the prize at once (and the read brings the prizes left).
// A reconnected stream may have missed updates: the page reads them again.

const DROP_SHOWN_MS = 10_000;
const SETTLED_READ_SPREAD_MS = 3_000;

export interface DropWin {
  promotionId: string;
  amount: string;
  currency: string;
  /** Increments per drop, so the same amount twice is announced twice. */
  id: number;
}

export function usePromotions(options: { sessionId: string; enabled: boolean }) {
  const { sessionId, enabled } = options;
  const [promotions, setPromotions] = useState<SessionPromotion[]>([]);
  const [clockOffsetMs, setClockOffsetMs] = useState(0);
  const [dropWin, setDropWin] = useState<DropWin | null>(null);
  const [optInBusy, setOptInBusy] = useState<string | null>(null);
  const [optInFailed, setOptInFailed] = useState<string | null>(null);
  const reading = useRef<{ inFlight: boolean; again: boolean }>({ inFlight: false, again: false });
  const dropCount = useRef(0);
  const shown = useRef<SessionPromotion[]>([]);
  useEffect(() => {
    shown.current = promotions;
  }, [promotions]);

  const read = useCallback(async () => {
    if (!enabled) return;
    const state = reading.current;
    if (state.inFlight) {
      state.again = true;
      return;
    }
    state.inFlight = true;
    try {
      do {
        state.again = false;
        try {
          const answer = await fetchPromotions(sessionId);
          setPromotions(answer.promotions);
          setClockOffsetMs(new Date(answer.serverTime).getTime() - Date.now());
        } catch {
          // The panel keeps what it shows; the next news or reconnect reads again.
        }
      } while (state.again);
    } finally {
      state.inFlight = false;
    }
  }, [sessionId, enabled]);

  useEffect(() => {
    void read();
  }, [read]);

  useEffect(() => {
    if (!dropWin) return;
    const timer = setTimeout(() => setDropWin(null), DROP_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [dropWin]);

  const listeners: LiveChannelListeners = useMemo(
    () => ({
      onBroadcast(event: BroadcastEvent) {
        const parsed = promotionLeaderboardUpdateSchema.safeParse(event.payload);
        if (!parsed.success) return;
        const update = parsed.data;
        const before = shown.current.find((promotion) => promotion.id === update.promotionId);
        if (!before) return;
        setPromotions((current) =>
          current.map((promotion) => {
            if (promotion.id !== update.promotionId) return promotion;
            const own = update.top.find((entry) => entry.tag === promotion.playerTag);
            return {
              ...promotion,
              top: update.top,
              participants: update.participants,
              standing:
                own && promotion.standing
                  ? { ...promotion.standing, rank: own.rank, score: own.score, prize: own.prize }
                  : promotion.standing,
            };
          }),
        );
        if (update.state === "settled" && before.state !== "settled")
          setTimeout(() => void read(), Math.random() * SETTLED_READ_SPREAD_MS);
      },
      onPromotion(event: PromotionEvent) {
        const { standing, participants } = event;
        if (
          event.change === "standing" &&
          standing &&
          participants !== undefined &&
          shown.current.some((promotion) => promotion.id === event.promotionId)
        ) {
          setPromotions((current) =>
            current.map((promotion) =>
              promotion.id === event.promotionId ? { ...promotion, standing, participants } : promotion,
            ),
          );
          return;
        }
        if (event.change === "drop" && event.prize) {
          dropCount.current += 1;
          setDropWin({ promotionId: event.promotionId, ...event.prize, id: dropCount.current });
        }
        void read();
      },
      onResync() {
        void read();
      },
    }),
    [read],
  );

  const optIn = useCallback(
    async (promotionId: string) => {
      setOptInBusy(promotionId);
      setOptInFailed(null);
      try {
        const answer = await postPromotionOptIn(sessionId, promotionId);
        setPromotions((current) =>
          current.map((promotion) => (promotion.id === promotionId ? answer.promotion : promotion)),
        );
      } catch {
        setOptInFailed(promotionId);
      } finally {
        setOptInBusy(null);
      }
    },
    [sessionId],
  );

  return {
    promotions,
    clockOffsetMs,
    dropWin,
    dismissDrop: () => setDropWin(null),
    optIn,
    optInBusy,
    optInFailed,
    listeners,
  };
}

export type Promotions = ReturnType<typeof usePromotions>;
