import { randomBytes } from "node:crypto";
import { request } from "undici";
import { RUNTIME_EVENTS } from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { BUS_NAMES, type BenchBus, type RunningServer } from "./bench-app";
import { benchGameSymbol, type BenchOperator } from "./bench-world";
import { launchSession, mapConcurrent, type BenchSession } from "./game-sessions";
import { summarize, type LatencySummary } from "./stats";
import { SubscriberPool, type StreamJournal, type Subscriber } from "./sse-subscribers";

// The balance-refresh fan-out (issue 18's rows, issue 27's targets) on each event bus in turn, NATS JetStream then
// PostgreSQL LISTEN/NOTIFY, each with three app instances of its own on the same database and sessions:
// - one player with many launch sessions (one per game), several event streams per session, and the time from a
//   balance-refresh POST to the event at every stream: growing to `subscribers` on the first instance, then another
//   player's `threeInstanceSubscribers` streams split over the three, the refresh POSTed to the first;
// - memory per idle stream, once (the first bus): the second instance, fresh, before and after its third;
// - a page's resume after its instance dies: pages on the second instance, which is SIGKILLed; refreshes for their
//   players POSTed to the third meanwhile; each page reconnects to the third with the last event id it saw.

export interface RefreshFigure {
  bus: BenchBus;
  subscribers: number;
  instances: number;
  latency: LatencySummary;
  /** subscribers_notified of every timed refresh matched the open streams. */
  countsExact: boolean;
  missing: number;
  /** This process's time handling the arriving events, per refresh (the load generator's own share of the delay). */
  clientHandlerMs: number;
}

export interface ResumeFigure {
  bus: BenchBus;
  pages: number;
  /** Refreshes per page's player POSTed while the pages were disconnected. */
  refreshesPerPage: number;
  /** Per page: from its reconnect (TCP connect) to its stream's opening (counted, head written). */
  openLatency: LatencySummary;
  /** Those refreshes' events that reached their page after its reconnect (of pages × refreshesPerPage). */
  missedDelivered: number;
  /** Per page that got all of them: from its reconnect (TCP connect) to the last of them. */
  missedLatency: LatencySummary;
  /** Pages whose reconnect brought the current balance without a request id (re-sent instead of the missed events). */
  balanceResent: number;
  /** Per such page: from its reconnect to that balance. */
  resentLatency: LatencySummary;
  /** Pages told to reload their state (the bus could not give what they missed). */
  reloads: number;
}

export interface BusFanout {
  bus: BenchBus;
  /** One instance, growing to `subscribers` (the last point). */
  growth: RefreshFigure[];
  oneInstance: RefreshFigure;
  threeInstances: RefreshFigure;
  resume: ResumeFigure;
}

export interface FanoutFigures {
  buses: BusFanout[];
  /** Server RSS growth per open idle stream (a fresh instance, full GC before and after). */
  memory: {
    bus: BenchBus;
    rssBytesPerSubscriber: number;
    heapBytesPerSubscriber: number;
    /** How many streams the figure was measured with. */
    sampleStreams: number;
  };
}

interface MemorySample {
  rss: number;
  heapUsed: number;
  collected: boolean;
}

const HOST = "127.0.0.1";

// Memory after a full GC, read again every 2 s until the RSS holds within 512 KB (at most 15 reads): an instance
// that has just served many requests gives memory back to the system for some seconds (measured here: up to 25 MB
// after 6,000 stream openings), which would otherwise be counted as, or against, the streams.
async function serverMemory(server: RunningServer): Promise<MemorySample> {
  let last: MemorySample | null = null;
  for (let read = 0; read < 15; read++) {
    const response = await request(`${server.baseUrl}/api/bench/memory`);
    const sample = (await response.body.json()) as MemorySample;
    if (last && Math.abs(sample.rss - last.rss) < 512 * 1024) return sample;
    last = sample;
    await settle(2_000);
  }
  return last!;
}

