import "server-only";
import { randomBase62 } from "@/lib/base/random-id";
import { prisma } from "@/lib/server/db/prisma";
import { publishBusEvents, startEventBus, subscribeBusTopic } from "@/lib/server/event-bus/event-bus";
import { logger } from "@/lib/server/observability/logger";
import { createBroadcastCoalescer, type BroadcastCoalescer } from "./broadcast-coalescer";
import { BROADCAST_TOPIC, broadcastKey, decodeBroadcast, inAudience, type Broadcast } from "./broadcast-message";
import { liveInstanceCutoff, realtimeSettings } from "./realtime-settings";
import {
  decodeRealtimeSignal,
  encodeRealtimeSignal,
  REALTIME_TOPIC,
  type OutgoingRealtimeSignal,
  type RealtimeSignal,
} from "./realtime-signal";
import { RUNTIME_EVENTS, type BroadcastEvent } from "@/lib/contract/runtime-api";
import { deliverSessionSignal, encodeStreamEvent, type EncodedStreamEvent, type StreamWallet } from "./session-events";

// This instance's part of the balance-refresh network:
// - it registers in realtime_instances and heartbeats there, so counts ignore the streams of dead instances
//   (whose rows any live instance deletes once they are stale);
// - it keeps its open game-page streams in memory, by session, and mirrors each in realtime_subscriptions;
// - signals travel on the event bus (lib/server/event-bus: NATS JetStream, else PostgreSQL LISTEN/NOTIFY, else
//   in-process on the embedded PGlite database), one event per player (realtime-signal.ts); every instance, the sender included,
//   hears each and serves its own streams, with the bus's sequence as the event id where the bus has one;
// - broadcasts (topic gp.broadcast: tickers, leaderboards) reach every open stream of their audience here, at most
//   one update per channel and audience a second (broadcast-coalescer.ts: the latest wins, the last of a burst
//   always goes out); each update is encoded once and the same bytes written to every stream, which adds its own
//   "id:" line. They carry no bus sequence (a page does not resume them: the next update brings the value), so a
//   stream's id stays the last session event's on NATS and counts on on the other buses.
// The state lives on globalThis: instrumentation (which starts the hub) and route bundles share it.

export interface LocalStream {
  /** The stream's realtime_subscriptions id. */
  id: string;
  /** The stream's session and whose balance its page shows (operator, player, currency and game). */
  wallet: StreamWallet;
  /** Writes the event's "id:" line (the bus sequence that brought it, when it has one) and its shared bytes. */
  send(event: EncodedStreamEvent, sequence: number | null): void;
  /** Ends the stream and its subscription. */
  close(): void;
}

// A subscription row is committed a moment before its stream joins this instance's registry.
const ORPHAN_GRACE_MS = 60_000;

interface HubState {
  instanceId: string;
  streams: Map<string, Set<LocalStream>>;
  startup: Promise<void> | null;
  heartbeat: NodeJS.Timeout | null;
  broadcasts: BroadcastCoalescer<Broadcast> | null;
}

/** At most one update of a broadcast channel (per audience) per page in this interval. */
const BROADCAST_INTERVAL_MS = 1000;

const holder = globalThis as { __gpRealtimeHub?: HubState };

function hubState(): HubState {
  holder.__gpRealtimeHub ??= {
    instanceId: `rti_${randomBase62(16)}`,
    streams: new Map(),
    startup: null,
    heartbeat: null,
    broadcasts: null,
  };
  return holder.__gpRealtimeHub;
}

/** Registers the instance, starts its heartbeat and subscribes it to the signals on the event bus. Idempotent. */
export function startRealtimeHub(): Promise<void> {
  const state = hubState();
  state.startup ??= (async () => {
    await registerInstance(state);
    state.heartbeat ??= setInterval(() => void heartbeat(state), realtimeSettings().instanceHeartbeatSeconds * 1000);
    state.heartbeat.unref();
    subscribeBusTopic({
      name: REALTIME_TOPIC,
      onEvent(event) {
        const signal = decodeRealtimeSignal(event);
        if (signal) dispatch(signal, event.sequence);
      },
    });
    subscribeBusTopic({
      name: BROADCAST_TOPIC,
      onEvent(event) {
        const broadcast = decodeBroadcast(event);
        if (broadcast) broadcastCoalescer(state).offer(broadcastKey(broadcast), broadcast);
      },
    });
    await startEventBus();
  })().catch((error: unknown) => {
    state.startup = null;
    throw error;
  });
  return state.startup;
}

export async function realtimeInstanceId(): Promise<string> {
  await startRealtimeHub();
  return hubState().instanceId;
}

export function addLocalStream(stream: LocalStream): void {
  const { streams } = hubState();
  let set = streams.get(stream.wallet.sessionId);
  if (!set) streams.set(stream.wallet.sessionId, (set = new Set()));
  set.add(stream);
}

export function removeLocalStream(stream: LocalStream): void {
  const { streams } = hubState();
  const set = streams.get(stream.wallet.sessionId);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) streams.delete(stream.wallet.sessionId);
}

/**
 * Sends a signal to every instance (this one included). Publishing needs no running hub, so the CLI and the
 * console can signal the app servers too.
 */
