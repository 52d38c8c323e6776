import os from "node:os";
import path from "node:path";

// What `npm run bench` runs, each figure overridable by an environment variable (README lists them).

export interface BenchSettings {
  /** PostgreSQL server where a fresh database is created and dropped (BENCH_DATABASE_URL). */
  adminDatabaseUrl: string;
  /** Build folder used for the bench (BENCH_DIST_DIR, default .next-bench); built when it holds no build. */
  distDir: string;
  /** Build again even when distDir holds a build (BENCH_REBUILD=1). */
  rebuild: boolean;
  /** Seconds of warm-up and of measurement per load run (BENCH_WARMUP_SECONDS 2, BENCH_DURATION_SECONDS 5). */
  warmupSeconds: number;
  /** Warm-up of the spin-CPU section's spins (BENCH_SPIN_CPU_WARMUP_SECONDS, default 30): the spin's code settles in the optimising compiler far later than a bare route. */
  spinCpuWarmupSeconds: number;
  durationSeconds: number;
  /** Connections for throughput and for latency (BENCH_THROUGHPUT_CONNECTIONS 64, BENCH_LATENCY_CONNECTIONS 4). */
  throughputConnections: number;
  latencyConnections: number;
  /** Open SSE subscribers of the fan-out on one instance (BENCH_SUBSCRIBERS 5000), streams per session (BENCH_STREAMS_PER_SESSION 5). */
  subscribers: number;
  streamsPerSession: number;
  /** Open SSE subscribers of the fan-out spread over three instances (BENCH_FANOUT_3X_SUBSCRIBERS 20000). */
  threeInstanceSubscribers: number;
  /** Refresh signals measured per fan-out point (BENCH_REFRESH_ROUNDS 5). */
  refreshRounds: number;
  /** The realistic workload (section workload): players with 1–4 pages each (BENCH_WORKLOAD_PLAYERS 5000), refresh
   * signals a second spread over them (BENCH_WORKLOAD_REFRESHES_PER_SECOND 1000) for BENCH_WORKLOAD_SECONDS (10), then
   * a 1 Hz ticker to every page for BENCH_WORKLOAD_TICKER_SECONDS (10); on NATS at BENCH_EVENT_BUS_URL
   * (nats://127.0.0.1:4222, the fan-out's NATS instances too) and on LISTEN/NOTIFY. */
  workloadPlayers: number;
  workloadRefreshesPerSecond: number;
  workloadSeconds: number;
  workloadTickerSeconds: number;
  eventBusUrl: string;
  /** The bus comparison (section bus-compare, no app): NATS JetStream at eventBusUrl against Redis Streams at
   * BENCH_REDIS_URL (redis://127.0.0.1:6379); BENCH_BUS_COMPARE_SUBSCRIBERS (3) subscriber connections; a steady
   * BENCH_BUS_COMPARE_RATE (1000) events/s for BENCH_BUS_COMPARE_SECONDS (10); BENCH_BUS_COMPARE_PUBLISH_COUNT (20000)
   * events at peak, once per window of BENCH_BUS_COMPARE_IN_FLIGHT (comma list, 16,256) unacknowledged publishes;
   * a resume reading BENCH_BUS_COMPARE_REPLAY
   * (10000) missed events. */
  redisUrl: string;
  busCompareSubscribers: number;
  busCompareRate: number;
  busCompareSeconds: number;
  busComparePublishCount: number;
  busCompareInFlight: number[];
  busCompareReplay: number;
  /** Stored sessions of the large launch growth point (BENCH_STORED_SESSIONS 1000000). */
  storedSessions: number;
  /** Largest catalog of the growth run (BENCH_MAX_CATALOG 10000). */
  maxCatalog: number;
  /** Players of the free-rounds campaign, awarded 10,000 per call (BENCH_FREE_ROUNDS_PLAYERS 100000). */
  freeRoundsPlayers: number;
  /** The jackpots section: ticker pages (BENCH_JACKPOT_PAGES 5000, BENCH_STREAMS_PER_SESSION per session) split over two
   * instances, BENCH_JACKPOT_TICKS (10) ticker broadcasts, BENCH_JACKPOT_SPIN_SAMPLES (500) spins each side of the
   * added-cost comparison. */
  jackpotPages: number;
  jackpotTicks: number;
  jackpotSpinSamples: number;
  /** Rounds stored at each point of the reconciliation run (BENCH_RECONCILIATION_ROUNDS, comma list; 10000,1000000). */
  reconciliationRounds: number[];
  /** Where the report goes (BENCH_OUTPUT, default BENCHMARKS.md in the project root). */
  outputFile: string;
  /** Keep the bench database afterwards for inspection (BENCH_KEEP_DATABASE=1). */
  keepDatabase: boolean;
  /** Working folder for logs and files (a fresh temp folder). */
  workDir: string;
  /** Sections to run (BENCH_SECTIONS, comma-separated; default all): endpoints, spin, spin-cpu, free-rounds, growth, fanout, reconciliation, reports, workload, bus-compare, promotions, jackpots. */
  sections: ReadonlySet<BenchSection>;
  /** Extra node flags for the app servers (BENCH_SERVER_NODE_ARGS, space-separated), e.g. --cpu-prof. */
  serverNodeArgs: string[];
}

