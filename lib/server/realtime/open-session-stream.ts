import "server-only";
import { randomBase62 } from "@/lib/base/random-id";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { logger } from "@/lib/server/observability/logger";
import { sessionUnavailableReason } from "@/lib/server/runtime/runtime-session";
import { addLocalStream, realtimeInstanceId, removeLocalStream, type LocalStream } from "./realtime-hub";
import { liveInstanceCutoff, realtimeSettings } from "./realtime-settings";
import { endStreams, sendCurrentBalance } from "./session-events";

// One game page's server-sent-event stream. It is counted (realtime_subscriptions) before its first byte, so a
// balance refresh that follows the page's connection always sees it; it opens with a retry hint and a comment
// at once, sends a comment heartbeat so proxies keep it open, numbers every event, and re-sends the current
// balance when the browser reconnects with Last-Event-ID (it may have missed a refresh meanwhile). It ends when
// the client goes away, the session expires or is ended; its subscription row goes with it. The opening carries an
// id too (no data, so nothing is dispatched): a page that drops before its first event still reconnects with
// Last-Event-ID and so gets the balance it may have missed.

const STREAM_HEADERS = {
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

export async function openSessionStream(options: {
  session: { id: string; expiresAt: Date };
  /** The Last-Event-ID header of a reconnecting EventSource. */
  lastEventId: string | null;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
}): Promise<Response> {
  const { lastEventId, signal } = options;
  // Only the id and expiry: the stream's closures live as long as the page stays open, and the session record
  // the route hands over also carries its game's maths.
  const sessionId = options.session.id;
  const sessionExpiresAt = options.session.expiresAt;
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

  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let eventId = /^\d{1,15}$/.test(lastEventId ?? "") ? Number(lastEventId) : 0;
  const timers: { heartbeat?: NodeJS.Timeout; expiry?: NodeJS.Timeout } = {};

  const write = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      cleanUp();
    }
  };
  const cleanUp = () => {
    if (closed) return;
    closed = true;
    clearInterval(timers.heartbeat);
    clearTimeout(timers.expiry);
    signal.removeEventListener("abort", cleanUp);
    removeLocalStream(stream);
    prisma.realtimeSubscription
      .deleteMany({ where: { id: subscriptionId } })
      .catch((error: unknown) => logger.error({ where: "realtime", subscription_id: subscriptionId, err: error }, "subscription not removed"));
  };
  const stream: LocalStream = {
    id: subscriptionId,
    sessionId,
    send(event, data) {
      eventId += 1;
      write(`id: ${eventId}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed) return;
      cleanUp();
      try {
        controller.close();
      } catch {
        // already closed by the client
      }
    },
  };

  const watchExpiry = (delayMs: number) => {
    timers.expiry = setTimeout(async () => {
      const row = await prisma.launchSession
        .findUnique({ where: { id: sessionId }, select: { expiresAt: true, terminatedAt: true } })
        .catch(() => undefined);
      if (closed) return;
      if (row === undefined) return watchExpiry(EXPIRY_RECHECK_MS);
      const reason = row ? sessionUnavailableReason(row) : "ended";
      if (reason) return endStreams([stream], reason);
      watchExpiry(untilExpiry(row!.expiresAt));
    }, Math.min(delayMs, MAX_TIMER_MS));
    timers.expiry.unref();
  };

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel: cleanUp,
  });
  write(`retry: ${settings.retryMs}\nid: ${eventId}\n: connected\n\n`);
  if (signal.aborted) {
    cleanUp();
    return new Response(body, { headers: STREAM_HEADERS });
  }
  signal.addEventListener("abort", cleanUp);
  addLocalStream(stream);
  timers.heartbeat = setInterval(() => write(": heartbeat\n\n"), settings.heartbeatSeconds * 1000);
  timers.heartbeat.unref();
  watchExpiry(untilExpiry(sessionExpiresAt));
  if (lastEventId !== null) {
    void sendCurrentBalance({ streamsBySession: new Map([[sessionId, [stream]]]), reason: "reconnect", requestId: null }).catch((error: unknown) =>
      logger.error({ where: "realtime", session_id: sessionId, err: error }, "balance re-send failed"),
    );
  }
  return new Response(body, { headers: STREAM_HEADERS });
}

function untilExpiry(expiresAt: Date): number {
  // A little past the expiry, so the check sees it as expired rather than scheduling again for 0 ms.
  return Math.max(expiresAt.getTime() - Date.now(), 0) + 1000;
}
