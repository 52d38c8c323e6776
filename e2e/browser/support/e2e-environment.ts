import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";

// What the global setup hands the specs (one environment per worker), and the small clients they use: the operator's REST calls (launch,
// balance refresh, with the demo operator key), and on PostgreSQL direct access to the demo wallet and ledger.

export const E2E_ENVIRONMENT_VARIABLE = "GP_E2E_ENVIRONMENT";

export interface E2eEnvironment {
  databaseKind: "postgres" | "pglite";
  /** The test database, on PostgreSQL only (PGlite belongs to the app process while it runs). */
  databaseUrl: string | null;
  appUrl: string;
  /** A second app instance on the same PostgreSQL database; null on PGlite. */
  secondAppUrl: string | null;
  operatorId: string;
  operatorKey: string;
  /** The demo provider master key (any operator, chosen with operator_id). */
  masterKey: string;
  /** Console staff: the demo seed's admin, and a viewer created with the ops CLI. */
  staff: { admin: { email: string; password: string }; viewer: { email: string; password: string } };
}

/** This worker's environment: the global setup prepared one per worker (TEST_PARALLEL_INDEX, 0 …). */
export function e2eEnvironment(): E2eEnvironment {
  const text = process.env[E2E_ENVIRONMENT_VARIABLE];
  if (!text)
    throw new Error(
      `${E2E_ENVIRONMENT_VARIABLE} is not set: run the browser tests through playwright.config.ts (its global setup)`,
    );
  const environments = JSON.parse(text) as E2eEnvironment[];
  return environments[(Number(process.env.TEST_PARALLEL_INDEX) || 0) % environments.length]!;
}

/** The demo operator's in-app wallet (seeded as wallet "demo-casino", currency EUR). */
export const DEMO_WALLET_ID = "demo-casino";
export const DEMO_CURRENCY = "EUR";

export interface LaunchAnswer {
  success: true;
  session_id: string;
  launch_url: string;
  expires_at: string;
  currency: string;
  lang?: string;
}

export async function launchGame(
  environment: E2eEnvironment,
  request: {
    symbol: string;
    external_player_id: string;
    lang?: string;
    device?: string;
    return_url?: string;
    coin?: string;
    jurisdiction?: string;
    reality_check_minutes?: number;
  },
  baseUrl = environment.appUrl,
): Promise<LaunchAnswer> {
  const response = await fetch(`${baseUrl}/api/provider/v1/launch-url`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-provider-api-key": environment.operatorKey },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`launch-url answered ${response.status}: ${text}`);
  return JSON.parse(text) as LaunchAnswer;
}

export interface RefreshAnswer {
  success: true;
  sessions_found: number;
  sessions_notified: number;
  subscribers_notified: number;
  sessions: { session_id: string; active_subscribers: number; notified: boolean }[];
}

export async function refreshPlayerBalance(
  environment: E2eEnvironment,
  request: { external_player_id: string; reason?: string; request_id?: string; session_id?: string },
  baseUrl = environment.appUrl,
): Promise<RefreshAnswer> {
  const response = await fetch(`${baseUrl}/api/provider/v1/player-balance-refresh`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-provider-api-key": environment.operatorKey },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`player-balance-refresh answered ${response.status}: ${text}`);
  return JSON.parse(text) as RefreshAnswer;
}

interface ServerActions {
  child: ChildProcess;
  pending: Map<number, { resolve(): void; reject(error: Error): void }>;
  nextId: number;
}

// One server-actions.ts process per test worker and database, started at its first use.
const serverActions = new Map<string, ServerActions>();

function serverActionsFor(databaseUrl: string): ServerActions {
  const existing = serverActions.get(databaseUrl);
  if (existing) return existing;
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", path.resolve("e2e/browser/support/server-actions.ts")],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["pipe", "pipe", "pipe"] },
  );
  const actions: ServerActions = { child, pending: new Map(), nextId: 1 };
  let errors = "";
  child.stderr!.on("data", (chunk) => (errors += chunk));
  createInterface({ input: child.stdout! }).on("line", (line) => {
    const answer = JSON.parse(line) as { id: number; ok: boolean; error?: string };
    const waiting = actions.pending.get(answer.id);
    actions.pending.delete(answer.id);
    if (answer.ok) waiting?.resolve();
    else waiting?.reject(new Error(answer.error));
  });
  child.on("exit", (code) => {
    serverActions.delete(databaseUrl);
    for (const waiting of actions.pending.values())
      waiting.reject(new Error(`server actions exited (${code}):\n${errors}`));
  });
  // The worker may end while it idles: its stdin closing ends it.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?(): void }).unref?.();
  serverActions.set(databaseUrl, actions);
  return actions;
}

/** Runs one of server-actions.ts (server-only services) against the PostgreSQL test database. */
function runServerAction(environment: E2eEnvironment, action: string, args: string[]): Promise<void> {
  if (!environment.databaseUrl) throw new Error("server actions need the PostgreSQL test database");
  const actions = serverActionsFor(environment.databaseUrl);
  const id = actions.nextId++;
  return new Promise<void>((resolve, reject) => {
    actions.pending.set(id, {
      resolve,
      reject: (error) => reject(new Error(`server action ${action} failed: ${error.message}`)),
    });
    actions.child.stdin!.write(`${JSON.stringify({ id, action, args })}\n`);
  });
}

/** A deposit (or any change) in the demo wallet, with the wallet's own service setDemoWalletBalance. */
export function setDemoWalletBalance(
  environment: E2eEnvironment,
  account: { playerId: string; balance: string },
): Promise<void> {
  return runServerAction(environment, "set-demo-wallet-balance", [
    DEMO_WALLET_ID,
    account.playerId,
    DEMO_CURRENCY,
    account.balance,
  ]);
}

/** Staff end a game session (terminateLaunchSession), which signals its open pages on every instance. */
export function terminateSession(environment: E2eEnvironment, sessionId: string): Promise<void> {
  return runServerAction(environment, "terminate-session", [sessionId]);
}

/** Runs one query on the PostgreSQL test database. */
export async function queryDatabase<Row extends Record<string, unknown>>(
  environment: E2eEnvironment,
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  if (!environment.databaseUrl) throw new Error("queryDatabase needs the PostgreSQL test database");
  const client = new pg.Client({ connectionString: environment.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Integer minor units (as PostgreSQL returns a BIGINT: text) to decimal text. */
export function minorToDecimal(minor: string | number | bigint, exponent: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, "0");
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? "-" : ""}${whole}${exponent > 0 ? `.${fraction}` : ""}`;
}
