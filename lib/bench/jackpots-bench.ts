import { fork } from "node:child_process";
import path from "node:path";
import { request } from "undici";
import { startDemoWalletServer } from "@/lib/server/demo-wallet/start-demo-wallet-server";
import { prisma } from "@/lib/server/db/prisma";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { getJackpotLiability } from "@/lib/server/jackpots/get-jackpot-liability";
import { jackpotPoolRecords } from "@/lib/server/jackpots/jackpot-pool-view";
import { jackpotTickerChannel, jackpotTickerUpdate } from "@/lib/server/jackpots/jackpot-ticker";
import type { RunningServer } from "./bench-app";
import { DEMO_GAME, type BenchOperator } from "./bench-world";
import { waitForSubscriptions } from "./fanout-bench";
import { launchSession, mapConcurrent, type BenchSession } from "./game-sessions";
import { IpcChild, type IpcReply } from "./ipc-child";
import { SubscriberPool } from "./sse-subscribers";
import { summarize, type LatencySummary } from "./stats";

// Issue 29's jackpot figures on the bench database, two operators feeding one network pool of two mystery tiers,
// their wallets the demo wallet as a plain node:http server in this process:
// (a) contributions to ONE pool: two instance processes (jackpot-settler-process.ts, each its own connection pool
//     and jackpot applier, as two app instances) settle paid rounds of the pool's game with settleRound, the spin's
//     money path without the HTTP and game-engine work in front of it (a spin over HTTP costs 4–8 ms of server
//     CPU, so two cores could never offer the pool 1,000 spins a second), N sessions at once, half in each, both
//     operators in each; every settled round contributes to every tier in its settle statement (the sharded hot
//     rows). Then the contribution ledger must hold one row per settled round and tier (lost = expected − found),
//     and each tier's counters (tier row + shards + pending) must equal its liability from the ledgers (seeds +
//     contributions − wins); and at the most sessions, rounds of an operator feeding no pool and of the pool's
//     operators in turn, twice;
// (b) the spin's added cost, on two app instances (NATS) started then: one spin over HTTP at a time, alternating
//     between a session of the pool's game of an operator feeding the pool and a session of the same game (same
//     bet) of an operator feeding none, on one instance: p50/p99 of each side by side;
// (c) the ticker: the jackpot ticker's own broadcast (channel and payload of jackpot-ticker.ts: the tiers and
//     amounts, audience the pool's game) POSTed to one instance (/api/bench/broadcast, publishBroadcast) at most
//     once per 1.5 s (a page gets at most one update of a channel a second), to `pages` event streams split over
//     the two instances: delay from just before the POST to each page's event (p50/p99) and the deliveries that
//     never came.

export interface JackpotContributionRun {
  /** Rounds settling at once in all (sessions), half in each settler process. */
  connections: number;
  /** Rounds settled in the measured seconds, and per second (both processes together). */
  rounds: number;
  roundsPerSecond: number;
  /** Contribution rows a second (rounds × tiers). */
  contributionsPerSecond: number;
  /** settleRound's time, start to end. */
  latency: LatencySummary;
  /** Rounds that threw (none expected). */
  failed: number;
}

export interface JackpotsFigures {
  operators: number;
  tiers: number;
  runs: JackpotContributionRun[];
  /** At the most connections, rounds of an operator feeding no pool, then of the pool's operators, twice. */
  pairs: { unfed: JackpotContributionRun; feeding: JackpotContributionRun }[];
  /** Over every round the pool's game settled in the section (warm-ups included). */
  settledRounds: number;
  expectedContributions: number;
  contributions: number;
  lost: number;
  /** Each tier's counters equal its liability from the ledgers, to the minor unit. */
  countersMatchLedger: boolean;
  wins: number;
  spinCost: { samples: number; feeding: LatencySummary; plain: LatencySummary };
  ticker: { pages: number; ticks: number; payloadBytes: number; latency: LatencySummary; lost: number };
}

const OPERATORS = ["bench-jp-a", "bench-jp-b"];
/** Plays the same game outside the pool. */
const PLAIN_OPERATOR = "bench-jp-none";
/** The bench games are copies for the catalog that cannot be played: the pool is the demo game's. */
const GAME = DEMO_GAME;
const TIERS = [
  { name: "mega", kind: "mystery" as const, seed: "1000.00", cap: "100000.00", contribution_rate: "0.01" },
  {
    name: "major",
    kind: "mystery" as const,
    seed: "100.00",
    cap: "5000.00",
    contribution_rate: "0.005",
    reserve_rate: "0.1",
  },
];
const TICK_SPACING_MS = 1_500;
/** The settler processes' bet: every tier's share of it is at least a cent. */
const SETTLE_BET = "2.00";

/** Lane `index` of settler process `side`: its own player and session, the pool's operators taking turns (or the
 * operator feeding none). */
