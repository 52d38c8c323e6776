import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENESIS_HASH } from "@/lib/server/audit/audit-chain-hash";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { verifyAuditChain } from "@/lib/server/audit/verify-audit-chain";
import { prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import { runGpProcess } from "@/tests/support/gp-process";
import { createTestDatabase, testDbKind, type TestDatabase } from "@/tests/support/test-database";

// The audit log's hash chain (issue 31) on a real database: concurrent audited transactions through a real
// service form one chain, SQL (the trigger) and TypeScript (verify) hash alike, and `npm run gp -- audit verify`
// run as a process names the row someone edited or deleted in the database.

describe("the audit log's hash chain", { timeout: 180_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const savedEnv = { ...process.env };

  async function verifyFromCli(...flags: string[]) {
    // PGlite is one process at a time: this one lets go of it while the CLI runs.
    await database.release();
    return runGpProcess(["audit", "verify", ...flags], env);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-audit-chain-"));
    const settings = { DATA_DIR: dataDir, GP_ACTOR: "qa", APP_ENV: "development" };
    env = { ...process.env, DATABASE_URL: "", ...database.env, ...settings };
    database.useInThisProcess();
    Object.assign(process.env, settings);
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.env = savedEnv;
  });

  it("starts from the genesis: an empty log verifies, its head seq 0 and 64 zeros", async () => {
    expect(await prisma.auditLog.count()).toBe(0);
    const verification = await verifyAuditChain();
    expect(verification).toMatchObject({ ok: true, verified: 0, problem: null });
    expect(verification.head).toMatchObject({ seq: 0n, hash: GENESIS_HASH, at: null });
  });

  it("chains the rows of 50 concurrent audited transactions into one line: no fork, no gap", async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createOperator({ id: `chain-${index}`, name: `Chain ${index}`, actor: "test:chain" }),
      ),
    );
    expect(created).toHaveLength(50);
    const rows = await prisma.auditLog.findMany({ orderBy: { seq: "asc" } });
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => BigInt(index + 1)));
    expect(rows.map((row) => row.prevHash)).toEqual([GENESIS_HASH, ...rows.slice(0, -1).map((row) => row.hash)]);
    // A fork would be two rows linking to the same previous hash.
    expect(new Set(rows.map((row) => row.prevHash)).size).toBe(rows.length);
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);

    const verification = await verifyAuditChain({ batchSize: 7 });
    expect(verification.problem).toBeNull();
    expect(verification.ok).toBe(true);
    expect(verification.verified).toBe(rows.length);
    expect(verification.head).toMatchObject({ seq: BigInt(rows.length), hash: rows.at(-1)!.hash, at: rows.at(-1)!.at });
  });

  it("hashes awkward text and JSON in SQL exactly as verify does in TypeScript, direct SQL writers included", async () => {
    await prisma.$transaction(async (db) => {
      await recordAudit({
        db,
        actor: 'cli:"zoë"\\\u0001\t😀',
        action: "test.awkward",
        target: { type: "test", id: "line\nbreak" },
        before: { z: 1, a: { é: [1.5, -0, 1e21, "\u007f\u2028"] }, big: 12345678901234567890n },
        after: { nested: [{ b: null, a: true }], empty: {}, list: [] },
      });
    });
    await prisma.$executeRaw`
      INSERT INTO audit_log (actor, action, target_type, target_id, before, after)
      VALUES ('system:sql', 'test.direct_sql', 'test', NULL, '{"n": 2.50, "k": 12345678901234567890}'::jsonb, 'null'::jsonb)`;
    const verification = await verifyAuditChain();
    expect(verification.problem).toBeNull();
    expect(verification.head?.seq).toBe(BigInt(await prisma.auditLog.count()));
  });

  it("names the row whose data was edited in the database: `audit verify` exits 1 from the CLI", async () => {
    const [saved] = await prisma.$queryRaw<{ original: string }[]>`
      SELECT after::text AS original FROM audit_log WHERE seq = 10`;
    const original = saved!.original;
    const target = await prisma.auditLog.findUniqueOrThrow({ where: { seq: 10n } });
    await prisma.$executeRaw`UPDATE audit_log SET after = jsonb_set(after, '{name}', '"Mallory"') WHERE seq = 10`;

    const json = await verifyFromCli("--json");
    expect(json.stderr).toBe("");
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { ok: boolean; verified: number; problem: Record<string, unknown> };
    expect(report.ok).toBe(false);
    expect(report.verified).toBe(9);
    expect(report.problem).toMatchObject({
      kind: "hash_mismatch",
      seq: "10",
      id: target.id.toString(),
      found: target.hash,
    });

    const human = await verifyFromCli();
    expect(human.code).toBe(1);
    expect(human.stdout).toContain("BROKEN (hash_mismatch)");
    expect(human.stdout).toMatch(/First broken row:\s+seq 10\b/);

    // Put back, the chain verifies again, from the CLI too.
    await prisma.$executeRaw`UPDATE audit_log SET after = ${original}::jsonb WHERE seq = 10`;
    const restored = await verifyFromCli();
    expect(restored.stdout).toContain("OK");
    expect(restored.code).toBe(0);
  });

  it("names a row whose hash was rewritten to match its edit: the next row's link no longer does", async () => {
    const row = await prisma.auditLog.findUniqueOrThrow({ where: { seq: 12n } });
    const next = await prisma.auditLog.findUniqueOrThrow({ where: { seq: 13n } });
    await prisma.$executeRaw`
      UPDATE audit_log SET actor = 'cli:mallory',
             hash = audit_log_hash(seq, at, 'cli:mallory', action, target_type, target_id, before, after, prev_hash)
       WHERE seq = 12`;
    const verification = await verifyAuditChain();
    expect(verification.problem).toMatchObject({
      kind: "prev_link_mismatch",
      seq: 13n,
      id: next.id,
      found: row.hash,
    });
    await prisma.$executeRaw`UPDATE audit_log SET actor = ${row.actor}, hash = ${row.hash} WHERE seq = 12`;
    expect((await verifyAuditChain()).ok).toBe(true);
  });

  it("notices the newest row deleted: the head points past the last row", async () => {
    const last = await prisma.auditLog.findFirstOrThrow({ orderBy: { seq: "desc" } });
    await prisma.auditLog.delete({ where: { id: last.id } });
    const verification = await verifyAuditChain();
    expect(verification.ok).toBe(false);
    expect(verification.problem).toMatchObject({ kind: "gap", seq: last.seq });
    // The next audited write still chains onto the head (the deleted row's hash), so the gap stays visible.
    await createOperator({ id: "after-gap", name: "After gap", actor: "test:chain" });
    expect((await verifyAuditChain()).problem).toMatchObject({ kind: "gap", seq: last.seq });
  });
});

