import "server-only";
import { AppError } from "@/lib/base/errors";
import { resolveDatabaseTarget } from "@/lib/server/db/connection";
import { prisma } from "@/lib/server/db/prisma";
import {
  busSubject,
  decodeNotifyPayload,
  encodeNotifyPayloads,
  notifyChannel,
  type BusEvent,
  type MissedBusEvents,
  type OutgoingBusEvent,
} from "./bus-messages";
import { startDatabaseListener, type DatabaseListener } from "./database-listener";
import { eventBusSettings } from "./event-bus-settings";
import { startNatsTransport, type NatsTransport } from "./nats-transport";

// Events between the app's instances, by topic ("gp.realtime": one event per key, e.g. a session). Three
// transports behind these few functions, chosen by configuration:
// - NATS JetStream when EVENT_BUS_URL is set (nats-transport.ts): events keep a stream sequence and stay readable
//   for EVENT_BUS_RETENTION_SECONDS, so a reader that reconnects (to any instance) gets what it missed;
// - PostgreSQL LISTEN/NOTIFY otherwise on PostgreSQL: one channel per topic (its name with "_" for "."), the
//   events of one publish batched into as few NOTIFYs as fit, no history;
// - in-process on the embedded PGlite database (one process, so one instance): handed to the subscriber at once.
// A topic announced by the database itself (a trigger's NOTIFY in the committing transaction, such as the cache
// version) travels by LISTEN/NOTIFY whichever bus carries the rest: only PostgreSQL can send it, and it is rare.
// The bus knows no domain: modules subscribe their topics; an event of no subscribed topic is dropped.

export interface BusTopic {
  /** Lower-case words joined by dots, e.g. "gp.realtime"; NATS carries only topics under "gp.". */
  name: string;
  /** Published by the database (a NOTIFY on the topic's channel whose payload is the event's data). */
  publishedByDatabase?: boolean;
  onEvent(event: BusEvent): void;
  /** For a topic published by the database: its LISTEN connection came up (true) or was lost (false). */
  onListening?(listening: boolean): void;
}

export type EventBusTransport = "nats" | "postgres" | "in-process";

interface BusState {
  topics: Map<string, BusTopic>;
  startup: Promise<void> | null;
  nats: Promise<NatsTransport> | null;
  natsReady: NatsTransport | null;
  database: DatabaseListener | null;
}

const TOPIC = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

// On globalThis: instrumentation (which starts the bus) and route bundles share it.
function busState(): BusState {
  const holder = globalThis as { __gpEventBus?: BusState };
  return (holder.__gpEventBus ??= { topics: new Map(), startup: null, nats: null, natsReady: null, database: null });
}

export function eventBusTransport(): EventBusTransport {
  if (eventBusSettings().natsServers) return "nats";
  return resolveDatabaseTarget().kind === "postgres" ? "postgres" : "in-process";
}

/** True when events keep a sequence and stay readable for the retention (NATS): pages can resume. */
export function busKeepsHistory(): boolean {
  return eventBusTransport() === "nats";
}

function travelsByDatabase(topic: BusTopic): boolean {
  return Boolean(topic.publishedByDatabase) || eventBusTransport() === "postgres";
}

/** Delivers the topic's events to this instance from now on (once the bus has started). */
export function subscribeBusTopic(topic: BusTopic): void {
  if (!TOPIC.test(topic.name)) throw new Error(`not a valid event bus topic: ${topic.name}`);
  const state = busState();
  state.topics.set(topic.name, topic);
  if (state.database && travelsByDatabase(topic)) {
    void state.database
      .addChannel(notifyChannel(topic.name))
      .then((listening) => listening && topic.onListening?.(true));
  }
}

