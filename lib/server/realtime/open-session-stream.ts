import "server-only";
import { randomBase62 } from "@/lib/base/random-id";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { RUNTIME_EVENTS, type ReloadEvent } from "@/lib/contract/runtime-api";
import { busSubject, parseBusSequence } from "@/lib/server/event-bus/bus-messages";
import { busKeepsHistory, lastBusSequence, readMissedBusEvents } from "@/lib/server/event-bus/event-bus";
import { logger } from "@/lib/server/observability/logger";
import { sessionUnavailableReason, type RuntimeSessionRecord } from "@/lib/server/runtime/runtime-session";
import { addLocalStream, realtimeInstanceId, removeLocalStream, type LocalStream } from "./realtime-hub";
import { liveInstanceCutoff, realtimeSettings } from "./realtime-settings";
import { decodeRealtimeSignal, realtimePlayerKey, REALTIME_TOPIC } from "./realtime-signal";
import {
  deliverSessionSignal,
  encodeStreamEvent,
  endStreams,
  oneBalanceReader,
  sendCurrentBalance,
  type EncodedStreamEvent,
  type EventTarget,
  type StreamWallet,
} from "./session-events";

// One game page's server-sent-event stream. It is counted (realtime_subscriptions) before its first byte, so a
// balance refresh that follows the page's connection always sees it; it opens with a retry hint and a comment
// at once, sends a comment heartbeat so proxies keep it open and gives every event an id. It ends when the client
// goes away, the session expires or is ended; its subscription row goes with it. The opening carries an id too
// (no data, so nothing is dispatched): a page that drops before its first event still reconnects with
// Last-Event-ID.
//
// What a reconnecting page (Last-Event-ID) gets depends on the bus (lib/server/event-bus):
// - NATS: ids are the bus's stream sequence, the same on every instance. The stream reads its session's events
//   after that sequence from the bus's retention and sends them (the same events, a balance asked of the wallet
//   now), then live ones; events arriving meanwhile wait, and none is sent twice. When some are no longer kept
//   (older than EVENT_BUS_RETENTION_SECONDS) or the bus cannot be read, the page gets a "reload" event instead
//   and fetches its state itself.
// - LISTEN/NOTIFY and in-process: the bus keeps nothing, so ids count this stream's events from the id the page
//   sent, and the stream re-sends the current balance (the page may have missed a refresh meanwhile).
//
// The stream writes to a sink: the server entry's raw socket (lib/server/entry, every production stream) or a
// web ReadableStream (the route handler, which `next dev` serves).

export const STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
  "x-content-type-options": "nosniff",
};
// A session row that cannot be read is checked again this much later rather than ending a healthy page.
const EXPIRY_RECHECK_MS = 60_000;
const MAX_TIMER_MS = 3_600_000;
// Many pages reconnect at once after a deploy: wait for a pooled connection rather than fail after Prisma's 2 s.
const STREAM_OPEN_TRANSACTION = { maxWait: 15_000, timeout: 15_000 } as const;
const HEARTBEAT = Buffer.from(": heartbeat\n\n");

/** Where a stream's bytes go. Each call may throw once the client is gone (the stream then cleans up). */
export interface StreamSink {
  write(chunk: Uint8Array): void;
  /** The stream's "id: <n>\n" line and then an event's shared bytes, as one socket write where the transport can. */
  writeEvent(idLine: string, event: EncodedStreamEvent): void;
  end(): void;
}

/**
 * Counts the stream against the session's cap (throws too_many_streams before any byte is written), writes its
 * opening and joins this instance's hub. Returns the function to call when the client goes away.
 */
/** The few facts of a session its stream keeps for its whole life (not the session record, which holds the game's maths). */
export function streamWalletOf(session: RuntimeSessionRecord): StreamWallet {
  return {
    sessionId: session.id,
    operatorId: session.operatorId,
    playerId: session.externalPlayerId,
    currency: session.currency,
    gameSymbol: session.game.symbol,
    demo: session.mode === "demo",
    lang: session.lang,
  };
}

