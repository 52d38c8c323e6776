// npm run bench — the performance suite of issue 6: floors, provider API, balance-refresh fan-out, spin, growth;
// and issue 15's free-rounds figures (campaign creation for 100,000 players, the award lookup at launch);
// and issue 27's fan-out and resume, and its realistic workload (refreshes to 5,000 players' pages, a 1 Hz ticker),
// each on NATS and on LISTEN/NOTIFY;
// and issue 16's reconciliation reads at 10^4…10^7 stored rounds; and issue 17's report queries over a year of rollups;
// and issue 29's jackpots (contributions to one network pool on two instances, the spin's added cost, the ticker);
// and issue 27's comparison of the bus (NATS JetStream) with Redis Streams, which needs neither the app nor a database.
// Writes BENCHMARKS.md. Not part of the test command. Needs PostgreSQL (BENCH_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/postgres) and builds the app into BENCH_DIST_DIR when it holds no build.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { disconnectPrisma } from "@/lib/server/db/prisma";
import {
  ensureBuild,
  freePort,
  startNextServer,
  startRawFloorServer,
  type BenchBus,
  type RunningServer,
} from "./bench-app";
import { benchNotes } from "./bench-notes";
import { renderMarkdown, renderTable, type BenchResults } from "./bench-report";
import { APPLESS_SECTIONS, benchSettings, DATABASE_ONLY_SECTIONS } from "./bench-settings";
import {
  addWalletPlayers,
  createBenchDatabase,
  createBenchOperator,
  DEMO_GAME,
  DEMO_OPERATOR,
  ensureBenchGames,
  seedBenchDemo,
} from "./bench-world";
import { measureBusCompare, type BusCompareFigures } from "./bus-compare-bench";
import { captureCatalogBytes, measureEndpoints } from "./endpoint-benches";
import { measureFanout } from "./fanout-bench";
import { measureFreeRounds } from "./free-rounds-bench";
import { measureGrowth } from "./growth-bench";
import { measureReconciliation } from "./reconciliation-bench";
import { measureReports } from "./reports-bench";
import { measurePromotions } from "./promotions-bench";
import { measureJackpots } from "./jackpots-bench";
import { machineInfo } from "./machine-info";
import { measureSpin } from "./spin-bench";
import { measureWorkload } from "./workload-bench";
import { measureSpinCpu } from "./spin-cpu-bench";

const PROMOTIONS_OPTIONS = {
  participants: 100_000,
  paidRanks: 100_000,
  reads: 500,
  spinsPerPass: 100,
  scoringPasses: 30,
};

