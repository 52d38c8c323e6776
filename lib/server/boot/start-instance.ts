import "server-only";
import http from "node:http";
import { authSecret } from "@/lib/server/auth/auth-settings";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { describeDatabaseTarget, resolveDatabaseTarget } from "@/lib/server/db/connection";
import { installEntryHooks } from "@/lib/server/entry/install-entry-hooks";
import { applyMigrations } from "@/lib/server/db/migrate";
import { isAppError } from "@/lib/base/errors";
import { stripUntrustedForwardedHeaders, trustedProxyHops } from "@/lib/server/http/forwarded-headers";
import { logger } from "@/lib/server/observability/logger";
import { startRealtimeHub } from "@/lib/server/realtime/realtime-hub";
import { startCacheVersionPush } from "@/lib/server/cache/cache-version";
import { eventBusSettings } from "@/lib/server/event-bus/event-bus-settings";
import type { DemoCredentials } from "@/lib/server/seed/demo-credentials";
import { findDemoData, type DemoDataFound } from "@/lib/server/seed/find-demo-data";
import { seedDemoData } from "@/lib/server/seed/seed-demo-data";
import { startWalletWorker } from "@/lib/server/wallet/wallet-worker";
import { startPromotionScorer } from "@/lib/server/promotions/promotion-scorer";
import { startJackpotApplier } from "@/lib/server/jackpots/jackpot-applier";
import { appBaseUrl } from "@/lib/server/http/app-base-url";
import { acquireEmbeddedDatabaseLock } from "./embedded-database-lock";
import { startPruning } from "./start-pruning";
import { installGracefulShutdown } from "./graceful-shutdown";
import { isShuttingDown, markStartUpDone } from "@/lib/server/observability/instance-lifecycle";
import { reportHealth } from "./report-health";

// Start-up of one app instance (called from instrumentation.ts when the server entry point, lib/server/entry/
// start-server.mjs, prepares the built app): check the configuration, hand the entry point its hooks, take over
// graceful shutdown, then in the background migrate, optionally seed the demo, start background workers and print
// one banner saying where everything is. The database work is retried with backoff while the database does not
// answer (or drops mid-way); the server listens meanwhile, and /ready answers 503 until that work is done.

/** Background loops of this instance, started in order once the database is ready. */
const backgroundWorkers: { name: string; start: () => void | Promise<void> }[] = [
  // Its topic first, so the bus listens for it from the start.
  { name: "cache version push", start: startCacheVersionPush },
  // Subscribes its topic and starts the event bus (lib/server/event-bus: NATS, LISTEN/NOTIFY or in-process).
  { name: "realtime hub (balance refresh)", start: startRealtimeHub },
  { name: "wallet retry worker", start: startWalletWorker },
  { name: "promotion scoring", start: startPromotionScorer },
  { name: "jackpot contributions", start: startJackpotApplier },
  { name: "rate limit pruning", start: startPruning },
];

function isOn(value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  return !["0", "false", "no", "off"].includes(text);
}

export async function startInstance(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  guardForwardedHeaders();
  reportHealth();
  const target = resolveDatabaseTarget(env);
  if (target.kind === "pglite") acquireEmbeddedDatabaseLock({ dataDir: target.dataDir, owner: "the app server" });
  // Staff sign-in cannot work without its secret in production: refuse to start rather than fail at sign-in.
  authSecret(env);
  // A malformed EVENT_BUS_URL or retention refuses to start too, rather than fail at the first refresh.
  eventBusSettings();
  installEntryHooks();
  installGracefulShutdown();
  void retryUntilDone("database start-up", async () => {
    const migrations = isOn(env.AUTO_MIGRATE, true) ? await applyMigrations({ target }) : null;
    const seed = env.DEMO_SEED?.trim() === "1" ? await seedDemoData({ env }) : null;
    // Without DEMO_SEED the banner still tells of demo data seeded before, and where its sign-ins are kept.
    const demo: DemoBanner | null = seed
      ? {
          seededNow: true,
          credentialsFile: seed.credentialsFile,
          credentials: seed.credentials,
          staffSignIn: staffSignInOf(seed.credentials),
        }
      : await findDemoData({ env }).then((found) => found && { seededNow: false as const, ...found });
    return { migrations, demo };
  }).then(async (done) => {
    if (!done) return;
    for (const worker of backgroundWorkers) await worker.start();
    markStartUpDone();
    console.log(
      renderBanner({
        baseUrl: appBaseUrl(env),
        database: describeDatabaseTarget(target),
        migrations: done.migrations,
        demo: done.demo,
        workers: backgroundWorkers.map((worker) => worker.name),
      }),
    );
  });
}

/**
 * Runs `work` until it succeeds, waiting STARTUP_RETRY_INITIAL_MS (default 500) after the first failure, doubling
 * up to STARTUP_RETRY_MAX_MS (default 10000). Our own refusals (AppError: bad configuration) are not retried but
 * end the process, as a failure before listening would. Gives up (null) once shutdown has begun.
 */
