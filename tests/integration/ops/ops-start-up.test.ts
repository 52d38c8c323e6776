import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "@/tests/support/app-server";

// Start-up against a database that is not there yet: the instance keeps listening, retries its database work
// (migrations) with backoff and says so in its log, /ready answers 503 meanwhile, and 200 once the database
// answers and the migrations are applied. PostgreSQL only: the embedded database cannot be away.

describe.runIf(process.env.TEST_DB_KIND === "postgres")("start-up while the database is unreachable", () => {
  const name = `gp_start_up_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let app: AppServer | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    // An empty database nobody may connect to: the app's migrations cannot start.
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  });

  afterAll(async () => {
    await app?.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it("answers /ready 503 while it retries, then 200 once the database appears and the schema is migrated", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    app = await startAppServer({
      env: { DATABASE_URL: url.toString(), LOG_LEVEL: "info", STARTUP_RETRY_INITIAL_MS: "100", STARTUP_RETRY_MAX_MS: "500" },
      waitFor: "health",
    });
    const notReady = await fetch(`${app.baseUrl}/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: "not_ready", checks: { database: "unreachable" } });
    // At least two failed attempts, each logged, and the process is still serving.
    await expect.poll(() => app!.output().match(/database start-up failed; retrying/g)?.length ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${app.baseUrl}/ready`)).status).toBe(503);
    expect((await fetch(`${app.baseUrl}/health`)).status).toBe(200);

    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await expect.poll(async () => (await fetch(`${app!.baseUrl}/ready`)).status, { timeout: 60_000 }).toBe(200);
    expect(await (await fetch(`${app.baseUrl}/ready`)).json()).toEqual({ status: "ready", checks: { database: "ok" } });

    const migrated = new pg.Client({ connectionString: url.toString() });
    await migrated.connect();
    try {
      const { rows } = await migrated.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM _prisma_migrations WHERE finished_at IS NULL`);
      expect(rows[0]!.pending).toBe(0);
      const tables = await migrated.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'launch_sessions'`);
      expect(tables.rowCount).toBe(1);
    } finally {
      await migrated.end();
    }
    expect(app.output()).toContain("Game Provider Platform is ready");
  });
});