export async function startSessionStream(options: {
  wallet: StreamWallet;
  sessionExpiresAt: Date;
  /** The Last-Event-ID header of a reconnecting EventSource. */
  lastEventId: string | null;
  /** Called once the stream's headers may be sent (the cap allowed it); the sink is written only after it. */
  openSink: () => StreamSink;
}): Promise<() => void> {
  const { wallet, lastEventId } = options;
  const { sessionId } = wallet;
  const settings = realtimeSettings();
  const instanceId = await realtimeInstanceId();
  const subscriptionId = `sub_${randomBase62(20)}`;

  // The cap holds across instances: the session row lock serialises concurrent openings of one session.
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM launch_sessions WHERE id = ${sessionId} FOR UPDATE`;
    const open = await tx.realtimeSubscription.count({
      where: { sessionId, instance: { heartbeatAt: { gt: liveInstanceCutoff() } } },
    });
    if (open >= settings.maxStreamsPerSession) {
      throw new AppError(
        "too_many_streams",
        `This game session already has ${open} open event streams (at most ${settings.maxStreamsPerSession}); close another game window first`,
        { headers: { "retry-after": String(Math.ceil(settings.retryMs / 1000)) } },
      );
    }
    await tx.realtimeSubscription.create({ data: { id: subscriptionId, instanceId, sessionId } });
  }, STREAM_OPEN_TRANSACTION);

  const sink = options.openSink();
  let closed = false;
  const resumable = busKeepsHistory();
  const resumeAfter = resumable && lastEventId !== null ? parseBusSequence(lastEventId) : null;
  let eventId = resumable ? (resumeAfter ?? lastBusSequence()) : (parseBusSequence(lastEventId) ?? 0);
  // While missed events are read from the bus, live ones wait here; afterwards those the replay covered are dropped.
  let waiting: [EncodedStreamEvent, number][] | null = resumable && lastEventId !== null ? [] : null;
  let replayedUpTo = 0;
  const timers: { heartbeat?: NodeJS.Timeout; expiry?: NodeJS.Timeout } = {};

  const guard = (write: () => void) => {
    if (closed) return;
    try {
      write();
    } catch {
      cleanUp();
    }
  };
  const cleanUp = () => {
    if (closed) return;
    closed = true;
    clearInterval(timers.heartbeat);
    clearTimeout(timers.expiry);
    removeLocalStream(stream);
    prisma.realtimeSubscription
      .deleteMany({ where: { id: subscriptionId } })
      .catch((error: unknown) =>
        logger.error({ where: "realtime", subscription_id: subscriptionId, err: error }, "subscription not removed"),
      );
  };
  // An event without a bus sequence (a local expiry, a shutdown, a balance re-sent on reconnect) takes the next
  // count on a bus without history, and repeats the last sequence on NATS (ids there must stay the bus's).
  const write = (event: EncodedStreamEvent, sequence: number | null) => {
    eventId = sequence ?? (resumable ? eventId : eventId + 1);
    guard(() => sink.writeEvent(`id: ${eventId}\n`, event));
  };
  const stream: LocalStream = {
    id: subscriptionId,
    wallet,
    send(event, sequence) {
      if (sequence !== null && waiting) waiting.push([event, sequence]);
      else if (sequence === null || sequence > replayedUpTo) write(event, sequence);
    },
    close() {
      if (closed) return;
      cleanUp();
      try {
        sink.end();
      } catch {
        // already closed by the client
      }
    },
  };

  const watchExpiry = (delayMs: number) => {
    timers.expiry = setTimeout(
      async () => {
        const row = await prisma.launchSession
          .findUnique({ where: { id: sessionId }, select: { expiresAt: true, terminatedAt: true } })
          .catch(() => undefined);
        if (closed) return;
        if (row === undefined) return watchExpiry(EXPIRY_RECHECK_MS);
        const reason = row ? sessionUnavailableReason(row) : "ended";
        if (reason) return endStreams([stream], reason, null);
        watchExpiry(untilExpiry(row!.expiresAt));
      },
      Math.min(delayMs, MAX_TIMER_MS),
    );
    timers.expiry.unref();
  };

  guard(() => sink.write(Buffer.from(`retry: ${settings.retryMs}\nid: ${eventId}\n: connected\n\n`)));
  if (closed) return cleanUp;
  addLocalStream(stream);
  timers.heartbeat = setInterval(() => guard(() => sink.write(HEARTBEAT)), settings.heartbeatSeconds * 1000);
  timers.heartbeat.unref();
  watchExpiry(untilExpiry(options.sessionExpiresAt));
  if (waiting) {
    const replay: EventTarget = { wallet, send: write, close: () => stream.close() };
    void sendMissedEvents({ target: replay, afterSequence: resumeAfter })
      .catch((error: unknown) => {
        logger.error({ where: "realtime", session_id: sessionId, err: error }, "missed events not sent");
        return 0;
      })
      .then((upTo) => {
        replayedUpTo = upTo;
        const live = waiting ?? [];
        waiting = null;
        for (const [event, sequence] of live) if (sequence > replayedUpTo) write(event, sequence);
      });
  } else if (lastEventId !== null) {
    void sendCurrentBalance({
      streamsBySession: new Map([[sessionId, [stream]]]),
      reason: "reconnect",
      requestId: null,
      sequence: null,
    }).catch((error: unknown) =>
      logger.error({ where: "realtime", session_id: sessionId, err: error }, "balance re-send failed"),
    );
  }
  return cleanUp;
}

/**
 * Sends a resuming stream its session's events after `afterSequence` that the bus still holds, in order, or a
 * reload event when it cannot (past the retention, an id that is no sequence, the bus unreachable). Resolves with
 * the last sequence the replay covered.
 */
async function sendMissedEvents(options: { target: EventTarget; afterSequence: number | null }): Promise<number> {
  const { target, afterSequence } = options;
  const { sessionId } = target.wallet;
  const subject = busSubject(REALTIME_TOPIC, realtimePlayerKey(target.wallet));
  const missed =
    afterSequence === null
      ? "expired"
      : await readMissedBusEvents({ subject, afterSequence }).catch((error: unknown) => {
          logger.error({ where: "realtime", session_id: sessionId, err: error }, "missed events not read");
          return "expired" as const;
        });
  if (missed === "expired") {
    const event: ReloadEvent = { reason: "missed_events_unavailable" };
    target.send(encodeStreamEvent(RUNTIME_EVENTS.reload, event), null);
    return 0;
  }
  const readBalance = oneBalanceReader();
  for (const event of missed.events) {
    const signal = decodeRealtimeSignal(event);
    // The player's other sessions' events travel on the same subject.
    if (!signal?.sessionIds.includes(sessionId)) continue;
    await deliverSessionSignal({
      signal,
      streamsBySession: new Map([[sessionId, [target]]]),
      sequence: event.sequence,
      readBalance,
    });
  }
  return missed.upTo;
}

/** The route handler's form (`next dev`): the same stream as a web ReadableStream. */
export async function openSessionStream(options: {
  session: RuntimeSessionRecord;
  lastEventId: string | null;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
}): Promise<Response> {
  const { signal } = options;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let clientGone = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel: () => clientGone(),
  });
  // Only the wallet facts and expiry: the stream's closures live as long as the page stays open, and the session
  // record the route hands over also carries its game's maths.
  const cleanUp = await startSessionStream({
    wallet: streamWalletOf(options.session),
    sessionExpiresAt: options.session.expiresAt,
    lastEventId: options.lastEventId,
    openSink: () => ({
      write: (chunk) => controller.enqueue(chunk),
      writeEvent: (idLine, event) => {
        controller.enqueue(Buffer.from(idLine));
        controller.enqueue(event);
      },
      end: () => controller.close(),
    }),
  });
  clientGone = () => {
    signal.removeEventListener("abort", clientGone);
    cleanUp();
  };
  if (signal.aborted) clientGone();
  else signal.addEventListener("abort", clientGone);
  return new Response(body, { headers: STREAM_HEADERS });
}

function untilExpiry(expiresAt: Date): number {
  // A little past the expiry, so the check sees it as expired rather than scheduling again for 0 ms.
  return Math.max(expiresAt.getTime() - Date.now(), 0) + 1000;
}
