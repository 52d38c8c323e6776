"use client";

import { useEffect, useRef } from "react";
import {
  balanceErrorEventSchema,
  balanceEventSchema,
  broadcastEventSchema,
  jackpotWinEventSchema,
  promotionEventSchema,
  reloadEventSchema,
  RUNTIME_EVENTS,
  runtimePaths,
  sessionEventSchema,
  type BalanceErrorEvent,
  type BalanceEvent,
  type BroadcastEvent,
  type JackpotWinEvent,
  type PromotionEvent,
  type SessionEvent,
} from "@/lib/contract/runtime-api";

// The page's live channel: server-sent events from the runtime carry balance refreshes (after the operator's
// POST player-balance-refresh), broadcasts (tickers, leaderboards: at most one per channel a second; a page that
// shows none leaves onBroadcast out and they are dropped) and the end of the session. The browser reconnects by itself after a dropped
// connection, with Last-Event-ID: the server sends what was missed meanwhile, or a reload event when it no longer
// can, and the page then fetches its state (`onReload`); when the server refuses the stream
// (an HTTP error closes an EventSource for good) the page asks `onStreamRefused` what to do, then reconnects with
// a growing delay.

export interface RuntimeEventHandlers {
  onBalance(event: BalanceEvent): void;
  onBalanceError(event: BalanceErrorEvent): void;
  onSession(event: SessionEvent): void;
  /** Events were missed and can no longer be sent: fetch the state again. */
  onReload(): void;
  /** An update of a broadcast channel (its latest value). */
  onBroadcast?(event: BroadcastEvent): void;
  /** This player's promotion news (a standing moved, a prize drop won). */
  onPromotion?(event: PromotionEvent): void;
  /** One of this session's rounds won a jackpot tier. */
  onJackpotWin?(event: JackpotWinEvent): void;
  /** True while the stream is open. */
  onLiveChange(live: boolean): void;
  /** The stream was refused or closed; resolve to false to stop reconnecting (e.g. the session is gone). */
  onStreamRefused(): Promise<boolean>;
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

export function useRuntimeEvents(sessionId: string, enabled: boolean, handlers: RuntimeEventHandlers): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = FIRST_RETRY_MS;
    let stopped = false;

    const listen = <T>(
      name: string,
      schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
      handle: (event: T) => void,
    ) => {
      source?.addEventListener(name, (message) => {
        let data: unknown;
        try {
          data = JSON.parse((message as MessageEvent<string>).data);
        } catch {
          return; // a malformed event is ignored; the next refresh or reconnect brings the balance again
        }
        const parsed = schema.safeParse(data);
        if (parsed.success) handle(parsed.data);
      });
    };

    const connect = () => {
      if (stopped) return;
      source = new EventSource(runtimePaths.events(sessionId));
      source.addEventListener("open", () => {
        retryDelay = FIRST_RETRY_MS;
        handlersRef.current.onLiveChange(true);
      });
      listen(RUNTIME_EVENTS.balance, balanceEventSchema, (event) => handlersRef.current.onBalance(event));
      listen(RUNTIME_EVENTS.balanceError, balanceErrorEventSchema, (event) =>
        handlersRef.current.onBalanceError(event),
      );
      listen(RUNTIME_EVENTS.session, sessionEventSchema, (event) => {
        stopped = true;
        source?.close();
        handlersRef.current.onLiveChange(false);
        handlersRef.current.onSession(event);
      });
      listen(RUNTIME_EVENTS.reload, reloadEventSchema, () => handlersRef.current.onReload());
      listen(RUNTIME_EVENTS.broadcast, broadcastEventSchema, (event) => handlersRef.current.onBroadcast?.(event));
      listen(RUNTIME_EVENTS.promotion, promotionEventSchema, (event) => handlersRef.current.onPromotion?.(event));
      listen(RUNTIME_EVENTS.jackpotWin, jackpotWinEventSchema, (event) => handlersRef.current.onJackpotWin?.(event));
      source.addEventListener("error", () => {
        handlersRef.current.onLiveChange(false);
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return; // the browser is reconnecting
        source.close();
        void handlersRef.current.onStreamRefused().then((keepTrying) => {
          if (!keepTrying || stopped) return;
          retryTimer = setTimeout(connect, retryDelay);
          retryDelay = Math.min(retryDelay * 2, LONGEST_RETRY_MS);
        });
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [sessionId, enabled]);
}
