import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "@/tests/support/app-server";

// Start-up against a database that is not there yet: the instance keeps listening, retries its database work
// (migrations) with backoff and says so in its log, /ready answers 503 meanwhile, and 200 once the database
// answers and the migrations are applied; a database that drops while a migration runs (a TCP proxy on loopback
// in front of the real PostgreSQL cuts every connection then); and a migration that fails on its own SQL, which no
// retry mends. PostgreSQL only: the embedded database cannot be away.

/**
 * Forwards loopback connections to PostgreSQL; the first time a client sends `cutAt`, every connection is cut,
 * with that message sent on to PostgreSQL (`delivered`, which then runs it) or lost on the way.
 */
async function startDroppingProxy(
  target: URL,
  cutAt: string,
  cut: "delivered" | "lost",
): Promise<{ port: number; cuts: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let cuts = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => sockets.delete(socket));
    }
    client.on("data", (chunk: Buffer) => {
      if (cuts === 0 && chunk.includes(cutAt)) {
        cuts += 1;
        if (cut === "delivered") upstream.write(chunk);
        // The database "goes away" with the migration's script on the wire.
        setImmediate(() => sockets.forEach((socket) => socket.destroy()));
        return;
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

async function countMigrations(
  url: string,
): Promise<{ unfinished: number; finished: number; finishedNames: number; rolledBack: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      unfinished: number;
      finished: number;
      finishedNames: number;
      rolledBack: number;
    }>(
      `SELECT count(*) FILTER (WHERE finished_at IS NULL AND rolled_back_at IS NULL)::int AS unfinished,
              count(*) FILTER (WHERE finished_at IS NOT NULL)::int AS finished,
              count(DISTINCT migration_name) FILTER (WHERE finished_at IS NOT NULL)::int AS "finishedNames",
              count(*) FILTER (WHERE rolled_back_at IS NOT NULL)::int AS "rolledBack" FROM _prisma_migrations`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one describe block (`prepare` may restrict it), dropped after the block's own afterAll hooks
 * (after hooks run in reverse order) even with connections still open to it.
 */
function useScratchDatabase(prefix: string, prepare?: (admin: pg.Client, name: string) => Promise<void>) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await prepare?.(admin, name);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgresql://127.0.0.1");
  url.pathname = `/${name}`;
  return { admin, url, name };
}

describe.runIf(process.env.TEST_DB_KIND === "postgres")("start-up while the database is unreachable", () => {
  // An empty database nobody may connect to: the app's migrations cannot start.
  const { admin, url, name } = useScratchDatabase("gp_start_up", async (client, name) => {
    await client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  });
  let app: AppServer | undefined;
  afterAll(() => app?.stop());

  it("answers /ready 503 while it retries, then 200 once the database appears and the schema is migrated", async () => {
    app = await startAppServer({
      env: {
        DATABASE_URL: url.toString(),
        LOG_LEVEL: "info",
        STARTUP_RETRY_INITIAL_MS: "100",
        STARTUP_RETRY_MAX_MS: "500",
      },
      waitFor: "health",
    });
    const notReady = await fetch(`${app.baseUrl}/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: "not_ready", checks: { database: "unreachable" } });
    // At least two failed attempts, each logged, and the process is still serving.
    await expect
      .poll(() => app!.output().match(/database start-up failed; retrying/g)?.length ?? 0, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    expect((await fetch(`${app.baseUrl}/ready`)).status).toBe(503);
    expect((await fetch(`${app.baseUrl}/health`)).status).toBe(200);

    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await expect.poll(async () => (await fetch(`${app!.baseUrl}/ready`)).status, { timeout: 60_000 }).toBe(200);
    expect(await (await fetch(`${app.baseUrl}/ready`)).json()).toEqual({ status: "ready", checks: { database: "ok" } });

    const migrated = new pg.Client({ connectionString: url.toString() });
    await migrated.connect();
    try {
      const { rows } = await migrated.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM _prisma_migrations WHERE finished_at IS NULL`,
      );
      expect(rows[0]!.pending).toBe(0);
      const tables = await migrated.query(
        `SELECT 1 FROM information_schema.tables WHERE table_name = 'launch_sessions'`,
      );
      expect(tables.rowCount).toBe(1);
    } finally {
      await migrated.end();
    }
    expect(app.output()).toContain("Game Provider Platform is ready");
  });
});

const migrationCount = () =>
  readdirSync("prisma/migrations", { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;

describe.runIf(process.env.TEST_DB_KIND === "postgres").each([
  // PostgreSQL runs the script it received and commits it; only the answer is lost.
  { cut: "delivered" as const, rolledBack: 0 },
  // The script never arrives: the migration's row says "started" and nothing else happened.
  { cut: "lost" as const, rolledBack: 1 },
])("start-up while the database drops during a migration (script $cut)", ({ cut, rolledBack }) => {
  const { url: direct } = useScratchDatabase(`gp_start_up_drop_${cut}`);
  let app: AppServer | undefined;
  let proxy: Awaited<ReturnType<typeof startDroppingProxy>> | undefined;
  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
  });

  it("retries and becomes ready with every migration applied and finished once", async () => {
    // The first migration's script (the engine's own CREATE TABLE of _prisma_migrations comes before it).
    proxy = await startDroppingProxy(direct, 'CREATE TYPE "OperatorStatus"', cut);
    const throughProxy = new URL(direct);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    app = await startAppServer({
      env: {
        DATABASE_URL: throughProxy.toString(),
        LOG_LEVEL: "info",
        STARTUP_RETRY_INITIAL_MS: "100",
        STARTUP_RETRY_MAX_MS: "500",
      },
      waitFor: "health",
    });
    await expect.poll(async () => (await fetch(`${app!.baseUrl}/ready`)).status, { timeout: 90_000 }).toBe(200);
    expect(proxy.cuts()).toBe(1);
    expect(app.output()).toMatch(/database start-up failed; retrying/);
    const migrations = await countMigrations(direct.toString());
    expect(migrations).toEqual({
      unfinished: 0,
      finished: migrationCount(),
      finishedNames: migrationCount(),
      rolledBack,
    });
    const migrated = new pg.Client({ connectionString: direct.toString() });
    await migrated.connect();
    try {
      // The last migration's work is there too: the schema is complete.
      const tables = await migrated.query(
        `SELECT 1 FROM information_schema.tables WHERE table_name = 'launch_sessions'`,
      );
      expect(tables.rowCount).toBe(1);
    } finally {
      await migrated.end();
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND === "postgres")("start-up with a migration that fails on its own SQL", () => {
  const { url } = useScratchDatabase("gp_start_up_broken");
  const prismaDir = mkdtempSync(path.join(os.tmpdir(), "gp-broken-migration-"));
  let app: AppServer | undefined;

  beforeAll(() => {
    cpSync("prisma", prismaDir, { recursive: true });
    mkdirSync(path.join(prismaDir, "migrations", "29990101000000_broken"));
    writeFileSync(
      path.join(prismaDir, "migrations", "29990101000000_broken", "migration.sql"),
      'ALTER TABLE "no_such_table" ADD COLUMN "x" INTEGER;\n',
    );
  });

  afterAll(async () => {
    await app?.stop();
    rmSync(prismaDir, { recursive: true, force: true });
  });

  it("stops start-up with one clear line instead of retrying forever", async () => {
    let output: string;
    try {
      app = await startAppServer({
        env: {
          DATABASE_URL: url.toString(),
          PRISMA_DIR: prismaDir,
          LOG_LEVEL: "info",
          STARTUP_RETRY_INITIAL_MS: "100",
          STARTUP_RETRY_MAX_MS: "500",
        },
        waitFor: "health",
      });
      await expect.poll(() => app!.process.exitCode, { timeout: 60_000 }).toBe(1);
      output = app.output();
    } catch (error) {
      // It may have stopped before it first answered /health.
      output = error instanceof Error ? error.message : String(error);
      expect(output).toMatch(/^the app server exited with 1/);
    }
    expect(output).toMatch(/Start-up failed: a migration failed on its own SQL[\s\S]*29990101000000_broken/);
    expect(output).not.toMatch(/database start-up failed; retrying/);
  }, 120_000);
});
