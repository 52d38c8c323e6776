import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { closePglite, type DatabaseTarget } from "@/lib/server/db/connection";
import { closeDirectSql } from "@/lib/server/db/direct-sql";
import { applyMigrations } from "@/lib/server/db/migrate";
import { disconnectPrisma } from "@/lib/server/db/prisma";
import { copyPgliteTemplate, type TestDatabaseTemplate } from "./test-database-template";

// Each test file gets its own fresh, migrated database: a new PostgreSQL database when the vitest project is
// "postgres" (TEST_DATABASE_URL names the server), else a PGlite folder in a temp dir. Under vitest it is a copy of
// the run's migrated template (test-database-template.ts, the projects' global setup); elsewhere (the browser
// tests' global setup) the migrations are applied to it.

export type TestDbKind = "pglite" | "postgres";

export const testDbKind: TestDbKind = process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";

export interface TestDatabase {
  kind: TestDbKind;
  target: DatabaseTarget;
  /** Environment for a child process (app server, CLI) that should use this database. */
  env: Record<string, string>;
  /** Makes this process's `prisma` singleton use the database. */
  useInThisProcess(): void;
  /** PGlite is single-process: release it before a child process opens the folder. */
  release(): Promise<void>;
  drop(): Promise<void>;
  /** This database as a template for more (createTestDatabase's second argument): release it first. */
  template: TestDatabaseTemplate;
}

/** The template the vitest project's global setup migrated, when this runs inside vitest and one matches `kind`. */
async function migratedTemplate(kind: TestDbKind): Promise<TestDatabaseTemplate> {
  if (!process.env.VITEST) return null;
  const { inject } = await import("vitest");
  const template = inject("testDatabaseTemplate") ?? null;
  return template?.kind === kind ? template : null;
}

/** A fresh migrated database: a copy of `template` (default: the vitest run's), else migrated here. */
export async function createTestDatabase(
  kind: TestDbKind = testDbKind,
  givenTemplate?: TestDatabaseTemplate,
): Promise<TestDatabase> {
  const template = givenTemplate ?? (await migratedTemplate(kind));
  if (kind === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");
    const name = `gp_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to (a pool may linger after a release).
    if (template?.kind === "postgres")
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [template.name]);
    await admin.query(
      `CREATE DATABASE "${name}"${template?.kind === "postgres" ? ` TEMPLATE "${template.name}"` : ""}`,
    );
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const target: DatabaseTarget = { kind: "postgres", url: url.toString() };
    if (!template) await applyMigrations({ target });
    return {
      kind,
      target,
      template: { kind, name },
      env: { DATABASE_URL: target.url },
      useInThisProcess() {
        process.env.DATABASE_URL = target.url;
      },
      async release() {
        await disconnectPrisma();
      },
      async drop() {
        await disconnectPrisma();
        // The direct pools hold connections too (wallet ledger, runtime); DROP … WITH (FORCE) would cut them.
        await closeDirectSql();
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "gp-test-"));
  const dataDir = path.join(dir, "pglite");
  const target: DatabaseTarget = { kind: "pglite", dataDir };
  if (template?.kind === "pglite") copyPgliteTemplate(template.dataDir, dataDir);
  else await applyMigrations({ target });
  return {
    kind,
    target,
    template: { kind, dataDir },
    env: { PGLITE_DATA_DIR: dataDir },
    useInThisProcess() {
      delete process.env.DATABASE_URL;
      process.env.PGLITE_DATA_DIR = dataDir;
    },
    async release() {
      await disconnectPrisma();
      await closePglite(dataDir);
    },
    async drop() {
      await disconnectPrisma();
      await closePglite(dataDir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