/** Connects this instance to its bus and starts delivering the subscribed topics. Idempotent. */
export function startEventBus(): Promise<void> {
  const state = busState();
  state.startup ??= (async () => {
    if (eventBusTransport() === "nats") await natsTransport(state);
    const target = resolveDatabaseTarget();
    const databaseTopics = [...state.topics.values()].filter(travelsByDatabase);
    if (target.kind !== "postgres" || databaseTopics.length === 0) return;
    state.database = await startDatabaseListener({
      url: target.url,
      channels: databaseTopics.map((topic) => notifyChannel(topic.name)),
      onNotification(channel, payload) {
        const topic = [...state.topics.values()].find((candidate) => notifyChannel(candidate.name) === channel);
        if (!topic) return;
        const events = topic.publishedByDatabase
          ? [{ subject: topic.name, data: payload, sequence: null }]
          : decodeNotifyPayload(topic.name, payload);
        for (const event of events) topic.onEvent(event);
      },
      onLink(listening) {
        for (const topic of state.topics.values()) if (travelsByDatabase(topic)) topic.onListening?.(listening);
      },
    });
  })().catch((error: unknown) => {
    state.startup = null;
    throw error;
  });
  return state.startup;
}

// The app consumes the stream once a topic is subscribed; a tool that only publishes (no topic) never does.
function natsTransport(state: BusState): Promise<NatsTransport> {
  if (!state.nats) {
    const { natsServers, retentionSeconds } = eventBusSettings();
    state.nats = startNatsTransport({
      servers: natsServers!,
      retentionSeconds,
      consume: state.topics.size > 0,
      onEvent(event) {
        const topic = [...state.topics.values()].find((candidate) => event.subject.startsWith(`${candidate.name}.`));
        topic?.onEvent(event);
      },
    }).then(
      (transport) => (state.natsReady = transport),
      (error: unknown) => {
        state.nats = null;
        throw error;
      },
    );
  }
  return state.nats;
}

/**
 * Publishes events of a topic to every instance (this one included). Needs no started bus, so tools can publish
 * too. On NATS it resolves once the stream stored them and throws AppError event_bus_unavailable (503) while the
 * bus cannot be reached: nothing is queued, the caller decides whether to try again.
 */
export async function publishBusEvents(topic: string, events: OutgoingBusEvent[]): Promise<void> {
  if (events.length === 0) return;
  const transport = eventBusTransport();
  if (transport === "nats") {
    const nats = await natsTransport(busState());
    if (!nats.isUp()) throw busUnavailable();
    await nats
      .publish(events.map(({ key, data }) => ({ subject: busSubject(topic, key), data })))
      .catch((error: unknown) => Promise.reject(busUnavailable(error)));
  } else if (transport === "postgres") {
    for (const payload of encodeNotifyPayloads(events)) {
      await prisma.$executeRaw`SELECT pg_notify(${notifyChannel(topic)}, ${payload})`;
    }
  } else {
    const subscriber = busState().topics.get(topic);
    for (const { key, data } of events) subscriber?.onEvent({ subject: busSubject(topic, key), data, sequence: null });
  }
}

// Made here, in the caller's bundle: route bundles and the instrumentation bundle (which started the transport)
// have their own AppError class, and only the caller's is recognised as one of ours.
function busUnavailable(cause?: unknown): AppError {
  return new AppError(
    "event_bus_unavailable",
    "The event bus (NATS) is not reachable right now, so open game pages cannot be told; try again shortly",
    { headers: { "retry-after": "5" }, cause },
  );
}

/**
 * The events of one subject after a sequence that the stream still holds, oldest first, and the sequence they were
 * read up to; "expired" when some
 * after it are no longer kept (past the retention) or the sequence is not one of this stream's. NATS only
 * (busKeepsHistory).
 */
export async function readMissedBusEvents(options: {
  subject: string;
  afterSequence: number;
}): Promise<MissedBusEvents | "expired"> {
  const nats = await natsTransport(busState());
  return nats.readMissed(options.subject, options.afterSequence);
}

/** The last sequence this instance consumed (0 before any, and on transports without history). */
export function lastBusSequence(): number {
  return busState().natsReady?.lastSequence() ?? 0;
}

/** For /ready: the NATS bus's state; null where the bus is the database itself or in-process. */
export function eventBusHealth(): "ok" | "unreachable" | null {
  if (eventBusTransport() !== "nats") return null;
  return busState().natsReady?.isUp() ? "ok" : "unreachable";
}
