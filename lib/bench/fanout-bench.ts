import { randomBytes } from "node:crypto";
import { request } from "undici";
import { prisma } from "@/lib/server/db/prisma";
import type { RunningServer } from "./bench-app";
import { benchGameSymbol, type BenchOperator } from "./bench-world";
import { launchSession, mapConcurrent, type BenchSession } from "./game-sessions";
import { summarize, type LatencySummary } from "./stats";
import { SubscriberPool, type Subscriber } from "./sse-subscribers";

// Item 4 and the refresh part of item 6: one player with many launch sessions (one per game), several event
// streams per session, and the time from a balance-refresh request to the event at every subscriber. The same
// with the streams split over two instances on one PostgreSQL, and the server's memory per idle stream.

export interface RefreshFigure {
  subscribers: number;
  instances: number;
  latency: LatencySummary;
  /** subscribers_notified of every timed refresh matched the open streams. */
  countsExact: boolean;
  missing: number;
  /** This process's time handling the arriving events, per refresh (the load generator's own share of the delay). */
  clientHandlerMs: number;
}

export interface FanoutFigures {
  growth: RefreshFigure[];
  oneInstance: RefreshFigure;
  twoInstances: RefreshFigure;
  /** Server RSS growth per open idle stream (a fresh instance, full GC before and after). */
  rssBytesPerSubscriber: number;
  heapBytesPerSubscriber: number;
  /** How many streams the memory figure was measured with. */
  memorySampleStreams: number;
}

interface MemorySample {
  rss: number;
  heapUsed: number;
  collected: boolean;
}

async function serverMemory(server: RunningServer): Promise<MemorySample> {
  // Two collections: the first may leave work (finalizers, weak references) for the second.
  await request(`${server.baseUrl}/api/bench/memory`).then((response) => response.body.dump());
  const response = await request(`${server.baseUrl}/api/bench/memory`);
  return (await response.body.json()) as MemorySample;
}

async function timeRefreshes(options: {
  pool: SubscriberPool;
  refreshVia: RunningServer;
  operator: BenchOperator;
  playerId: string;
  rounds: number;
  instances: number;
}): Promise<RefreshFigure> {
  const { pool } = options;
  const arrivals: number[] = [];
  let countsExact = true;
  let missing = 0;
  let handlerMs = 0;
  // Round 0 warms up the path and is not counted.
  for (let round = 0; round <= options.rounds; round++) {
    const requestId = `bench-refresh-${round}-${randomBytes(6).toString("hex")}`;
    let notified = -1;
    const timing = await pool.time({
      requestId,
      timeoutMs: 30_000,
      send: async () => {
        const response = await request(`${options.refreshVia.baseUrl}/api/provider/v1/player-balance-refresh`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-provider-api-key": options.operator.key },
          body: JSON.stringify({ external_player_id: options.playerId, request_id: requestId, reason: "bench" }),
        });
        const body = (await response.body.json()) as { subscribers_notified?: number };
        if (response.statusCode !== 200)
          throw new Error(`balance refresh answered ${response.statusCode}: ${JSON.stringify(body)}`);
        notified = body.subscribers_notified ?? -1;
      },
    });
    if (round === 0) continue;
    arrivals.push(...timing.arrivals);
    missing += timing.missing;
    handlerMs += timing.handlerMs;
    if (notified !== pool.subscribers.length) countsExact = false;
  }
  const figure = {
    subscribers: pool.subscribers.length,
    instances: options.instances,
    latency: summarize(arrivals),
    countsExact,
    missing,
    clientHandlerMs: handlerMs / options.rounds,
  };
  console.log(
    `  refresh → ${String(figure.subscribers).padStart(5)} subscribers on ${figure.instances} instance(s): p50 ${figure.latency.p50.toFixed(1)} ms  ` +
      `p99 ${figure.latency.p99.toFixed(1)} ms  counts ${countsExact ? "exact" : "WRONG"}${missing ? `  MISSING ${missing}` : ""}  ` +
      `client handling ${figure.clientHandlerMs.toFixed(1)} ms/refresh`,
  );
  return figure;
}