/** POSTs a balance refresh for the player; resolves with subscribers_notified. */
async function postRefresh(options: {
  via: RunningServer;
  operator: BenchOperator;
  playerId: string;
  requestId: string;
}): Promise<number> {
  const response = await request(`${options.via.baseUrl}/api/provider/v1/player-balance-refresh`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-provider-api-key": options.operator.key },
    body: JSON.stringify({ external_player_id: options.playerId, request_id: options.requestId, reason: "bench" }),
  });
  const body = (await response.body.json()) as { subscribers_notified?: number };
  if (response.statusCode !== 200)
    throw new Error(`balance refresh answered ${response.statusCode}: ${JSON.stringify(body)}`);
  return body.subscribers_notified ?? -1;
}

async function timeRefreshes(options: {
  bus: BenchBus;
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
        notified = await postRefresh({
          via: options.refreshVia,
          operator: options.operator,
          playerId: options.playerId,
          requestId,
        });
      },
    });
    if (round === 0) continue;
    arrivals.push(...timing.arrivals);
    missing += timing.missing;
    handlerMs += timing.handlerMs;
    if (notified !== pool.subscribers.length) countsExact = false;
  }
  const figure = {
    bus: options.bus,
    subscribers: pool.subscribers.length,
    instances: options.instances,
    latency: summarize(arrivals),
    countsExact,
    missing,
    clientHandlerMs: handlerMs / options.rounds,
  };
  console.log(
    `  ${BUS_NAMES[figure.bus]}: refresh → ${String(figure.subscribers).padStart(5)} subscribers on ${figure.instances} instance(s): p50 ${figure.latency.p50.toFixed(1)} ms  ` +
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

/** Polls the pages' journals until `done` holds for each (by position) or the timeout passes; returns the last read. */
async function watchJournals(options: {
  pool: SubscriberPool;
  pages: Subscriber[];
  done: (journal: StreamJournal, index: number) => boolean;
  timeoutMs: number;
}): Promise<{ journals: StreamJournal[]; complete: boolean }> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const byId = await options.pool.journals(options.pages);
    const journals = options.pages.map((page) => byId.get(page.id)!);
    const complete = journals.every((journal, index) => journal !== undefined && options.done(journal, index));
    if (complete || Date.now() > deadline) return { journals, complete };
    await settle(50);
  }
}

/** One refresh per player, through `via`; resolves with their request ids, by player. */
async function refreshEach(options: {
  via: RunningServer;
  operator: BenchOperator;
  players: string[];
  tag: string;
}): Promise<string[]> {
  const requestIds = options.players.map((_, index) => `${options.tag}-${index}-${randomBytes(4).toString("hex")}`);
  await mapConcurrent(options.players, 16, (playerId, index) =>
    postRefresh({ via: options.via, operator: options.operator, playerId, requestId: requestIds[index]! }),
  );
  return requestIds;
}

const sinceConnect = (journal: StreamJournal, at: bigint) => Number(at - journal.connectAt) / 1e6;

/**
 * Pages (one session each, of its own player) on `dying`, which is SIGKILLed; `refreshesPerPage` refreshes per
 * player through `survivor` while they are disconnected; then every page reconnects to `survivor` at once (as
 * EventSource does after its retry delay) with the last event id it saw.
 */
