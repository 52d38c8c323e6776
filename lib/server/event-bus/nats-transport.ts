import "server-only";
import {
  connect,
  consumerOpts,
  DiscardPolicy,
  ErrorCode,
  nanos,
  NatsError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type JetStreamSubscription,
} from "nats";
import { logger } from "@/lib/server/observability/logger";
import type { BusEvent, MissedBusEvents } from "./bus-messages";

// The bus on NATS JetStream. One stream holds every event published under "gp." for the retention (max_age);
// it is created, or its retention updated, at start-up, by every instance (idempotent). Each instance reads it
// with an ordered push consumer (ephemeral, flow-controlled, restarted by the client on a gap) from the stream's
// last sequence at start-up. The client reconnects for ever; after a reconnect the consumer is made anew from the
// last sequence this instance saw, so nothing the stream still holds is missed, even across a restart of the
// server with its store. A reader that reconnects asks the stream for one subject's events after a sequence
// (direct gets by subject), which is how a page resumes on any instance.

const STREAM = "GP_EVENTS";
const STREAM_SUBJECTS = ["gp.>"];
const PUBLISH_TIMEOUT_MS = 2000;
const RESUBSCRIBE_RETRY_MS = 500;
// A publish is not repeated within this window (JetStream's default, shortened to the retention if smaller).
const DUPLICATE_WINDOW_MS = 120_000;

export interface NatsTransport {
  /** Resolves once the stream stored every event. */
  publish(events: { subject: string; data: string }[]): Promise<void>;
  readMissed(subject: string, afterSequence: number): Promise<MissedBusEvents | "expired">;
  /** Connected and consuming. */
  isUp(): boolean;
  /** The last stream sequence this instance consumed (the id a new page starts from). */
  lastSequence(): number;
}

export async function startNatsTransport(options: {
  servers: string[];
  retentionSeconds: number;
  /** Whether this instance consumes the stream (the app) or only publishes (a tool such as the gp CLI). */
  consume: boolean;
  onEvent(event: BusEvent): void;
}): Promise<NatsTransport> {
  const connection = await connect({
    servers: options.servers,
    name: `game-provider-${process.pid}`,
    // Waits for a server that is not up yet, and reconnects for ever.
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    // A server that vanishes without closing the socket is noticed within ~15 s.
    pingInterval: 5000,
    maxPingOut: 3,
  });
  const jetstream = connection.jetstream();
  const manager = await connection.jetstreamManager();
  await ensureStream(manager, options.retentionSeconds);
  let lastSequence = (await manager.streams.info(STREAM)).state.last_seq;
  let subscription: JetStreamSubscription | null = null;
  let up = !options.consume;
  let resubscribing = false;

  const subscribe = async () => {
    subscription?.unsubscribe();
    const consumer = consumerOpts()
      .orderedConsumer()
      .startSequence(lastSequence + 1)
      .callback((error, message) => {
        if (error || !message) return;
        const sequence = message.seq;
        // A restarted consumer may hand over again what was already seen.
        if (sequence <= lastSequence) return;
        lastSequence = sequence;
        options.onEvent({ subject: message.subject, data: message.string(), sequence });
      });
    subscription = await jetstream.subscribe(STREAM_SUBJECTS[0]!, consumer);
  };

  // After a reconnect the server may still be recovering JetStream (a restart): try until it answers.
  const resubscribe = async () => {
    if (resubscribing) return;
    resubscribing = true;
    while (!connection.isClosed() && !up) {
      try {
        await ensureStream(manager, options.retentionSeconds);
        await subscribe();
        up = true;
        logger.info({ where: "event-bus", last_sequence: lastSequence }, "event bus reconnected");
      } catch (error) {
        logger.warn({ where: "event-bus", err: error }, "event bus consumer not re-created yet; retrying");
        await new Promise((resolve) => setTimeout(resolve, RESUBSCRIBE_RETRY_MS));
      }
    }
    resubscribing = false;
  };

  if (options.consume) {
    await subscribe();
    up = true;
  }
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === "disconnect") {
        up = false;
        logger.error({ where: "event-bus", server: status.data }, "event bus connection lost; reconnecting");
      } else if (status.type === "reconnect") {
        if (options.consume) void resubscribe();
        else up = true;
      }
    }
  })();

  return {
    async publish(events) {
      await Promise.all(
        events.map(({ subject, data }) => jetstream.publish(subject, data, { timeout: PUBLISH_TIMEOUT_MS })),
      );
    },
    async readMissed(subject, afterSequence) {
      const { state } = await manager.streams.info(STREAM);
      // Events between the page's last one and the oldest kept are gone; a sequence past the last was not ours.
      if (afterSequence + 1 < state.first_seq || afterSequence > state.last_seq) return "expired";
      const events: BusEvent[] = [];
      for (let next = afterSequence + 1; next <= state.last_seq;) {
        const stored = await directGets(manager)
          .getMessage(STREAM, { seq: next, next_by_subj: subject })
          .catch((error: unknown) => {
            if (error instanceof NatsError && error.code === ErrorCode.JetStream404NoMessages) return null;
            throw error;
          });
        if (!stored || stored.seq > state.last_seq) break;
        events.push({ subject: stored.subject, data: stored.string(), sequence: stored.seq });
        next = stored.seq + 1;
      }
      return { events, upTo: state.last_seq };
    },
    isUp: () => up && !connection.isClosed(),
    lastSequence: () => lastSequence,
  };
}

// nats.js 2.x offers direct gets (server 2.9+) on its manager but leaves them out of the JetStreamManager type.
interface DirectGets {
  getMessage(
    stream: string,
    query: { seq: number; next_by_subj: string },
  ): Promise<{ seq: number; subject: string; string(): string }>;
}

function directGets(manager: JetStreamManager): DirectGets {
  return (manager as JetStreamManager & { direct: DirectGets }).direct;
}

async function ensureStream(manager: JetStreamManager, retentionSeconds: number): Promise<void> {
  const maxAgeMs = retentionSeconds * 1000;
  const config = {
    subjects: STREAM_SUBJECTS,
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    // Direct reads by subject (a resuming page's events), served by any replica of a clustered stream.
    allow_direct: true,
    max_age: nanos(maxAgeMs),
    duplicate_window: nanos(Math.min(DUPLICATE_WINDOW_MS, maxAgeMs)),
  };
  try {
    const { config: current } = await manager.streams.info(STREAM);
    if (
      current.max_age !== config.max_age ||
      current.duplicate_window !== config.duplicate_window ||
      !current.allow_direct
    )
      await manager.streams.update(STREAM, { ...current, ...config });
  } catch (error) {
    if (!(error instanceof NatsError && error.api_error?.code === 404)) throw error;
    await manager.streams.add({ name: STREAM, ...config }).catch(async (addError: unknown) => {
      // Another instance created it meanwhile.
      await manager.streams.info(STREAM).catch(() => Promise.reject(addError));
    });
  }
}
