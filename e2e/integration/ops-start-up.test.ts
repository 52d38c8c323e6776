import { readdirSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server";

// Start-up against a database that is not there yet: the instance keeps listening, retries its database work
// (migrations) with backoff and says so in its log, /ready answers 503 meanwhile, and 200 once the database
// answers and the migrations are applied; and a database that drops while a migration runs (a TCP proxy on
// loopback in front of the real PostgreSQL cuts every connection then). PostgreSQL only: the embedded database
// cannot be away.

/** Forwards loopback connections to PostgreSQL; the first time a client sends `cutAt`, every connection is cut. */
async function startDroppingProxy(target: URL, cutAt: string): Promise<{ port: number; cuts: () => number; close: () => Promise<void> }> {
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
      upstream.write(chunk);
      if (cuts === 0 && chunk.includes(cutAt)) {
        cuts += 1;
        // The database "goes away" with the migration's script on the wire.
        setImmediate(() => sockets.forEach((socket) => socket.destroy()));
      }
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

async function countMigrations(url: string): Promise<{ unfinished: number; finished: number; rolledBack: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ unfinished: number; finished: number; rolledBack: number }>(
      `SELECT count(*) FILTER (WHERE finished_at IS NULL AND rolled_back_at IS NULL)::int AS unfinished,
              count(*) FILTER (WHERE finished_at IS NOT NULL)::int AS finished,
              count(*) FILTER (WHERE rolled_back_at IS NOT NULL)::int AS "rolledBack" FROM _prisma_migrations`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

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

describe.runIf(process.env.TEST_DB_KIND === "postgres")("start-up while the database drops during a migration", () => {
  const name = `gp_start_up_drop_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let app: AppServer | undefined;
  let proxy: Awaited<ReturnType<typeof startDroppingProxy>> | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
  });

  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it("retries, applies the interrupted migration again and becomes ready with every migration finished", async () => {
    const direct = new URL(process.env.TEST_DATABASE_URL!);
    direct.pathname = `/${name}`;
    // The first migration's script (the engine's own CREATE TABLE of _prisma_migrations comes before it).
    proxy = await startDroppingProxy(direct, 'CREATE TYPE "OperatorStatus"');
    const throughProxy = new URL(direct);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    app = await startAppServer({
      env: { DATABASE_URL: throughProxy.toString(), LOG_LEVEL: "info", STARTUP_RETRY_INITIAL_MS: "100", STARTUP_RETRY_MAX_MS: "500" },
      waitFor: "health",
    });
    await expect.poll(async () => (await fetch(`${app!.baseUrl}/ready`)).status, { timeout: 90_000 }).toBe(200);
    expect(proxy.cuts()).toBe(1);
    expect(app.output()).toMatch(/database start-up failed; retrying/);
    const migrations = await countMigrations(direct.toString());
    expect(migrations.unfinished).toBe(0);
    expect(migrations.finished).toBe(readdirSync("prisma/migrations", { withFileTypes: true }).filter((entry) => entry.isDirectory()).length);
    // The migration the drop cut off was recorded as failed; it is marked rolled back and ran again.
    expect(migrations.rolledBack).toBe(1);
  });
});