async function measureResume(options: {
  bus: BenchBus;
  dying: RunningServer;
  survivor: RunningServer;
  operator: BenchOperator;
  players: string[];
  sessions: BenchSession[];
  refreshesPerPage: number;
}): Promise<ResumeFigure> {
  const { bus, dying, survivor, operator, players, sessions, refreshesPerPage } = options;
  const pool = new SubscriberPool();
  try {
    await pool.openAll({ host: HOST, port: dying.port, sessions, concurrency: 16, journal: true });
    const pages = [...pool.subscribers];
    // A refresh every page sees live (POSTed to the survivor, across the bus): the id a page resumes from is an event's.
    const seen = await refreshEach({ via: survivor, operator, players, tag: `resume-seen-${bus}` });
    const before = await watchJournals({
      pool,
      pages,
      done: (journal, index) => journal.events.some((event) => event.requestId === seen[index]),
      timeoutMs: 30_000,
    });
    if (!before.complete) throw new Error(`${BUS_NAMES[bus]}: a page did not get its refresh before the kill`);
    await dying.kill();
    const closed = await watchJournals({ pool, pages, done: (journal) => journal.closed, timeoutMs: 10_000 });
    if (!closed.complete) throw new Error(`${BUS_NAMES[bus]}: a page's stream stayed open after its instance died`);
    const missed: string[][] = players.map(() => []);
    for (let round = 1; round <= refreshesPerPage; round++) {
      const requestIds = await refreshEach({ via: survivor, operator, players, tag: `resume-missed-${bus}-${round}` });
      requestIds.forEach((requestId, index) => missed[index]!.push(requestId));
    }
    await pool.openAll({
      host: HOST,
      port: survivor.port,
      sessions,
      concurrency: sessions.length,
      journal: true,
      lastEventIds: closed.journals.map((journal) => journal.lastId),
    });
    const resumed = pool.subscribers.slice(pages.length);
    // Settled: every missed event arrived, or the page got what the bus gives instead (a re-sent balance, a reload).
    const { journals } = await watchJournals({
      pool,
      pages: resumed,
      done: (journal, index) =>
        missed[index]!.every((requestId) => journal.events.some((event) => event.requestId === requestId)) ||
        journal.events.some(
          (event) =>
            (event.type === RUNTIME_EVENTS.balance && event.requestId === null) || event.type === RUNTIME_EVENTS.reload,
        ),
      timeoutMs: 10_000,
    });

    let missedDelivered = 0;
    const openLatency: number[] = [];
    const missedLatency: number[] = [];
    const resentLatency: number[] = [];
    let reloads = 0;
    journals.forEach((journal, index) => {
      openLatency.push(sinceConnect(journal, journal.openedAt));
      const arrivals = missed[index]!.flatMap((requestId) => {
        const event = journal.events.find((candidate) => candidate.requestId === requestId);
        return event ? [sinceConnect(journal, event.at)] : [];
      });
      missedDelivered += arrivals.length;
      if (arrivals.length === refreshesPerPage) missedLatency.push(Math.max(...arrivals));
      const resent = journal.events.find((event) => event.type === RUNTIME_EVENTS.balance && event.requestId === null);
      if (resent) resentLatency.push(sinceConnect(journal, resent.at));
      if (journal.events.some((event) => event.type === RUNTIME_EVENTS.reload)) reloads++;
    });
    const figure: ResumeFigure = {
      bus,
      pages: pages.length,
      refreshesPerPage,
      openLatency: summarize(openLatency),
      missedDelivered,
      missedLatency: summarize(missedLatency),
      balanceResent: resentLatency.length,
      resentLatency: summarize(resentLatency),
      reloads,
    };
    console.log(
      `  ${BUS_NAMES[bus]}: ${figure.pages} pages resumed after their instance was killed: missed events delivered ` +
        `${missedDelivered}/${figure.pages * refreshesPerPage}; reconnect → stream open p50 ${figure.openLatency.p50.toFixed(0)} ms ` +
        `max ${figure.openLatency.max.toFixed(0)} ms, → last missed p50 ${figure.missedLatency.p50.toFixed(0)} ms ` +
        `max ${figure.missedLatency.max.toFixed(0)} ms; balance re-sent to ${figure.balanceResent} (p50 ${figure.resentLatency.p50.toFixed(0)} ms); reloads ${reloads}`,
    );
    return figure;
  } finally {
    pool.stop();
  }
}

