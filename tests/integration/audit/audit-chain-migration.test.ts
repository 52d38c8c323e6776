import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { GENESIS_HASH } from "@/lib/server/audit/audit-chain-hash";
import { verifyAuditChain } from "@/lib/server/audit/verify-audit-chain";
import { closePglite, type DatabaseTarget } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrate";
import { disconnectPrisma, prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import { testDbKind } from "@/tests/support/test-database";

// The hash chain's migration on a database whose audit log already has rows: it chains them in id order after
// the genesis, and `audit verify` passes; the next audited write continues that chain.

const CHAIN_MIGRATION = "20261128102902_audit_log_hash_chain";

describe("the audit chain's migration over an existing audit log", { timeout: 180_000 }, () => {
  const savedEnv = { ...process.env };
  const dir = mkdtempSync(path.join(os.tmpdir(), "gp-audit-chain-migration-"));
  let target: DatabaseTarget | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  /** A copy of prisma/ holding the migrations before the chain's (or all of them). */
  function copyMigrations(all: boolean) {
    const migrations = path.join(dir, "prisma", "migrations");
    mkdirSync(migrations, { recursive: true });
    cpSync("prisma/schema.prisma", path.join(dir, "prisma", "schema.prisma"));
    cpSync("prisma/migrations/migration_lock.toml", path.join(migrations, "migration_lock.toml"));
    for (const name of readdirSync("prisma/migrations")) {
      if (name.endsWith(".toml") || (!all && name >= CHAIN_MIGRATION)) continue;
      cpSync(path.join("prisma/migrations", name), path.join(migrations, name), { recursive: true });
    }
    process.env.PRISMA_DIR = path.join(dir, "prisma");
  }

  async function emptyDatabase(): Promise<DatabaseTarget> {
    if (testDbKind === "pglite") {
      const dataDir = path.join(dir, "pglite");
      delete process.env.DATABASE_URL;
      process.env.PGLITE_DATA_DIR = dataDir;
      return { kind: "pglite", dataDir };
    }
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `gp_audit_chain_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    return { kind: "postgres", url: url.toString() };
  }

  afterAll(async () => {
    await disconnectPrisma();
    if (target?.kind === "pglite") await closePglite(target.dataDir);
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
    process.env = savedEnv;
  });

  it("chains the rows written before it in id order, and the chain verifies", async () => {
    target = await emptyDatabase();
    copyMigrations(false);
    expect(await applyMigrations({ target })).not.toContain(CHAIN_MIGRATION);
    // Rows as the app wrote them before the chain: written out of time order, with JSON of every shape.
    await prisma.$executeRaw`
      INSERT INTO audit_log (at, actor, action, target_type, target_id, before, after) VALUES
        ('2026-11-20 10:00:00.123', 'system:seed', 'operator.create', 'operator', 'acme', NULL, '{"id": "acme", "name": "Acme"}'),
        ('2026-11-19 09:00:00', 'console:zoë@example.com', 'operator.update', 'operator', 'acme',
         '{"name": "Acme", "z": [1, 2.50]}', '{"name": "Acme \\"Casino\\"\\n", "z": [1, 2.50]}'),
        ('2026-11-21 08:30:00.5', 'cli:bob', 'api_key.revoke', 'api_key', NULL, '{"k": {"b": 1, "a": null}}', NULL)`;

    copyMigrations(true);
    expect(await applyMigrations({ target })).toContain(CHAIN_MIGRATION);

    const rows = await prisma.auditLog.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((row) => row.seq)).toEqual([1n, 2n, 3n]);
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    expect(rows[2]!.prevHash).toBe(rows[1]!.hash);
    const verification = await verifyAuditChain();
    expect(verification.problem).toBeNull();
    expect(verification).toMatchObject({ ok: true, verified: 3 });
    expect(verification.head).toMatchObject({ seq: 3n, hash: rows[2]!.hash, at: rows[2]!.at });

    // The next audited write is chain position 4, linked to the migrated rows.
    await createOperator({ id: "globex", name: "Globex", actor: "test:chain" });
    const next = await prisma.auditLog.findFirstOrThrow({ where: { action: "operator.create", targetId: "globex" } });
    expect(next).toMatchObject({ seq: 4n, prevHash: rows[2]!.hash });
    expect(await verifyAuditChain()).toMatchObject({ ok: true, verified: 4 });
  });
});