async function settle(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until the servers count exactly the open streams (closed ones leave realtime_subscriptions asynchronously). */
export async function waitForSubscriptions(expected: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const count = await prisma.realtimeSubscription.count();
    if (count === expected) return;
    if (Date.now() > deadline) throw new Error(`realtime_subscriptions holds ${count} rows, expected ${expected}`);
    await settle(250);
  }
}

export async function measureFanout(options: {
  app: RunningServer;
  startSecondInstance: () => Promise<RunningServer>;
  operator: BenchOperator;
  playerId: string;
  subscribers: number;
  streamsPerSession: number;
  rounds: number;
  growthPoints: number[];
}): Promise<FanoutFigures> {
  const { app, operator, playerId, streamsPerSession } = options;
  const sessionCount = Math.ceil(options.subscribers / streamsPerSession);
  console.log(`Balance refresh fan-out (${sessionCount} sessions × ${streamsPerSession} streams, one player)`);
  const sessions = await mapConcurrent(
    Array.from({ length: sessionCount }, (_, index) => index + 1),
    16,
    (index) =>
      launchSession({ baseUrl: app.baseUrl, operatorKey: operator.key, symbol: benchGameSymbol(index), playerId }),
  );
  const streamsOf = (list: BenchSession[]) =>
    list.flatMap((session) => Array.from({ length: streamsPerSession }, () => session));

  const pool = new SubscriberPool();
  const growth: RefreshFigure[] = [];
  let opened = 0;
  for (const point of [...options.growthPoints.filter((value) => value < options.subscribers), options.subscribers]) {
    const wanted = streamsOf(sessions).slice(opened, point);
    await pool.openAll({ host: "127.0.0.1", port: app.port, sessions: wanted, concurrency: 16 });
    opened = point;
    await waitForSubscriptions(pool.subscribers.length);
    growth.push(
      await timeRefreshes({ pool, refreshVia: app, operator, playerId, rounds: options.rounds, instances: 1 }),
    );
  }
  const oneInstance = growth[growth.length - 1]!;

  // The second half of the sessions moves its streams to a second instance on the same database. The second
  // instance also gives the memory figure: a fresh process whose only lasting load is these idle streams.
  const second = await options.startSecondInstance();
  try {
    const moving = new Set(sessions.slice(Math.floor(sessions.length / 2)).map((session) => session.sessionId));
    const leaving: Subscriber[] = pool.subscribers.filter((subscriber) => moving.has(subscriber.session.sessionId));
    await pool.close(leaving);
    // Closed streams leave the per-session count once the first instance has noticed (their rows go then).
    await waitForSubscriptions(pool.subscribers.length);
    const secondHost = { host: "127.0.0.1", port: second.port };
    // Warm-up: the first streams load code and open database connections, which are not per-stream memory.
    const warmup = new SubscriberPool();
    await warmup.openAll({
      ...secondHost,
      sessions: leaving.slice(0, 64).map((subscriber) => subscriber.session),
      concurrency: 16,
    });
    await warmup.closeAll();
    warmup.stop();
    await waitForSubscriptions(pool.subscribers.length);
    const before = await serverMemory(second);
    await pool.openAll({ ...secondHost, sessions: leaving.map((subscriber) => subscriber.session), concurrency: 16 });
    await waitForSubscriptions(pool.subscribers.length);
    await settle(2_000);
    const after = await serverMemory(second);
    const rssBytesPerSubscriber = (after.rss - before.rss) / leaving.length;
    const heapBytesPerSubscriber = (after.heapUsed - before.heapUsed) / leaving.length;
    console.log(
      `  memory per idle subscriber (${leaving.length} streams on a fresh instance): RSS ${(rssBytesPerSubscriber / 1024).toFixed(1)} KB, ` +
        `heap ${(heapBytesPerSubscriber / 1024).toFixed(1)} KB` +
        (after.collected ? "" : " (no GC available: upper bound)"),
    );
    const twoInstances = await timeRefreshes({
      pool,
      refreshVia: app,
      operator,
      playerId,
      rounds: options.rounds,
      instances: 2,
    });
    return {
      growth,
      oneInstance,
      twoInstances,
      rssBytesPerSubscriber,
      heapBytesPerSubscriber,
      memorySampleStreams: leaving.length,
    };
  } finally {
    pool.stop();
    await second.stop();
  }
}
