import { spawn } from "node:child_process";
import path from "node:path";

// The seeded billing month of the browser tests: hourly revenue rollups of nova-bet in September 2025 (EUR and
// GBP, several shards and games, free rounds, rollbacks, rows just outside the month), written by the global setup
// (billing-month-seed.ts, in a child process like the staff CLI) before the app opens the database. The spec checks the statement against figures worked out by hand.

export const BILLING_OPERATOR = "nova-bet";
export const BILLING_MONTH = "2025-09";

export const BILLING_ROLLUP_ROWS = [
  {
    hour: "2025-09-03T10:00:00Z",
    game: "vs20a",
    currency: "EUR",
    shard: 0,
    rounds: 120,
    bet: 250_000,
    win: 180_000,
    freeRounds: 10,
    freeWin: 12_340,
    rolledBackRounds: 2,
    rolledBack: 1_500,
  },
  { hour: "2025-09-03T10:00:00Z", game: "vs20a", currency: "EUR", shard: 1, rounds: 80, bet: 99_999, win: 50_000 },
  { hour: "2025-09-30T23:00:00Z", game: "vs10b", currency: "EUR", shard: 0, rounds: 5, bet: 1, win: 0 },
  {
    hour: "2025-09-15T12:00:00Z",
    game: "vs20a",
    currency: "GBP",
    shard: 0,
    rounds: 40,
    bet: 40_000,
    win: 52_000,
    freeRounds: 3,
    freeWin: 1_000,
  },
  {
    hour: "2025-09-15T12:00:00Z",
    game: "vs20a",
    currency: "GBP",
    shard: 3,
    rounds: 10,
    bet: 5_000,
    win: 0,
    rolledBackRounds: 1,
    rolledBack: 500,
  },
  // Outside the month: never on its statement.
  { hour: "2025-08-31T23:00:00Z", game: "vs20a", currency: "EUR", shard: 0, rounds: 9, bet: 900_000, win: 0 },
  { hour: "2025-10-01T00:00:00Z", game: "vs20a", currency: "EUR", shard: 0, rounds: 9, bet: 900_000, win: 0 },
];

/** Writes the month's rollup rows into the database named by `env` (PGlite is single-process: not from this one). */
export async function seedBillingMonth(env: Record<string, string>): Promise<void> {
  const child = spawn(
    path.resolve("node_modules/.bin/tsx"),
    ["--conditions=react-server", path.resolve("e2e/browser/support/billing-month-seed.ts")],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`seeding the billing month failed (${code}):\n${output}`);
}