export async function publishRealtimeSignal(signal: OutgoingRealtimeSignal): Promise<void> {
  await publishBusEvents(REALTIME_TOPIC, encodeRealtimeSignal(signal));
}

/** Several signals in one bus publish (a scoring pass's news for many players). */
export async function publishRealtimeSignals(signals: OutgoingRealtimeSignal[]): Promise<void> {
  if (signals.length > 0) await publishBusEvents(REALTIME_TOPIC, signals.flatMap(encodeRealtimeSignal));
}

function dispatch(signal: RealtimeSignal, sequence: number | null): void {
  const { streams } = hubState();
  const streamsBySession = new Map<string, LocalStream[]>();
  for (const sessionId of signal.sessionIds) {
    const local = streams.get(sessionId);
    if (local?.size) streamsBySession.set(sessionId, [...local]);
  }
  if (streamsBySession.size === 0) return;
  void deliverSessionSignal({ signal, streamsBySession, sequence }).catch((error: unknown) =>
    logger.error(
      { where: "realtime", signal_kind: signal.kind, session_count: streamsBySession.size, err: error },
      "delivery of a realtime signal failed",
    ),
  );
}

function broadcastCoalescer(state: HubState): BroadcastCoalescer<Broadcast> {
  state.broadcasts ??= createBroadcastCoalescer<Broadcast>({
    intervalMs: BROADCAST_INTERVAL_MS,
    clock: { schedule: (run, delayMs) => setTimeout(run, delayMs).unref() },
    deliver: (_key, broadcast) => deliverBroadcast(state, broadcast),
  });
  return state.broadcasts;
}

// Encoded once, on the first stream of the audience; a broadcast that reaches no page here costs no encoding.
function deliverBroadcast(state: HubState, broadcast: Broadcast): void {
  const { audience } = broadcast;
  let encoded: EncodedStreamEvent | null = null;
  for (const set of state.streams.values()) {
    for (const stream of set) {
      // A session's streams share one wallet: the first decides for the set.
      if (!inAudience(audience, stream.wallet)) break;
      if (!encoded) {
        const event: BroadcastEvent = { channel: broadcast.channel, payload: broadcast.payload };
        encoded = encodeStreamEvent(RUNTIME_EVENTS.broadcast, event);
      }
      stream.send(encoded, null);
    }
  }
}

async function registerInstance(state: HubState): Promise<void> {
  const now = new Date();
  await prisma.realtimeInstance.upsert({
    where: { id: state.instanceId },
    create: { id: state.instanceId, startedAt: now, heartbeatAt: now },
    update: { heartbeatAt: now },
  });
}

async function heartbeat(state: HubState): Promise<void> {
  try {
    const now = new Date();
    const { count } = await prisma.realtimeInstance.updateMany({
      where: { id: state.instanceId },
      data: { heartbeatAt: now },
    });
    if (count === 0) {
      // Another instance took us for dead (a long pause) and removed our rows: register again with every stream.
      await registerInstance(state);
      const rows = [...state.streams.values()]
        .flatMap((set) => [...set])
        .map((stream) => ({
          id: stream.id,
          instanceId: state.instanceId,
          sessionId: stream.wallet.sessionId,
        }));
      if (rows.length) await prisma.realtimeSubscription.createMany({ data: rows, skipDuplicates: true });
    }
    // A stream whose row could not be removed when it ended would be counted for ever: drop rows of this
    // instance that no open stream owns (only older ones, so a stream registering right now is never hit).
    const openIds = [...state.streams.values()].flatMap((set) => [...set].map((stream) => stream.id));
    await prisma.realtimeSubscription.deleteMany({
      where: {
        instanceId: state.instanceId,
        id: { notIn: openIds },
        connectedAt: { lt: new Date(now.getTime() - ORPHAN_GRACE_MS) },
      },
    });
    // Dead instances' subscriptions go with them (ON DELETE CASCADE).
    await prisma.realtimeInstance.deleteMany({
      where: { heartbeatAt: { lt: liveInstanceCutoff(now) }, id: { not: state.instanceId } },
    });
  } catch (error) {
    logger.error({ where: "realtime", instance_id: state.instanceId, err: error }, "instance heartbeat failed");
  }
}

/** Open game-page streams on this instance (the gp_sse_subscribers gauge of /metrics). */
export function localStreamCount(): number {
  let count = 0;
  for (const set of hubState().streams.values()) count += set.size;
  return count;
}

/**
 * Graceful shutdown (lib/server/boot/graceful-shutdown.ts): every open stream of this instance gets a final event
 * and ends, so the browser's EventSource reconnects (through the load balancer, to a live instance, which re-sends
 * the balance on Last-Event-ID); the heartbeat stops and the instance's row goes (its subscriptions with it).
 */
export async function stopRealtimeHub(options: { finalEvent: string; data: unknown }): Promise<number> {
  const state = hubState();
  const streams = [...state.streams.values()].flatMap((set) => [...set]);
  const finalEvent = encodeStreamEvent(options.finalEvent, options.data);
  for (const stream of streams) {
    stream.send(finalEvent, null);
    stream.close();
  }
  if (state.heartbeat) clearInterval(state.heartbeat);
  state.heartbeat = null;
  if (state.startup) await prisma.realtimeInstance.deleteMany({ where: { id: state.instanceId } });
  return streams.length;
}
