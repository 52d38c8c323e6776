import { parseArgs } from "node:util";

// What `npm run soak -- --minutes N` runs. Every figure has a flag and an environment variable (flag wins).

export interface SoakSettings {
  /** Measured minutes after the warm-up (--minutes, SOAK_MINUTES; default 30). */
  minutes: number;
  /** Warm-up minutes, run at full load but left out of the memory baseline (--warmup, SOAK_WARMUP_MINUTES; 2). */
  warmupMinutes: number;
  /** Requests per second of the open-loop mix, across all instances (--rate, SOAK_RATE; 20, sized for a 2-core
   *  machine: a sustained peak, not a stress test). */
  rate: number;
  /** App instances sharing the PostgreSQL database (--instances, SOAK_INSTANCES; 2). */
  instances: number;
  /** Game-page event streams kept open and churned (--streams, SOAK_STREAMS; 100: one per page, as a browser opens). */
  streams: number;
  /** Game sessions in play at once, one player each (--sessions, SOAK_SESSIONS; 100). */
  sessions: number;
  /** Seconds per reported window (--window, SOAK_WINDOW_SECONDS; 60). */
  windowSeconds: number;
  /** PostgreSQL server where a fresh database is created and dropped (SOAK_DATABASE_URL). */
  adminDatabaseUrl: string;
  /** Build folder (SOAK_DIST_DIR, default .next-bench, shared with the bench); built when it holds no build. */
  distDir: string;
  /** Report file (--output, SOAK_OUTPUT; default SOAK.md in the project root). */
  outputFile: string;
}

const FLAGS = {
  minutes: { type: "string" },
  warmup: { type: "string" },
  rate: { type: "string" },
  instances: { type: "string" },
  streams: { type: "string" },
  sessions: { type: "string" },
  window: { type: "string" },
  output: { type: "string" },
} as const;

function positiveNumber(
  label: string,
  raw: string | undefined,
  fallback: number,
  { integer }: { integer: boolean },
): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isSafeInteger(value))) {
    throw new Error(`${label} must be a positive ${integer ? "integer" : "number"}, got "${text}"`);
  }
  return value;
}

export function soakSettings(argv: string[]): SoakSettings {
  const { values } = parseArgs({ args: argv, options: FLAGS, strict: true, allowPositionals: false });
  const env = process.env;
  const number = (flag: keyof typeof FLAGS, envName: string, fallback: number, integer = false) =>
    positiveNumber(`--${flag} / ${envName}`, values[flag] ?? env[envName], fallback, { integer });
  return {
    minutes: number("minutes", "SOAK_MINUTES", 30),
    warmupMinutes: number("warmup", "SOAK_WARMUP_MINUTES", 2),
    rate: number("rate", "SOAK_RATE", 20),
    instances: number("instances", "SOAK_INSTANCES", 2, true),
    streams: number("streams", "SOAK_STREAMS", 100, true),
    sessions: number("sessions", "SOAK_SESSIONS", 100, true),
    windowSeconds: number("window", "SOAK_WINDOW_SECONDS", 60, true),
    adminDatabaseUrl: env.SOAK_DATABASE_URL?.trim() || "postgresql://postgres@127.0.0.1:5432/postgres",
    distDir: env.SOAK_DIST_DIR?.trim() || ".next-bench",
    outputFile: values.output?.trim() || env.SOAK_OUTPUT?.trim() || "SOAK.md",
  };
}
