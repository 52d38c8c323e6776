import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectPrisma } from "@/lib/server/db/prisma";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createProviderWorld, type ProviderWorld } from "@/tests/integration/support/provider-fixtures";

// Rate-limit leasing (lib/server/security/provider-rate-limits.ts): an instance takes up to 10 of a key's tokens
// in one statement and spends them locally. It must still refuse past the limit: on one instance exactly the
// burst is granted; over two instances never more than the burst (leases only take what the bucket holds), and
// at most the tokens the other instance holds unspent fewer (2 × batch).

const GAMES_PATH = "/api/provider/v1/games";
const BURST = 100;
const BATCH = 10;
const EXTRA = 30;
// Migrating a fresh database and starting the built app can take minutes on a loaded machine.
const START_TIMEOUT_MS = 600_000;

// One token per 100 s: nothing refills while the requests run, so the counts are exact.
const LIMIT_ENV = {
  RATE_LIMIT_ENABLED: "true",
  RATE_LIMIT_PER_KEY_BURST: String(BURST),
  RATE_LIMIT_PER_KEY_PER_SECOND: "0.01",
  RATE_LIMIT_LEASE_BATCH: String(BATCH),
  // Long enough that no lease expires mid-test on a loaded machine.
  RATE_LIMIT_LEASE_MS: "600000",
};

async function statusesOf(apps: AppServer[], key: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  // Eight at a time: concurrent enough to race leases, gentle on a shared machine.
  for (let start = 0; start < count; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, async (_, offset) => {
        const app = apps[(start + offset) % apps.length]!;
        const response = await fetch(`${app.baseUrl}${GAMES_PATH}`, { headers: { "x-provider-api-key": key } });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    statuses.push(...batch);
  }
  return statuses;
}

describe("rate-limit leasing on one instance", () => {
  let database: TestDatabase;
  let world: ProviderWorld;
  let app: AppServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    await disconnectPrisma();
    database.useInThisProcess();
    world = await createProviderWorld();
    await database.release();
    app = await startAppServer({ env: { ...database.env, ...LIMIT_ENV } });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("grants exactly the burst and refuses everything past it", async () => {
    const statuses = await statusesOf([app], world.alphaKey, BURST + EXTRA);
    expect(statuses.filter((status) => status === 200)).toHaveLength(BURST);
    expect(statuses.filter((status) => status === 429)).toHaveLength(EXTRA);
    // Another key has its own bucket.
    expect((await statusesOf([app], world.betaKey, 1))[0]).toBe(200);
  });
});

describe.runIf(process.env.TEST_DB_KIND === "postgres")("rate-limit leasing over two instances (PostgreSQL)", () => {
  let database: TestDatabase;
  let world: ProviderWorld;
  let apps: AppServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await disconnectPrisma();
    database.useInThisProcess();
    world = await createProviderWorld();
    await database.release();
    const env = { ...database.env, ...LIMIT_ENV };
    apps = [await startAppServer({ env }), await startAppServer({ env })];
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
  });

  it("never grants more than the shared burst, and at most the unspent leases fewer", async () => {
    const statuses = await statusesOf(apps, world.alphaKey, BURST + EXTRA);
    const granted = statuses.filter((status) => status === 200).length;
    expect(granted).toBeLessThanOrEqual(BURST);
    expect(granted).toBeGreaterThanOrEqual(BURST - 2 * BATCH);
    expect(statuses.filter((status) => status === 429).length).toBe(BURST + EXTRA - granted);
  });
});