function lane(side: number, index: number, feeding = true) {
  const operatorId = feeding ? OPERATORS[index % OPERATORS.length]! : PLAIN_OPERATOR;
  return {
    operatorId,
    playerId: `${operatorId}-lane-${side}-${index}`,
    sessionId: `ses_${operatorId}_${side}_${index}`,
  };
}

function startSettler(): IpcChild<IpcReply & Record<string, unknown>> {
  // The bench's own loader flags (tsx) so that the child runs TypeScript too; its environment names the database.
  const child = fork(path.resolve("lib/bench/jackpot-settler-process.ts"), [], {
    execArgv: process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new IpcChild(child, "jackpot settler process");
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function spinBody(instance: RunningServer, session: BenchSession): Promise<string> {
  const response = await request(`${instance.baseUrl}/api/runtime/sessions/${session.sessionId}/state`, {
    headers: { cookie: session.cookie },
  });
  const state = (await response.body.json()) as { game?: { betLevels: number[]; coinValues: string[] } };
  if (!state.game) throw new Error(`runtime state has no game: ${JSON.stringify(state).slice(0, 300)}`);
  // The largest bet offered: every tier's share of it is at least a cent, so every round contributes to every tier.
  return JSON.stringify({ betLevel: state.game.betLevels.at(-1), coinValue: state.game.coinValues.at(-1) });
}

async function spin(instance: RunningServer, session: BenchSession, body: string): Promise<number> {
  const started = performance.now();
  const response = await request(`${instance.baseUrl}/api/runtime/sessions/${session.sessionId}/spin`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: session.cookie },
    body,
  });
  const text = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`spin answered ${response.statusCode}: ${text.slice(0, 300)}`);
  return performance.now() - started;
}

