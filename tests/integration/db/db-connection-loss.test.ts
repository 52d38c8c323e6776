import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directQuery } from "@/lib/server/db/direct-sql";
import { createTestDatabase, testDbKind, type TestDatabase } from "@/tests/support/test-database";

// A read whose database connection is cut while it runs (pg_terminate_backend, as a restart or a proxy would)
// is sent once more on a fresh connection; a write is not.
// PostgreSQL only: the embedded database has no connection to lose.

describe.runIf(testDbKind === "postgres")("reads that lose their connection", () => {
  let database: TestDatabase;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    database.useInThisProcess();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.drop();
  });

  /** Terminates the backend running the statement marked `marker` once it is seen running; resolves with how many. */
  async function cutWhenRunning(marker: string): Promise<number> {
    for (let tries = 0; tries < 3000; tries++) {
      const { rows } = await admin.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()",
        [`%${marker}%`],
      );
      if (rows.length > 0) {
        await admin.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [
          rows.map((row) => row.pid),
        ]);
        return rows.length;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`statement ${marker} never ran`);
  }

  it("sends a direct read once more after its connection was terminated", async () => {
    const read = directQuery<{ answer: string }>(
      { name: "gp_test_cut_read", text: "SELECT /* cut-direct-read */ pg_sleep(1)::text || 'read' AS answer" },
      [],
      "durable",
    );
    expect(await cutWhenRunning("cut-direct-read")).toBe(1);
    expect(await read).toEqual([{ answer: "read" }]);
  });

  it("does not resend a write", async () => {
    const write = directQuery(
      {
        name: "gp_test_cut_write",
        text: "UPDATE operators SET name = name WHERE id = (SELECT /* cut-write */ pg_sleep(1)::text)",
      },
      [],
      "durable",
    );
    // The assertion holds the promise from the start: its rejection may come before the cut returns (unhandled otherwise).
    const refused = expect(write).rejects.toThrow(/terminat/i);
    expect(await cutWhenRunning("cut-write")).toBe(1);
    await refused;
  });
});