/** Launches `count` sessions of one player, one per bench game. */
function launchPlayerSessions(options: {
  via: RunningServer;
  operator: BenchOperator;
  playerId: string;
  count: number;
}): Promise<BenchSession[]> {
  return mapConcurrent(
    Array.from({ length: options.count }, (_, index) => index + 1),
    16,
    (index) =>
      launchSession({
        baseUrl: options.via.baseUrl,
        operatorKey: options.operator.key,
        symbol: benchGameSymbol(index),
        playerId: options.playerId,
      }),
  );
}

async function measureBus(options: {
  bus: BenchBus;
  instances: RunningServer[];
  operator: BenchOperator;
  onePlayer: string;
  oneSessions: BenchSession[];
  spreadPlayer: string;
  spreadSessions: BenchSession[];
  resumePlayers: string[];
  resumeSessions: BenchSession[];
  subscribers: number;
  threeInstanceSubscribers: number;
  streamsPerSession: number;
  rounds: number;
  growthPoints: number[];
  measureMemory: boolean;
}): Promise<{ fanout: BusFanout; memory: FanoutFigures["memory"] | null }> {
  const { bus, instances, operator, streamsPerSession, rounds } = options;
  const [first, second, third] = instances as [RunningServer, RunningServer, RunningServer];
  const streamsOf = (sessions: BenchSession[], count: number) =>
    sessions.flatMap((session) => Array.from({ length: streamsPerSession }, () => session)).slice(0, count);

  const pool = new SubscriberPool();
  let memory: FanoutFigures["memory"] | null = null;
  try {
    const growth: RefreshFigure[] = [];
    const oneStreams = streamsOf(options.oneSessions, options.subscribers);
    let opened = 0;
    for (const point of [...options.growthPoints.filter((value) => value < oneStreams.length), oneStreams.length]) {
      await pool.openAll({ host: HOST, port: first.port, sessions: oneStreams.slice(opened, point), concurrency: 16 });
      opened = point;
      await waitForSubscriptions(pool.subscribers.length);
      growth.push(
        await timeRefreshes({
          bus,
          pool,
          refreshVia: first,
          operator,
          playerId: options.onePlayer,
          rounds,
          instances: 1,
        }),
      );
    }
    await pool.closeAll();
    await waitForSubscriptions(0);

    // Another player's streams in thirds over the three instances; the second instance also gives the memory figure:
    // a fresh process whose only lasting load is its idle streams.
    const spreadStreams = streamsOf(options.spreadSessions, options.threeInstanceSubscribers);
    const third1 = Math.ceil(spreadStreams.length / 3);
    const third2 = Math.ceil((spreadStreams.length * 2) / 3);
    await pool.openAll({ host: HOST, port: first.port, sessions: spreadStreams.slice(0, third1), concurrency: 16 });
    const secondStreams = spreadStreams.slice(third1, third2);
    let before: MemorySample | null = null;
    if (options.measureMemory) {
      // Warm-up: the first streams load code and open database connections, and a stream of each session loads its
      // game's record into the instance's game cache (each of these sessions is of another game). None of that is
      // per-stream memory: the cache is bounded by the catalog. 64 streams at a time, so the warm-up itself holds
      // little memory when it ends.
      const warmSessions = [...new Map(secondStreams.map((session) => [session.sessionId, session])).values()];
      for (let start = 0; start < warmSessions.length; start += 64) {
        const warmup = new SubscriberPool();
        await warmup.openAll({
          host: HOST,
          port: second.port,
          sessions: warmSessions.slice(start, start + 64),
          concurrency: 16,
        });
        await warmup.closeAll();
        warmup.stop();
      }
      await waitForSubscriptions(pool.subscribers.length);
      before = await serverMemory(second);
    }
    await pool.openAll({ host: HOST, port: second.port, sessions: secondStreams, concurrency: 16 });
    if (before) {
      await waitForSubscriptions(pool.subscribers.length);
      await settle(2_000);
      const after = await serverMemory(second);
      memory = {
        bus,
        rssBytesPerSubscriber: (after.rss - before.rss) / secondStreams.length,
        heapBytesPerSubscriber: (after.heapUsed - before.heapUsed) / secondStreams.length,
        sampleStreams: secondStreams.length,
      };
      console.log(
        `  ${BUS_NAMES[bus]}: memory per idle subscriber (${secondStreams.length} streams on a fresh instance): ` +
          `RSS ${(memory.rssBytesPerSubscriber / 1024).toFixed(1)} KB, heap ${(memory.heapBytesPerSubscriber / 1024).toFixed(1)} KB` +
          (after.collected ? "" : " (no GC available: upper bound)"),
      );
    }
    await pool.openAll({ host: HOST, port: third.port, sessions: spreadStreams.slice(third2), concurrency: 16 });
    await waitForSubscriptions(pool.subscribers.length);
    const threeInstances = await timeRefreshes({
      bus,
      pool,
      refreshVia: first,
      operator,
      playerId: options.spreadPlayer,
      rounds,
      instances: 3,
    });
    await pool.closeAll();
    await waitForSubscriptions(0);

    const resume = await measureResume({
      bus,
      dying: second,
      survivor: third,
      operator,
      players: options.resumePlayers,
      sessions: options.resumeSessions,
      refreshesPerPage: 2,
    });
    return { fanout: { bus, growth, oneInstance: growth[growth.length - 1]!, threeInstances, resume }, memory };
  } finally {
    pool.stop();
  }
}