async function retryUntilDone<T>(what: string, work: () => Promise<T>): Promise<T | null> {
  const maxDelayMs = positiveIntegerSetting("STARTUP_RETRY_MAX_MS", 10_000);
  let delayMs = positiveIntegerSetting("STARTUP_RETRY_INITIAL_MS", 500);
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (isAppError(error)) exitOnStartUpFailure(error);
      if (isShuttingDown()) return null;
      logger.warn(
        { attempt, retry_in_ms: delayMs, reason: error instanceof Error ? error.message : String(error) },
        `${what} failed; retrying`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}

/**
 * With no trusted proxy (TRUSTED_PROXY_HOPS=0), forwarded headers a client wrote itself are dropped before Next.js
 * sees the request, so Next.js fills them from the socket. This is the one hook before Next.js's own handler.
 */
function guardForwardedHeaders(): void {
  const hops = trustedProxyHops();
  const holder = globalThis as { __gpForwardedHeadersGuarded?: boolean };
  if (hops > 0 || holder.__gpForwardedHeadersGuarded) return;
  holder.__gpForwardedHeadersGuarded = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") stripUntrustedForwardedHeaders((args[0] as http.IncomingMessage).headers, hops);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

function exitOnStartUpFailure(error: unknown): never {
  const known = error instanceof Error && error.name === "AppError";
  console.error("\nStart-up failed:", known ? error.message : error, "\n");
  process.exit(1);
}

/** For instrumentation.ts: a misconfigured instance (bad settings, locked database) must not serve requests. */
export async function startInstanceOrExit(): Promise<void> {
  try {
    await startInstance();
  } catch (error) {
    exitOnStartUpFailure(error);
  }
}

type DemoBanner =
  | {
      seededNow: true;
      credentialsFile: string;
      credentials: DemoCredentials;
      staffSignIn: DemoDataFound["staffSignIn"];
    }
  | (DemoDataFound & { seededNow: false });

function staffSignInOf(credentials: DemoDataFound["credentials"]): DemoDataFound["staffSignIn"] {
  return credentials?.adminEmail && credentials.adminPassword
    ? { email: credentials.adminEmail, password: credentials.adminPassword }
    : null;
}

function renderBanner(facts: {
  baseUrl: string;
  database: string;
  migrations: string[] | null;
  demo: DemoBanner | null;
  workers: string[];
}): string {
  const migrationNote =
    facts.migrations === null
      ? "automatic migration off (AUTO_MIGRATE=0)"
      : facts.migrations.length
        ? `applied ${facts.migrations.join(", ")}`
        : "schema up to date";
  const lines = [
    "Game Provider Platform is ready",
    `  App:           ${facts.baseUrl}`,
    `  Console:       ${facts.baseUrl}/console`,
    `  Database:      ${facts.database} (${migrationNote})`,
  ];
  if (facts.workers.length) lines.push(`  Workers:       ${facts.workers.join(", ")}`);
  const demo = facts.demo;
  if (!demo) {
    lines.push("  Demo data:     not seeded (start with DEMO_SEED=1, or run: npm run gp -- seed)");
  } else {
    const refresh = "npm run gp -- seed or DEMO_SEED=1 makes new ones";
    const kept = `keys and staff sign-in kept in ${demo.credentialsFile}, development only`;
    lines.push(`  Demo data:     ${demo.seededNow ? `seeded (${kept})` : `seeded earlier (${kept})`}`);
    if (demo.seededNow) {
      // Only the start that seeds prints the secrets (as `npm run demo` promises); every other start's output is a
      // log that must never hold a key or a password, so it says where they are.
      const { credentials, staffSignIn } = demo;
      lines.push(
        `  Operator:      ${credentials.operatorId}`,
        `  Operator key:  ${credentials.operatorKey}`,
        `  Master key:    ${credentials.masterKey}`,
      );
      if (staffSignIn)
        lines.push(
          `  Staff sign-in: ${staffSignIn.email} / ${staffSignIn.password} (admin, at ${facts.baseUrl}/console)`,
        );
      lines.push(
        "  Try it:",
        `    curl -H "x-provider-api-key: ${credentials.operatorKey}" ${facts.baseUrl}/api/provider/v1/games`,
      );
    } else {
      lines.push(
        demo.credentials
          ? `  Demo keys:     operator ${demo.credentials.operatorId} and master key in that file, still valid`
          : `  Demo keys:     not in that file or no longer valid (${refresh})`,
        demo.staffSignIn
          ? `  Staff sign-in: ${demo.staffSignIn.email}, password in that file (admin, at ${facts.baseUrl}/console)`
          : `  Staff sign-in: not in that file or no longer valid (${refresh})`,
      );
    }
  }
  const rule = "=".repeat(Math.min(100, Math.max(...lines.map((line) => line.length)) + 2));
  return ["", rule, ...lines, rule, ""].join("\n");
}
