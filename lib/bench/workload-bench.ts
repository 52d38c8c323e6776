import { request } from "undici";
import { prisma } from "@/lib/server/db/prisma";
import type { BenchBus, RunningServer } from "./bench-app";
import { waitForSubscriptions } from "./fanout-bench";
import { benchGameSymbol, type BenchOperator } from "./bench-world";
import { launchSession, mapConcurrent, type BenchSession } from "./game-sessions";
import { cpuMilliseconds } from "./process-stats";
import { summarize, type LatencySummary } from "./stats";
import { SubscriberPool } from "./sse-subscribers";

// Item 6 of issue 27, the realistic workload, on each event bus in turn (NATS JetStream, then PostgreSQL
// LISTEN/NOTIFY), one app instance each on the same database and the same sessions:
// (a) many players with 1–4 open pages each (player i has 1 + i mod 4 streams of one session) while balance refresh
//     signals arrive at a steady rate, each for a random player: every page of that player must get the refresh;
//     the delay from just before the POST to each page's event (p50/p99) and the deliveries that never came;
// (b) one ticker broadcast to every page at 1 Hz (POST /api/bench/broadcast, as a jackpot would publish): the app
//     process's CPU over that time as a share of one core, and the ticks that did not reach a page.

export interface WorkloadFigure {
  bus: BenchBus;
  players: number;
  pages: number;
  refreshesPerSecond: number;
  seconds: number;
  /** Refresh POSTs sent and those not answered 200. */
  refreshes: number;
  failedRefreshes: number;
  latency: LatencySummary;
  /** Page deliveries of the refreshes that never arrived (expected: each refresh × its player's pages). */
  lost: number;
  tickerSeconds: number;
  /** App CPU while the ticker ran, as a share of one core (the idle streams' heartbeats included). */
  tickerCpuShare: number;
  /** Ticks × pages that never arrived. */
  tickerLost: number;
  /** The load generators' own time handling the arriving bytes, in ms per second of the refresh run. */
  clientHandlerMsPerSecond: number;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pagesOf = (playerIndex: number) => 1 + (playerIndex % 4);

async function runOnBus(options: {
  bus: BenchBus;
  app: RunningServer;
  operator: BenchOperator;
  players: string[];
  sessions: BenchSession[];
  refreshesPerSecond: number;
  seconds: number;
  tickerSeconds: number;
}): Promise<WorkloadFigure> {
  const { bus, app, operator, players, sessions, refreshesPerSecond, seconds, tickerSeconds } = options;
  const pool = new SubscriberPool();
  try {
    const streams = sessions.flatMap((session, index) => Array.from({ length: pagesOf(index) }, () => session));
    await pool.openAll({ host: "127.0.0.1", port: app.port, sessions: streams, concurrency: 16 });
    await waitForSubscriptions(streams.length);

    const refresh = (playerIndex: number, requestId: string) =>
      request(`${app.baseUrl}/api/provider/v1/player-balance-refresh`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-provider-api-key": operator.key },
        body: JSON.stringify({ external_player_id: players[playerIndex], request_id: requestId, reason: "bench" }),
      });
    // Warm-up, not measured: the fresh instance loads the route's code and opens its connections (and the wallet's).
    for (let index = 0; index < 20; index++)
      await (await refresh(index % players.length, `wl-warm-${bus}-${index}`)).body.dump();

    // (a) refreshes at a steady rate, each POST sent on its schedule without waiting for the previous answers.
    const sentAt = new Map<string, { at: bigint; pages: number }>();
    let failedRefreshes = 0;
    const inFlight: Promise<void>[] = [];
    await pool.record();
    const total = refreshesPerSecond * seconds;
    const start = performance.now();
    for (let index = 0; index < total; index++) {
      const due = start + (index * 1000) / refreshesPerSecond;
      const wait = due - performance.now();
      if (wait > 1) await settle(wait);
      const playerIndex = Math.floor(Math.random() * players.length);
      const requestId = `wl-${bus}-${index}`;
      sentAt.set(requestId, { at: process.hrtime.bigint(), pages: pagesOf(playerIndex) });
      inFlight.push(
        refresh(playerIndex, requestId).then(
          async (response) => {
            await response.body.dump();
            if (response.statusCode !== 200) failedRefreshes++;
          },
          () => void failedRefreshes++,
        ),
      );
    }
    await Promise.all(inFlight);
    // Stragglers: a delivery later than this counts as lost.
    await settle(3000);
    const recorded = await pool.collect();
    const arrivals: number[] = [];
    for (const [requestId, at] of recorded.refreshes) {
      const sent = sentAt.get(requestId);
      if (sent) arrivals.push(Number(at - sent.at) / 1e6);
    }
    const expected = [...sentAt.values()].reduce((sum, sent) => sum + sent.pages, 0);

    // (b) the ticker: one broadcast a second to every page; the app's CPU over those seconds.
    await pool.record();
    const pids = app.pids();
    const cpuBefore = cpuMilliseconds(pids);
    const tickerStart = performance.now();
    for (let tick = 1; tick <= tickerSeconds; tick++) {
      const due = tickerStart + (tick - 1) * 1000;
      const wait = due - performance.now();
      if (wait > 1) await settle(wait);
      const response = await request(`${app.baseUrl}/api/bench/broadcast`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ channel: "bench-ticker", payloads: [{ tick, amount: (1_000_000 + tick).toFixed(2) }] }),
      });
      await response.body.dump();
      if (response.statusCode !== 200) throw new Error(`broadcast answered ${response.statusCode}`);
    }
    const tickerWall = Math.max(performance.now() - tickerStart, tickerSeconds * 1000);
    const cpuMs = cpuMilliseconds(pids) - cpuBefore;
    await settle(2000);
    const ticks = await pool.collect();

    const figure: WorkloadFigure = {
      bus,
      players: players.length,
      pages: streams.length,
      refreshesPerSecond,
      seconds,
      refreshes: total,
      failedRefreshes,
      latency: summarize(arrivals),
      lost: expected - arrivals.length,
      tickerSeconds,
      tickerCpuShare: cpuMs / tickerWall,
      tickerLost: tickerSeconds * streams.length - ticks.ticks.length,
      clientHandlerMsPerSecond: recorded.handlerMs / seconds,
    };
    console.log(
      `  ${bus}: ${figure.players} players, ${figure.pages} pages; ${refreshesPerSecond} refreshes/s for ${seconds} s: ` +
        `p50 ${figure.latency.p50.toFixed(1)} ms p99 ${figure.latency.p99.toFixed(1)} ms, lost ${figure.lost}` +
        `${failedRefreshes ? `, ${failedRefreshes} POSTs failed` : ""}; ticker 1 Hz: CPU ${(figure.tickerCpuShare * 100).toFixed(1)} % of a core, ` +
        `lost ${figure.tickerLost}`,
    );
    return figure;
  } finally {
    await pool.closeAll().catch(() => undefined);
    pool.stop();
  }
}