export async function measureFanout(options: {
  /** Starts an app instance on the bench database with the given bus. */
  startInstance: (bus: BenchBus, name: string) => Promise<RunningServer>;
  /** Where the sessions are launched (any instance: they are rows of the shared database). */
  launchVia: RunningServer;
  operator: BenchOperator;
  onePlayer: string;
  spreadPlayer: string;
  /** One page (session) each in the resume measurement. */
  resumePlayers: string[];
  subscribers: number;
  threeInstanceSubscribers: number;
  streamsPerSession: number;
  rounds: number;
  growthPoints: number[];
}): Promise<FanoutFigures> {
  const { launchVia: via, operator, streamsPerSession } = options;
  const oneCount = Math.ceil(options.subscribers / streamsPerSession);
  const spreadCount = Math.ceil(options.threeInstanceSubscribers / streamsPerSession);
  console.log(
    `Balance refresh fan-out on NATS and LISTEN/NOTIFY (${oneCount} sessions × ${streamsPerSession} streams of one player on one instance, ` +
      `${spreadCount} × ${streamsPerSession} of another over three, ${options.resumePlayers.length} pages resuming after their instance is killed)`,
  );
  const oneSessions = await launchPlayerSessions({ via, operator, playerId: options.onePlayer, count: oneCount });
  const spreadSessions = await launchPlayerSessions({
    via,
    operator,
    playerId: options.spreadPlayer,
    count: spreadCount,
  });
  const resumeSessions = await mapConcurrent(options.resumePlayers, 16, (playerId) =>
    launchSession({ baseUrl: via.baseUrl, operatorKey: operator.key, symbol: benchGameSymbol(1), playerId }),
  );

  const buses: BusFanout[] = [];
  let memory: FanoutFigures["memory"] | null = null;
  for (const bus of ["nats", "listen-notify"] as const) {
    const instances: RunningServer[] = [];
    try {
      for (let index = 1; index <= 3; index++) instances.push(await options.startInstance(bus, `${bus}-${index}`));
      const measured = await measureBus({
        ...options,
        bus,
        instances,
        oneSessions,
        spreadSessions,
        resumeSessions,
        measureMemory: memory === null,
      });
      buses.push(measured.fanout);
      memory ??= measured.memory;
    } finally {
      for (const instance of instances) await instance.stop();
    }
    // The killed instance's streams stay in realtime_subscriptions until a live instance finds its heartbeat stale.
    await prisma.realtimeSubscription.deleteMany({});
  }
  return { buses, memory: memory! };
}
