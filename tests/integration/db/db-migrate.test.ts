import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { applyMigrations } from "@/lib/server/db/migrate";

// Several instances starting at once on one empty PostgreSQL database: each applies the pending migrations at
// start-up, so they must queue behind one another (the schema engine's own lock gives up after 10 s) and every
// migration must be applied exactly once.

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB_KIND !== "postgres" || !adminUrl)("migrations on a shared PostgreSQL", () => {
  const names: string[] = [];

  async function freshDatabase(): Promise<string> {
    const name = `gp_migrate_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
    await withClient(adminUrl!, (client) => client.query(`CREATE DATABASE "${name}"`));
    names.push(name);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  afterAll(async () => {
    for (const name of names)
      await withClient(adminUrl!, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it("applies each migration once when two instances start together, and nothing on the next start", async () => {
    const url = await freshDatabase();
    const results = await Promise.all([1, 2].map(() => applyMigrations({ target: { kind: "postgres", url } })));
    const applied = results.flat();
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied).size).toBe(applied.length);
    const rows = await withClient(url, (client) =>
      client.query<{ migration_name: string; finished: boolean }>(
        "SELECT migration_name, finished_at IS NOT NULL AND rolled_back_at IS NULL AS finished FROM _prisma_migrations ORDER BY migration_name",
      ),
    );
    expect(rows.rows.map((row) => row.migration_name)).toEqual([...applied].sort());
    expect(rows.rows.every((row) => row.finished)).toBe(true);
    expect(await applyMigrations({ target: { kind: "postgres", url } })).toEqual([]);
  });

  it("waits for an instance still migrating instead of failing, however long that takes", async () => {
    const url = await freshDatabase();
    // Another instance is "migrating": it holds the queue lock.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query("SELECT pg_advisory_lock(hashtext('gp.apply_migrations'))");
    let settled = false;
    const waiting = applyMigrations({ target: { kind: "postgres", url } }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(settled).toBe(false);
    const tables = await other.query("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
    expect(tables.rows[0].present).toBe(false);
    await other.end();
    expect((await waiting).length).toBeGreaterThan(0);
  });
});

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