async function main(): Promise<void> {
  const started = performance.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), "gp-bench-"));
  const settings = benchSettings(workDir);
  // Seeding and the wallet client in this process act as in development (loopback demo wallet allowed).
  process.env.APP_ENV = "development";
  process.env.WALLET_ALLOW_PRIVATE_ADDRESSES ??= "true";

  console.log(`Bench work folder: ${workDir}`);
  const { sections } = settings;
  const appless = [...sections].every((section) => APPLESS_SECTIONS.has(section));
  // Taken now for the load average at the start (a run with the app takes it once its database exists).
  const applessMachine = appless ? await machineInfo(null) : null;
  // First, while nothing of the app runs on the machine: it needs only the NATS and Redis servers.
  const busCompare = sections.has("bus-compare")
    ? await measureBusCompare({
        natsUrl: settings.eventBusUrl,
        redisUrl: settings.redisUrl,
        subscribers: settings.busCompareSubscribers,
        rate: settings.busCompareRate,
        seconds: settings.busCompareSeconds,
        burstCount: settings.busComparePublishCount,
        inFlight: settings.busCompareInFlight,
        replay: settings.busCompareReplay,
      })
    : null;
  if (applessMachine) {
    writeReport(settings.outputFile, {
      machine: applessMachine,
      loadAverageAtEnd: os.loadavg(),
      runSeconds: (performance.now() - started) / 1000,
      setup: busCompareSetup(busCompare),
      endpoints: null,
      spin: null,
      spinCpu: null,
      freeRounds: null,
      fanout: null,
      growth: null,
      reconciliation: null,
      reports: null,
      promotions: null,
      jackpots: null,
      workload: null,
      busCompare,
      notes: [],
    });
    rmSync(workDir, { recursive: true, force: true });
    return;
  }

  if ([...sections].every((section) => DATABASE_ONLY_SECTIONS.has(section))) {
    const database = await createBenchDatabase(settings.adminDatabaseUrl);
    try {
      const machine = await machineInfo(database.url);
      const promotions = await measurePromotions(PROMOTIONS_OPTIONS);
      writeReport(settings.outputFile, {
        machine,
        loadAverageAtEnd: os.loadavg(),
        runSeconds: (performance.now() - started) / 1000,
        setup: [`In the bench process on PostgreSQL database ${database.name}; no app build or server`],
        endpoints: null,
        spin: null,
        spinCpu: null,
        freeRounds: null,
        fanout: null,
        growth: null,
        reconciliation: null,
        reports: null,
        promotions,
        jackpots: null,
        workload: null,
        busCompare: null,
        notes: [],
      });
    } finally {
      await disconnectPrisma();
      if (!settings.keepDatabase) await database.drop();
      else console.log(`Bench database kept: ${database.url}`);
    }
    rmSync(workDir, { recursive: true, force: true });
    return;
  }

  const build = await ensureBuild({
    distDir: settings.distDir,
    rebuild: settings.rebuild,
    logFile: path.join(workDir, "build.log"),
  });
  console.log(`Build in ${settings.distDir}: ${build}`);

  const database = await createBenchDatabase(settings.adminDatabaseUrl);
  const servers: RunningServer[] = [];
  let succeeded = false;
  // Ctrl-C or a kill must not leave app servers running without their parent.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: stopping the app servers`);
      void Promise.all(servers.map((server) => server.stop())).finally(() => process.exit(130));
    });
  }
  try {
    const machine = await machineInfo(database.url);
    const port = await freePort();
    const appBaseUrl = `http://127.0.0.1:${port}`;
    const demo = await seedBenchDemo({ appBaseUrl, dataDir: path.join(workDir, "data") });
    const spinPlayers = Array.from({ length: settings.latencyConnections }, (_, index) => `bench-spinner-${index + 1}`);
    await addWalletPlayers({ walletId: DEMO_OPERATOR, secret: demo.walletSecret, players: spinPlayers });

    const floorBodyFile = path.join(workDir, "catalog-body.json");
    // Production mode (next start, NODE_ENV=production) with APP_ENV=development: the only APP_ENV differences are
    // start-up checks (https GAME_BASE_URL, secrets), none on the measured request paths. Per-key rate limits are
    // raised far above the load so that their check is measured but never refuses.
    const appEnv = (name: string, instancePort: number): Record<string, string> => ({
      DATABASE_URL: database.url,
      APP_ENV: "development",
      PUBLIC_BASE_URL: appBaseUrl,
      GAME_BASE_URL: `http://127.0.0.1:${instancePort}`,
      DATA_DIR: path.join(workDir, `data-${name}`),
      AUTO_MIGRATE: "0",
      BENCH_ROUTES: "1",
      BENCH_FLOOR_BODY_FILE: floorBodyFile,
      NODE_OPTIONS: "--expose-gc",
      RATE_LIMIT_PER_KEY_PER_SECOND: "10000000",
      RATE_LIMIT_PER_KEY_BURST: "10000000",
      WALLET_ALLOW_PRIVATE_ADDRESSES: "true",
      // The promotions section scores and settles in the bench process: the instances' own passes stay out of it.
      PROMOTION_SCORING_INTERVAL_MS: "3600000",
    });
    const app = await startNextServer({
      name: "app-1",
      distDir: settings.distDir,
      port,
      env: appEnv("1", port),
      logFile: path.join(workDir, "app-1.log"),
      nodeArgs: settings.serverNodeArgs,
    });
    servers.push(app);
    const catalogBytes = await captureCatalogBytes({ app, operatorKey: demo.operatorKey, file: floorBodyFile });
    const rawFloor = await startRawFloorServer({
      bodyFile: floorBodyFile,
      logFile: path.join(workDir, "raw-floor.log"),
    });
    servers.push(rawFloor);

    const loadOptions = {
      warmupSeconds: settings.warmupSeconds,
      durationSeconds: settings.durationSeconds,
      throughputConnections: settings.throughputConnections,
      latencyConnections: settings.latencyConnections,
    };
    const endpoints = sections.has("endpoints")
      ? await measureEndpoints({ ...loadOptions, app, rawFloor, operatorKey: demo.operatorKey, catalogBytes })
      : null;
    await rawFloor.stop();

    const spin = sections.has("spin")
      ? await measureSpin({
          ...loadOptions,
          app,
          operatorKey: demo.operatorKey,
          walletSecret: demo.walletSecret,
          players: spinPlayers,
          walletCalls: 2000,
        })
      : null;

    const spinCpu = sections.has("spin-cpu")
      ? await measureSpinCpu({
          app,
          appBaseUrl,
          warmupSeconds: settings.warmupSeconds,
          spinWarmupSeconds: settings.spinCpuWarmupSeconds,
          durationSeconds: settings.durationSeconds,
        })
      : null;

    const freeRounds = sections.has("free-rounds")
      ? await measureFreeRounds({
          app,
          operatorKey: demo.operatorKey,
          operatorId: DEMO_OPERATOR,
          gameSymbol: DEMO_GAME,
          lines: 20,
          players: settings.freeRoundsPlayers,
          lookups: 2000,
        })
      : null;

    if (sections.has("growth") || sections.has("fanout") || sections.has("workload"))
      await ensureBenchGames(settings.maxCatalog);
    const growth = sections.has("growth")
      ? await measureGrowth({
          app,
          appBaseUrlForWallets: appBaseUrl,
          catalogSizes: [10, 1_000, settings.maxCatalog].filter(
            (size, index, all) => size <= settings.maxCatalog && all.indexOf(size) === index,
          ),
          storedSessionCounts: [1_000, settings.storedSessions].filter(
            (count, index, all) => all.indexOf(count) === index,
          ),
          connections: settings.latencyConnections,
          warmupSeconds: settings.warmupSeconds,
          durationSeconds: settings.durationSeconds,
        })
      : null;

    const reconciliation = sections.has("reconciliation")
      ? await measureReconciliation({
          app,
          databaseUrl: database.url,
          appBaseUrlForWallets: appBaseUrl,
          roundCounts: settings.reconciliationRounds,
          connections: settings.latencyConnections,
          warmupSeconds: settings.warmupSeconds,
          durationSeconds: settings.durationSeconds,
        })
      : null;

    const reports = sections.has("reports") ? await measureReports({ databaseUrl: database.url, repeats: 20 }) : null;
    const promotions = sections.has("promotions") ? await measurePromotions(PROMOTIONS_OPTIONS) : null;

    // Instances of the given bus on the bench database (NATS at BENCH_EVENT_BUS_URL, or LISTEN/NOTIFY when unset).
    const startBusInstance = async (bus: BenchBus, name: string) => {
      const instancePort = await freePort();
      const instance = await startNextServer({
        name: `app-${name}`,
        distDir: settings.distDir,
        port: instancePort,
        env: { ...appEnv(name, instancePort), ...(bus === "nats" ? { EVENT_BUS_URL: settings.eventBusUrl } : {}) },
        logFile: path.join(workDir, `app-${name}.log`),
        nodeArgs: settings.serverNodeArgs,
      });
      servers.push(instance);
      return instance;
    };

    const fanPlayers = { one: "bench-fan-player", spread: "bench-fan-3x-player" };
    const resumePlayers = Array.from({ length: 200 }, (_, index) => `bench-resume-${index + 1}`);
    const sessionsNeeded = Math.ceil(
      Math.max(settings.subscribers, settings.threeInstanceSubscribers) / settings.streamsPerSession,
    );
    const fanout = sections.has("fanout")
      ? await measureFanout({
          startInstance: startBusInstance,
          launchVia: app,
          operator: await createBenchOperator({
            id: "bench-fanout",
            catalogSize: Math.min(sessionsNeeded, settings.maxCatalog),
            appBaseUrl,
            players: [fanPlayers.one, fanPlayers.spread, ...resumePlayers],
          }),
          onePlayer: fanPlayers.one,
          spreadPlayer: fanPlayers.spread,
          resumePlayers,
          subscribers: settings.subscribers,
          threeInstanceSubscribers: settings.threeInstanceSubscribers,
          streamsPerSession: settings.streamsPerSession,
          rounds: settings.refreshRounds,
          growthPoints: [10, 1_000, 5_000],
        })
      : null;

    const workloadPlayers = Array.from({ length: settings.workloadPlayers }, (_, index) => `bench-wl-${index + 1}`);
    const workload = sections.has("workload")
      ? await measureWorkload({
          startInstance: (bus) => startBusInstance(bus, bus),
          operator: await createBenchOperator({
            id: "bench-workload",
            catalogSize: 1,
            appBaseUrl,
            players: workloadPlayers,
          }),
          players: workloadPlayers,
          refreshesPerSecond: settings.workloadRefreshesPerSecond,
          seconds: settings.workloadSeconds,
          tickerSeconds: settings.workloadTickerSeconds,
        })
      : null;

    const jackpots = sections.has("jackpots")
      ? await measureJackpots({
          startInstance: (name) => startBusInstance("nats", name),
          createOperator: (id, players) => createBenchOperator({ id, catalogSize: 0, appBaseUrl, players }),
          connections: [settings.latencyConnections, settings.throughputConnections],
          warmupSeconds: settings.warmupSeconds,
          durationSeconds: settings.durationSeconds,
          spinSamples: settings.jackpotSpinSamples,
          pages: settings.jackpotPages,
          streamsPerSession: settings.streamsPerSession,
          ticks: settings.jackpotTicks,
        })
      : null;

    const results: BenchResults = {
      machine,
      loadAverageAtEnd: os.loadavg(),
      runSeconds: (performance.now() - started) / 1000,
      setup: [
        `App: \`npm start\` (the server entry point in front of Next.js, NODE_ENV=production, APP_ENV=development, build ${settings.distDir}) on PostgreSQL database ${database.name}; load from autocannon in the bench process`,
        `Load runs: ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s measured; throughput at ${settings.throughputConnections} connections, latency at ${settings.latencyConnections}`,
        `Fan-out, on NATS and on LISTEN/NOTIFY, three app instances of each: ${settings.subscribers} streams = ${Math.ceil(settings.subscribers / settings.streamsPerSession)} launch sessions × ${settings.streamsPerSession} of one player on one instance, ${settings.threeInstanceSubscribers} streams of another player split over the three (the refresh POSTed to the first); raw TCP subscribers held by load-generator processes (at most 8,000 each); ${settings.refreshRounds} timed refreshes per point after one warm-up; ${resumePlayers.length} pages (one player and session each) resuming on another instance after theirs is SIGKILLed, 2 refreshes per player missed meanwhile`,
        ...busCompareSetup(busCompare),
      ],
      endpoints,
      spin,
      spinCpu,
      freeRounds,
      fanout,
      growth,
      reconciliation,
      reports,
      promotions,
      jackpots,
      workload,
      busCompare,
      notes: [],
    };
    writeReport(settings.outputFile, results);
    succeeded = true;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await disconnectPrisma();
    if (!settings.keepDatabase) await database.drop();
    // Server logs stay for a failed run (or on request, BENCH_KEEP_WORKDIR=1).
    if (succeeded && process.env.BENCH_KEEP_WORKDIR !== "1") rmSync(workDir, { recursive: true, force: true });
    else console.log(`Logs kept in ${workDir}`);
  }
}

function busCompareSetup(figures: BusCompareFigures | null): string[] {
  if (!figures) return [];
  return [
    `Bus comparison: ${figures.engines.map((engine) => `${engine.version}, ${engine.storage}`).join("; ")}; ` +
      `one publisher in the bench process and ${figures.subscribers} subscriber connections, each in a process of its own, ${figures.payloadBytes} B JSON events; ` +
      "the engines one after the other, before anything of the app started",
  ];
}

function writeReport(outputFile: string, results: BenchResults): void {
  results.notes = benchNotes(results);
  console.log(`\n${renderTable(results)}\n`);
  writeFileSync(outputFile, renderMarkdown(results));
  console.log(`Wrote ${outputFile} (run took ${Math.round(results.runSeconds)} s)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error("Bench failed:", error);
    process.exit(1);
  },
);
