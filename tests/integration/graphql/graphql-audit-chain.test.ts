import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  canQueryDatabase,
  errorCodes,
  startConsoleTest,
  type ConsoleTestContext,
} from "@/tests/integration/support/graphql-fixtures";

// The console's view of the audit hash chain: everyone signed in sees the head; only admins run the whole-chain
// check (it reads the entire log), which answers OK over the seeded log, and names an edited row.

const HEAD = `query { auditChainHead { seq hash at } }`;
const VERIFY = `mutation { verifyAuditChain { ok verified head { seq hash } problem { kind seq id detail } } }`;

describe("console GraphQL: the audit hash chain", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest();
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("shows the chain head to a viewer, and not to anyone signed out", async () => {
    const result = await ctx.viewer.graphql(HEAD);
    expect(result.errors).toBeUndefined();
    const head = result.data!.auditChainHead;
    expect(Number(head.seq)).toBeGreaterThan(0);
    expect(head.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number.isNaN(Date.parse(head.at))).toBe(false);
    expect(errorCodes(await ctx.anonymous.graphql(HEAD))).toEqual(["unauthenticated"]);
  });

  it("lets only admins verify the chain: a viewer is forbidden, an admin gets OK over the whole seeded log", async () => {
    expect(errorCodes(await ctx.viewer.graphql(VERIFY))).toEqual(["forbidden"]);
    const head = (await ctx.admin.graphql(HEAD)).data!.auditChainHead;
    const result = await ctx.admin.graphql(VERIFY);
    expect(result.errors).toBeUndefined();
    const verification = result.data!.verifyAuditChain;
    expect(verification).toMatchObject({ ok: true, problem: null });
    expect(Number(verification.head.seq)).toBeGreaterThanOrEqual(Number(head.seq));
    expect(verification.verified).toBe(Number(verification.head.seq));
  });

  it.skipIf(!canQueryDatabase)("names the row edited in the database", async () => {
    const client = new pg.Client({ connectionString: ctx.database.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>(
        "UPDATE audit_log SET actor = 'system:mallory' WHERE seq = 2 RETURNING id::text AS id",
      );
      const result = await ctx.admin.graphql(VERIFY);
      expect(result.data!.verifyAuditChain).toMatchObject({
        ok: false,
        verified: 1,
        problem: { kind: "hash_mismatch", seq: "2", id: rows[0]!.id },
      });
    } finally {
      await client.end();
    }
  });
});