export const BENCH_SECTIONS = [
  "endpoints",
  "spin",
  "spin-cpu",
  "free-rounds",
  "growth",
  "fanout",
  "reconciliation",
  "reports",
  "workload",
  "bus-compare",
  "promotions",
  "jackpots",
] as const;
export type BenchSection = (typeof BENCH_SECTIONS)[number];

/** Sections that measure no app: with only these selected, the run builds, seeds and starts nothing. */
export const APPLESS_SECTIONS: ReadonlySet<BenchSection> = new Set(["bus-compare"]);

/** Sections that measure in the bench process on the bench database alone: with only these selected, the run creates
 * the database and builds, seeds and starts nothing else (no app build needed). */
export const DATABASE_ONLY_SECTIONS: ReadonlySet<BenchSection> = new Set(["promotions"]);

function sections(): ReadonlySet<BenchSection> {
  const raw = process.env.BENCH_SECTIONS?.trim();
  if (!raw) return new Set(BENCH_SECTIONS);
  const names = raw.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(BENCH_SECTIONS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`BENCH_SECTIONS: unknown section(s) ${unknown.join(", ")}; use ${BENCH_SECTIONS.join(", ")}`);
  return new Set(names as BenchSection[]);
}

function integer(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function integers(name: string, fallback: number[]): number[] {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  return raw.split(",").map((part) => {
    const value = Number(part.trim());
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new Error(`${name} must list positive integers, got "${raw}"`);
    return value;
  });
}

export function benchSettings(workDir: string): BenchSettings {
  return {
    adminDatabaseUrl: process.env.BENCH_DATABASE_URL?.trim() || "postgresql://postgres@127.0.0.1:5432/postgres",
    distDir: process.env.BENCH_DIST_DIR?.trim() || ".next-bench",
    rebuild: process.env.BENCH_REBUILD?.trim() === "1",
    warmupSeconds: integer("BENCH_WARMUP_SECONDS", 2),
    spinCpuWarmupSeconds: integer("BENCH_SPIN_CPU_WARMUP_SECONDS", 30),
    durationSeconds: integer("BENCH_DURATION_SECONDS", 5),
    throughputConnections: integer("BENCH_THROUGHPUT_CONNECTIONS", 64),
    latencyConnections: integer("BENCH_LATENCY_CONNECTIONS", 4),
    subscribers: integer("BENCH_SUBSCRIBERS", 5000),
    streamsPerSession: integer("BENCH_STREAMS_PER_SESSION", 5),
    threeInstanceSubscribers: integer("BENCH_FANOUT_3X_SUBSCRIBERS", 20_000),
    refreshRounds: integer("BENCH_REFRESH_ROUNDS", 5),
    workloadPlayers: integer("BENCH_WORKLOAD_PLAYERS", 5000),
    workloadRefreshesPerSecond: integer("BENCH_WORKLOAD_REFRESHES_PER_SECOND", 1000),
    workloadSeconds: integer("BENCH_WORKLOAD_SECONDS", 10),
    workloadTickerSeconds: integer("BENCH_WORKLOAD_TICKER_SECONDS", 10),
    eventBusUrl: process.env.BENCH_EVENT_BUS_URL?.trim() || "nats://127.0.0.1:4222",
    redisUrl: process.env.BENCH_REDIS_URL?.trim() || "redis://127.0.0.1:6379",
    busCompareSubscribers: integer("BENCH_BUS_COMPARE_SUBSCRIBERS", 3),
    busCompareRate: integer("BENCH_BUS_COMPARE_RATE", 1000),
    busCompareSeconds: integer("BENCH_BUS_COMPARE_SECONDS", 10),
    busComparePublishCount: integer("BENCH_BUS_COMPARE_PUBLISH_COUNT", 20_000),
    busCompareInFlight: integers("BENCH_BUS_COMPARE_IN_FLIGHT", [16, 256]),
    busCompareReplay: integer("BENCH_BUS_COMPARE_REPLAY", 10_000),
    storedSessions: integer("BENCH_STORED_SESSIONS", 1_000_000),
    maxCatalog: integer("BENCH_MAX_CATALOG", 10_000),
    freeRoundsPlayers: integer("BENCH_FREE_ROUNDS_PLAYERS", 100_000),
    jackpotPages: integer("BENCH_JACKPOT_PAGES", 5000),
    jackpotTicks: integer("BENCH_JACKPOT_TICKS", 10),
    jackpotSpinSamples: integer("BENCH_JACKPOT_SPIN_SAMPLES", 500),
    reconciliationRounds: integers("BENCH_RECONCILIATION_ROUNDS", [10_000, 1_000_000]),
    outputFile: path.resolve(process.env.BENCH_OUTPUT?.trim() || "BENCHMARKS.md"),
    keepDatabase: process.env.BENCH_KEEP_DATABASE?.trim() === "1",
    workDir: workDir || os.tmpdir(),
    sections: sections(),
    serverNodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter(Boolean),
  };
}