export async function measureWorkload(options: {
  /** Starts one app instance on the bench database with the given bus. */
  startInstance: (bus: BenchBus) => Promise<RunningServer>;
  operator: BenchOperator;
  players: string[];
  refreshesPerSecond: number;
  seconds: number;
  tickerSeconds: number;
}): Promise<WorkloadFigure[]> {
  const { players, operator } = options;
  console.log(
    `Realistic workload (${players.length} players with 1–4 pages, ${options.refreshesPerSecond} refreshes/s, ticker at 1 Hz), NATS and LISTEN/NOTIFY`,
  );
  const figures: WorkloadFigure[] = [];
  let sessions: BenchSession[] | null = null;
  for (const bus of ["nats", "listen-notify"] as const) {
    const app = await options.startInstance(bus);
    try {
      sessions ??= await mapConcurrent(players, 16, (playerId) =>
        launchSession({ baseUrl: app.baseUrl, operatorKey: operator.key, symbol: benchGameSymbol(1), playerId }),
      );
      figures.push(await runOnBus({ ...options, bus, app, sessions }));
    } finally {
      await app.stop();
    }
    // The stopped instance's streams leave realtime_subscriptions with its row (or its heartbeat's staleness).
    await prisma.realtimeSubscription.deleteMany({});
  }
  return figures;
}
