import "server-only";
import { authSecret } from "@/lib/server/auth/auth-settings";
import { describeDatabaseTarget, resolveDatabaseTarget } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrate";
import { startRealtimeHub } from "@/lib/server/realtime/realtime-hub";
import { startRateLimitBucketPruning } from "@/lib/server/security/prune-rate-limit-buckets";
import { seedDemoData, type DemoSeedResult } from "@/lib/server/seed/seed-demo-data";
import { startWalletWorker } from "@/lib/server/wallet/wallet-worker";
import { appBaseUrl } from "./app-base-url";
import { acquireEmbeddedDatabaseLock } from "./embedded-database-lock";
import { installGracefulShutdown } from "./graceful-shutdown";

// Start-up of one app instance (called from instrumentation.ts at `next start`): migrate, optionally seed the
// demo, start background workers, take over graceful shutdown, then print one banner saying where everything is.

/** Background loops of this instance, started in order once the database is ready. */
const backgroundWorkers: { name: string; start: () => void | Promise<void> }[] = [
  { name: "realtime hub (balance refresh)", start: startRealtimeHub },
  { name: "wallet retry worker", start: startWalletWorker },
  { name: "rate limit pruning", start: startRateLimitBucketPruning },
];

function isOn(value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  return !["0", "false", "no", "off"].includes(text);
}

export async function startInstance(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const target = resolveDatabaseTarget(env);
  if (target.kind === "pglite") acquireEmbeddedDatabaseLock({ dataDir: target.dataDir, owner: "the app server" });

  const migrations = isOn(env.AUTO_MIGRATE, true) ? await applyMigrations({ target }) : null;
  const seed = env.DEMO_SEED?.trim() === "1" ? await seedDemoData({ env }) : null;
  // Staff sign-in cannot work without its secret in production: refuse to start rather than fail at sign-in.
  authSecret(env);
  for (const worker of backgroundWorkers) await worker.start();
  installGracefulShutdown();

  console.log(
    renderBanner({
      baseUrl: appBaseUrl(env),
      database: describeDatabaseTarget(target),
      migrations,
      seed,
      workers: backgroundWorkers.map((worker) => worker.name),
    }),
  );
}

/** For instrumentation.ts: a half-started instance (no schema, locked database) must not serve requests. */
export async function startInstanceOrExit(): Promise<void> {
  try {
    await startInstance();
  } catch (error) {
    const known = error instanceof Error && error.name === "AppError";
    console.error("\nStart-up failed:", known ? error.message : error, "\n");
    process.exit(1);
  }
}

function renderBanner(facts: {
  baseUrl: string;
  database: string;
  migrations: string[] | null;
  seed: DemoSeedResult | null;
  workers: string[];
}): string {
  const migrationNote =
    facts.migrations === null ? "automatic migration off (AUTO_MIGRATE=0)" : facts.migrations.length ? `applied ${facts.migrations.join(", ")}` : "schema up to date";
  const lines = [
    "Game Provider Platform is ready",
    `  App:           ${facts.baseUrl}`,
    `  Console:       ${facts.baseUrl}/console`,
    `  Database:      ${facts.database} (${migrationNote})`,
  ];
  if (facts.workers.length) lines.push(`  Workers:       ${facts.workers.join(", ")}`);
  if (facts.seed) {
    const { credentials, credentialsFile } = facts.seed;
    lines.push(
      `  Demo data:     seeded (keys kept in ${credentialsFile}, development only)`,
      `  Operator:      ${credentials.operatorId}`,
      `  Operator key:  ${credentials.operatorKey}`,
      `  Master key:    ${credentials.masterKey}`,
      ...(credentials.adminEmail && credentials.adminPassword
        ? [`  Staff sign-in: ${credentials.adminEmail} / ${credentials.adminPassword} (admin, at ${facts.baseUrl}/console)`]
        : []),
      "  Try it:",
      `    curl -H "x-provider-api-key: ${credentials.operatorKey}" ${facts.baseUrl}/api/provider/v1/games`,
    );
  } else {
    lines.push("  Demo data:     not seeded (start with DEMO_SEED=1, or run: npm run gp -- seed)");
  }
  const rule = "=".repeat(Math.min(100, Math.max(...lines.map((line) => line.length)) + 2));
  return ["", rule, ...lines, rule, ""].join("\n");
}
