import type { FullConfig } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { seedBillingMonth } from "./support/billing-month";
import { createStaffAccount } from "./support/console-staff";
import { E2E_ENVIRONMENT_VARIABLE, type E2eEnvironment } from "./support/e2e-environment";

// Prepares the browser tests: one environment per Playwright worker, so spec files run in parallel without
// sharing an operator, a wallet or players. Each is a fresh migrated database (a new PostgreSQL database when
// TEST_DATABASE_URL is set, else an embedded PGlite folder), the BUILT app started on it with the demo data seeded
// (DEMO_SEED=1 runs lib/server/seed/seed-demo-data.ts at start-up, so the demo wallet's address is the app's own),
// and on PostgreSQL a second instance on the same database for the cross-instance balance refresh. Nothing is
// built here: `npm run build` (with the same NEXT_DIST_DIR) comes first. The specs get URLs and keys through
// GP_E2E_ENVIRONMENT (e2eEnvironment() picks their worker's); the returned function stops the servers and drops
// the databases.

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
  const stops: (() => Promise<void>)[] = [];
  // In order: the app servers (added first) before the databases they use.
  const stopAll = async () => {
    for (const stop of stops) await stop();
  };
  try {
    // The migrations are applied once: every other worker's database is a copy of the first, made before any app
    // opens it.
    const first = await createTestDatabase(kind);
    await first.release(); // PGlite is single-process: the app server opens the folder from here on
    const databases = [first];
    stops.push(() => first.drop());
    for (let worker = 1; worker < Math.max(1, config.workers); worker++) {
      const copy = await createTestDatabase(kind, first.template);
      await copy.release();
      databases.push(copy);
      stops.push(() => copy.drop());
    }
    const environments = await Promise.all(
      databases.map((database) => startEnvironment(database, (stop) => stops.unshift(stop))),
    );
    process.env[E2E_ENVIRONMENT_VARIABLE] = JSON.stringify(environments);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

async function startEnvironment(
  database: TestDatabase,
  onStop: (stop: () => Promise<void>) => void,
): Promise<E2eEnvironment> {
  const kind = database.kind;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-e2e-data-"));
  const servers: AppServer[] = [];
  onStop(async () => {
    if (process.env.GP_E2E_SHOW_SERVER_LOGS === "1") {
      for (const server of servers) console.log(`\n--- app server ${server.baseUrl} ---\n${server.output()}`);
    }
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  try {
    // A reality-check "minute" lasts 30 s here, so game-jurisdiction.spec.ts sees a reality check within a test.
    // Tournaments settle 2 s after they end (not 120), so promotions-journey.spec.ts sees one paid within a test.
    const sharedEnv = {
      ...database.env,
      DATA_DIR: dataDir,
      APP_ENV: "test",
      REALITY_CHECK_MINUTE_MS: "30000",
      PROMOTION_SETTLE_DELAY_SECONDS: "2",
    };
    // Created before any app instance opens the database (PGlite allows one process at a time).
    const viewer = await createStaffAccount(sharedEnv, {
      email: "viewer@demo.local",
      name: "Demo Viewer",
      role: "viewer",
    });
    // The billing spec's seeded month of hourly revenue rollups.
    await seedBillingMonth(sharedEnv);
    const primary = await startAppServer({ env: { ...sharedEnv, DEMO_SEED: "1" } });
    servers.push(primary);
    // The second instance shares the database but not the seeding: the demo wallet keeps the first one's address.
    const secondary = kind === "postgres" ? await startAppServer({ env: sharedEnv }) : null;
    if (secondary) servers.push(secondary);

    const credentials = JSON.parse(await readFile(path.join(dataDir, "demo-credentials.json"), "utf8")) as {
      operatorId: string;
      operatorKey: string;
      masterKey: string;
      adminEmail: string;
      adminPassword: string;
    };
    return {
      databaseKind: kind,
      databaseUrl: kind === "postgres" ? database.env.DATABASE_URL! : null,
      appUrl: primary.baseUrl,
      secondAppUrl: secondary?.baseUrl ?? null,
      operatorId: credentials.operatorId,
      operatorKey: credentials.operatorKey,
      masterKey: credentials.masterKey,
      staff: { admin: { email: credentials.adminEmail, password: credentials.adminPassword }, viewer },
    };
  } catch (error) {
    for (const server of servers) console.error(`\n--- app server ${server.baseUrl} ---\n${server.output()}`);
    throw error;
  }
}