export async function measureJackpots(options: {
  /** Starts one app instance (NATS) on the bench database. */
  startInstance: (name: string) => Promise<RunningServer>;
  /** Creates an operator whose demo wallet holds `players` (its wallet address is then pointed at this process). */
  createOperator: (id: string, players: string[]) => Promise<BenchOperator>;
  /** Sessions settling at once in each contribution run, in all (half in each settler process). */
  connections: number[];
  warmupSeconds: number;
  durationSeconds: number;
  spinSamples: number;
  pages: number;
  streamsPerSession: number;
  ticks: number;
}): Promise<JackpotsFigures> {
  const maxConnections = Math.max(...options.connections);
  const tickerSessions = Math.ceil(options.pages / options.streamsPerSession);
  console.log(
    `Jackpots: one network pool fed by ${OPERATORS.length} operators on two instances; ${options.pages} ticker pages`,
  );
  const lanes = [true, false].flatMap((feeding) =>
    [0, 1].flatMap((side) => Array.from({ length: maxConnections / 2 }, (_, index) => lane(side, index, feeding))),
  );
  const viewers = Array.from({ length: tickerSessions }, (_, index) => `bench-jp-viewer-${index + 1}`);
  const operators = await Promise.all(
    OPERATORS.map((id, index) =>
      options.createOperator(id, [
        `${id}-spinner`,
        ...lanes.filter((one) => one.operatorId === id).map((one) => one.playerId),
        ...(index === 0 ? viewers : []),
      ]),
    ),
  );
  const plainOperator = await options.createOperator(PLAIN_OPERATOR, [
    `${PLAIN_OPERATOR}-spinner`,
    ...lanes.filter((one) => one.operatorId === PLAIN_OPERATOR).map((one) => one.playerId),
  ]);
  const game = await prisma.game.findUniqueOrThrow({ where: { symbol: GAME } });
  await prisma.catalogEntry.createMany({
    data: [...OPERATORS, PLAIN_OPERATOR].map((operatorId) => ({ operatorId, gameId: game.id })),
  });
  // The operators' wallet: the demo wallet as a plain node:http server in this process (the same wallets as the
  // app's demo-wallet route), so that no app instance serves the settler processes' wallet calls.
  const wallet = await startDemoWalletServer();
  for (const operatorId of [...OPERATORS, PLAIN_OPERATOR])
    await prisma.operator.update({ where: { id: operatorId }, data: { walletBaseUrl: `${wallet.url}/${operatorId}` } });
  const created = await createJackpotPool({
    input: {
      title: "Bench network pool",
      scope: "network",
      games: [GAME],
      operators: OPERATORS,
      base_currency: "EUR",
      tiers: TIERS,
    },
    actor: "bench",
  });
  const poolStarted = new Date();
  const settlers = [startSettler(), startSettler()];
  const instances: RunningServer[] = [];
  const pool = new SubscriberPool();
  try {
    // (a) contributions at each connection count, half in each settler process.
    const settleRun = async (connections: number, feeding: boolean): Promise<JackpotContributionRun> => {
      const replies = await Promise.all(
        settlers.map((settler, side) =>
          settler.call("settle", {
            lanes: Array.from({ length: connections / 2 }, (_, index) => lane(side, index, feeding)),
            gameSymbol: GAME,
            bet: SETTLE_BET,
            warmupSeconds: options.warmupSeconds,
            seconds: options.durationSeconds,
          }),
        ),
      );
      const latencies = replies.flatMap((reply) => reply.latencies as number[]);
      const failed = replies.reduce((sum, reply) => sum + (reply.failed as number), 0);
      const seconds = Math.max(...replies.map((reply) => reply.seconds as number));
      const run: JackpotContributionRun = {
        connections,
        rounds: latencies.length,
        roundsPerSecond: latencies.length / seconds,
        contributionsPerSecond: feeding ? (latencies.length * TIERS.length) / seconds : 0,
        latency: summarize(latencies),
        failed,
      };
      console.log(
        `  ${connections} connections${feeding ? "" : ", feeding no pool"}: ${run.roundsPerSecond.toFixed(0)} rounds/s = ` +
          `${run.contributionsPerSecond.toFixed(0)} contributions/s, settle p50 ${run.latency.p50.toFixed(1)} ms ` +
          `p99 ${run.latency.p99.toFixed(1)} ms` +
          `${failed ? `; ${failed} failed (${replies.map((reply) => reply.firstError).join(" / ")})` : ""}`,
      );
      return run;
    };
    const runs: JackpotContributionRun[] = [];
    for (const connections of options.connections) runs.push(await settleRun(connections, true));
    // Then, at the most connections, rounds feeding no pool and feeding it in turn, twice: the load on the shared
    // machine drifts, so one pair alone would compare two different moments.
    const pairs: { unfed: JackpotContributionRun; feeding: JackpotContributionRun }[] = [];
    for (let pair = 0; pair < 2; pair++) {
      const unfed = await settleRun(maxConnections, false);
      pairs.push({ unfed, feeding: await settleRun(maxConnections, true) });
    }

    // Nothing lost: every settled round of the pool's game since the pool began has one contribution per tier,
    // and each tier's counters are its ledgers' seeds + contributions − wins.
    for (let wait = 0; wait < 100 && (await prisma.jackpotPendingContribution.count()) > 0; wait++) await settle(100);
    const settledRounds = await prisma.walletRound.count({
      where: {
        gameSymbol: GAME,
        state: "settled",
        operatorId: { in: OPERATORS },
        freeRoundsAwardId: null,
        createdAt: { gte: poolStarted },
      },
    });
    const unsettled = await prisma.walletRound.count({
      where: { gameSymbol: GAME, state: { not: "settled" }, createdAt: { gte: poolStarted } },
    });
    if (unsettled > 0) console.log(`  ${unsettled} rounds of the pool's game not settled (not counted)`);
    const contributions = await prisma.jackpotContribution.count({ where: { poolId: created.poolId } });
    const [record] = await jackpotPoolRecords(prisma, [created.poolId]);
    const liability = await getJackpotLiability({ poolId: created.poolId });
    const countersMatchLedger = record!.tiers.every(
      (tier) =>
        tier.amountMinor + tier.reserveMinor === liability.find((row) => row.tierId === tier.tierId)?.liabilityMinor,
    );
    const wins = await prisma.jackpotWin.count({ where: { poolId: created.poolId } });
    const expectedContributions = settledRounds * TIERS.length;
    console.log(
      `  ${settledRounds} rounds settled, ${contributions} of ${expectedContributions} contributions in the ledger; ` +
        `counters ${countersMatchLedger ? "equal" : "DIFFER FROM"} the ledgers; ${wins} wins`,
    );

    await Promise.all(settlers.map((settler) => settler.call("stop")));

    // (b) the spin's added cost: alternating single spins, same bet, same instance.
    instances.push(await options.startInstance("jp-1"), await options.startInstance("jp-2"));
    const [feedingSession, plainSession] = await Promise.all(
      [operators[0]!, plainOperator].map((operator) =>
        launchSession({
          baseUrl: instances[0]!.baseUrl,
          operatorKey: operator.key,
          symbol: GAME,
          playerId: `${operator.id}-spinner`,
        }),
      ),
    );
    const body = await spinBody(instances[0]!, feedingSession!);
    const feeding: number[] = [];
    const plain: number[] = [];
    for (let index = 0; index < 50; index++) {
      await spin(instances[0]!, feedingSession!, body);
      await spin(instances[0]!, plainSession!, body);
    }
    // The feeding side's rounds contribute to every tier; the other side's to none.
    const [fed] = await prisma.walletRound.findMany({
      where: { sessionId: feedingSession!.sessionId },
      orderBy: { createdAt: "desc" },
      take: 1,
    });
    if ((await prisma.jackpotContribution.count({ where: { roundId: fed!.id } })) !== TIERS.length)
      throw new Error(`the feeding game's round ${fed!.id} did not contribute to every tier`);
    for (let index = 0; index < options.spinSamples; index++) {
      // Alternating order, so neither side always runs right after the other.
      if (index % 2 === 0) {
        feeding.push(await spin(instances[0]!, feedingSession!, body));
        plain.push(await spin(instances[0]!, plainSession!, body));
      } else {
        plain.push(await spin(instances[0]!, plainSession!, body));
        feeding.push(await spin(instances[0]!, feedingSession!, body));
      }
    }
    const spinCost = { samples: options.spinSamples, feeding: summarize(feeding), plain: summarize(plain) };
    console.log(
      `  spin feeding the pool vs feeding none: p50 ${spinCost.feeding.p50.toFixed(2)} vs ${spinCost.plain.p50.toFixed(2)} ms, ` +
        `p99 ${spinCost.feeding.p99.toFixed(2)} vs ${spinCost.plain.p99.toFixed(2)} ms`,
    );

    // (c) the ticker to `pages` streams of the pool's game, split over the two instances.
    const viewerSessions = await mapConcurrent(viewers, 16, (playerId, index) =>
      launchSession({
        baseUrl: instances[index % 2]!.baseUrl,
        operatorKey: operators[0]!.key,
        symbol: GAME,
        playerId,
      }),
    );
    const streams = Array.from(
      { length: options.pages },
      (_, index) => viewerSessions[Math.floor(index / options.streamsPerSession)]!,
    );
    for (const [side, instance] of instances.entries())
      await pool.openAll({
        host: "127.0.0.1",
        port: instance.port,
        sessions: streams.filter((_, index) => index % 2 === side),
        concurrency: 16,
      });
    await waitForSubscriptions(streams.length);
    // The ticker's own channel and payload (jackpot-ticker.ts), plus the tick the subscribers time it by.
    const channel = jackpotTickerChannel(created.poolId);
    const tickerPayload = async (tick: number) => {
      const [now] = await jackpotPoolRecords(prisma, [created.poolId]);
      return { ...jackpotTickerUpdate(now!), tick };
    };
    const broadcast = async (tick: number) => {
      const response = await request(`${instances[0]!.baseUrl}/api/bench/broadcast`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ channel, game_symbol: GAME, payloads: [await tickerPayload(tick)] }),
      });
      await response.body.dump();
      if (response.statusCode !== 200) throw new Error(`broadcast answered ${response.statusCode}`);
    };
    // A warm-up tick, not counted (the instances' first broadcast).
    await broadcast(0);
    await settle(TICK_SPACING_MS);
    await pool.record();
    const sentAt = new Map<number, bigint>();
    const tickerStart = performance.now();
    for (let tick = 1; tick <= options.ticks; tick++) {
      const wait = tickerStart + (tick - 1) * TICK_SPACING_MS - performance.now();
      if (wait > 1) await settle(wait);
      const payload = await tickerPayload(tick);
      sentAt.set(tick, process.hrtime.bigint());
      const response = await request(`${instances[0]!.baseUrl}/api/bench/broadcast`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ channel, game_symbol: GAME, payloads: [payload] }),
      });
      await response.body.dump();
      if (response.statusCode !== 200) throw new Error(`broadcast answered ${response.statusCode}`);
    }
    // Stragglers: a delivery later than this counts as lost.
    await settle(3_000);
    const recorded = await pool.collect();
    const arrivals = recorded.ticks
      .filter(([tick]) => sentAt.has(tick))
      .map(([tick, at]) => Number(at - sentAt.get(tick)!) / 1e6);
    const ticker = {
      pages: streams.length,
      ticks: options.ticks,
      payloadBytes: Buffer.byteLength(JSON.stringify(await tickerPayload(1))),
      latency: summarize(arrivals),
      lost: options.ticks * streams.length - arrivals.length,
    };
    console.log(
      `  ticker to ${ticker.pages} pages on two instances, ${ticker.ticks} ticks: p50 ${ticker.latency.p50.toFixed(1)} ms, ` +
        `p99 ${ticker.latency.p99.toFixed(1)} ms, lost ${ticker.lost}`,
    );
    return {
      operators: OPERATORS.length,
      tiers: TIERS.length,
      runs,
      pairs,
      settledRounds,
      expectedContributions,
      contributions,
      lost: expectedContributions - contributions,
      countersMatchLedger,
      wins,
      spinCost,
      ticker,
    };
  } finally {
    await pool.closeAll().catch(() => undefined);
    pool.stop();
    for (const settler of settlers) if (settler.child.connected) await settler.call("stop").catch(() => undefined);
    for (const instance of instances) await instance.stop();
    await wallet.close();
  }
}