describe("a row deleted from the middle of the chain", { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-audit-chain-"));
    database.useInThisProcess();
    for (let index = 0; index < 5; index += 1)
      await createOperator({ id: `gap-${index}`, name: `Gap ${index}`, actor: "test:chain" });
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.env = savedEnv;
  });

  it("names a row written around the trigger as outside the chain", async () => {
    await prisma.$executeRaw`ALTER TABLE audit_log DISABLE TRIGGER audit_log_chain`;
    const [row] = await prisma.$queryRaw<{ id: bigint }[]>`
      INSERT INTO audit_log (actor, action, target_type) VALUES ('system:sneak', 'test.sneak', 'test') RETURNING id`;
    await prisma.$executeRaw`ALTER TABLE audit_log ENABLE TRIGGER audit_log_chain`;
    expect((await verifyAuditChain()).problem).toMatchObject({ kind: "unchained", seq: null, id: row!.id });
    await prisma.auditLog.delete({ where: { id: row!.id } });
    expect((await verifyAuditChain()).ok).toBe(true);
  });

  it.skipIf(testDbKind !== "postgres")(
    "keeps one chain when two instances' connections append at once, each holding its transaction open a moment",
    async () => {
      const instances = [1, 2].map(() => new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 8 }));
      try {
        await Promise.all(
          Array.from({ length: 40 }, async (_, index) => {
            const client = await instances[index % 2]!.connect();
            try {
              await client.query("BEGIN");
              await client.query(
                "INSERT INTO audit_log (actor, action, target_type, target_id, after) VALUES ($1, 'test.instance', 'test', $2, $3)",
                [`system:instance-${index % 2}`, String(index), JSON.stringify({ index })],
              );
              await client.query("SELECT pg_sleep(0.005)");
              // Every fifth one rolls back: its place in the chain goes back to the next writer, leaving no gap.
              await client.query(index % 5 === 4 ? "ROLLBACK" : "COMMIT");
            } finally {
              client.release();
            }
          }),
        );
      } finally {
        await Promise.all(instances.map((pool) => pool.end()));
      }
      expect(await prisma.auditLog.count({ where: { action: "test.instance" } })).toBe(32);
      const verification = await verifyAuditChain();
      expect(verification.problem).toBeNull();
      expect(verification.verified).toBe(await prisma.auditLog.count());
    },
  );

  it("is named as the missing seq by `audit verify --json`, which exits 1", async () => {
    const next = await prisma.auditLog.findUniqueOrThrow({ where: { seq: 4n } });
    await prisma.auditLog.delete({ where: { seq: 3n } });
    await database.release();
    const result = await runGpProcess(["audit", "verify", "--json"], {
      ...process.env,
      DATABASE_URL: "",
      ...database.env,
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { verified: number; problem: Record<string, unknown> };
    expect(report.verified).toBe(2);
    expect(report.problem).toMatchObject({ kind: "gap", seq: "3", id: next.id.toString(), found: "4" });
  });
});
