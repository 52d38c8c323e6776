import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { pruneIdempotencyKeys } from "@/lib/server/reconciliation/prune-idempotency-keys";
import { reconciliationSettings } from "@/lib/server/reconciliation/reconciliation-settings";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";

// Retention settings (refused when idempotency keys would outlive less than the wallet's give-up time) and the
// housekeeping step that clears a finished round's Idempotency-Key once its retention has passed.

const OPERATOR = "retention-op";
const HOUR_MS = 3_600_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  database.useInThisProcess();
  await createWalletOperator({ id: OPERATOR, walletBaseUrl: "http://127.0.0.1:9/wallet" });
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

describe("retention settings", () => {
  it("default to 13 months of rounds and transactions and 720 h of idempotency keys", () => {
    expect(reconciliationSettings()).toEqual({ roundsRetentionMonths: 13, transactionsRetentionMonths: 13, idempotencyKeyRetentionHours: 720, feedLagMs: 5_000 });
  });

  it("refuse idempotency keys kept for less than the wallet's give-up time, and malformed values", () => {
    const cases: Array<[Record<string, string>, RegExp | null]> = [
      [{ RETENTION_IDEMPOTENCY_KEYS_HOURS: "23" }, /must not be shorter than WALLET_GIVE_UP_AFTER_MS/],
      [{ RETENTION_IDEMPOTENCY_KEYS_HOURS: "24" }, null],
      [{ RETENTION_IDEMPOTENCY_KEYS_HOURS: "1", WALLET_GIVE_UP_AFTER_MS: String(HOUR_MS) }, null],
      [{ RETENTION_IDEMPOTENCY_KEYS_HOURS: "1", WALLET_GIVE_UP_AFTER_MS: String(HOUR_MS + 1) }, /must not be shorter/],
      [{ RETENTION_ROUNDS_MONTHS: "a year" }, /RETENTION_ROUNDS_MONTHS must be a positive integer/],
      [{ RETENTION_TRANSACTIONS_MONTHS: "0" }, /RETENTION_TRANSACTIONS_MONTHS must be a positive integer/],
      [{ RECONCILIATION_FEED_LAG_MS: "-1" }, /RECONCILIATION_FEED_LAG_MS must be a whole number/],
    ];
    for (const [env, refused] of cases) {
      const restore = withWalletEnv(env);
      try {
        if (refused) expect(() => reconciliationSettings(), JSON.stringify(env)).toThrow(refused);
        else expect(() => reconciliationSettings(), JSON.stringify(env)).not.toThrow();
      } finally {
        restore();
      }
    }
  });
});

describe("idempotency key pruning", () => {
  it("clears the keys of finished rounds past retention and keeps the rounds, recent keys and unfinished rounds", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 721 * HOUR_MS);
    const recent = new Date(now.getTime() - 719 * HOUR_MS);
    const round = (id: string, state: "settled" | "debited" | "cancelled", createdAt: Date) => ({
      id,
      operatorId: OPERATOR,
      playerId: "p1",
      sessionId: `ses_${id}`,
      gameSymbol: "vs20aurora",
      currency: "EUR",
      exponent: 2,
      betMinor: 20n,
      state,
      idempotencyKey: `key-${id}`,
      requestDigest: `digest-${id}`,
      createdAt,
    });
    await prisma.walletRound.createMany({
      data: [round("rnd_old_settled", "settled", old), round("rnd_old_cancelled", "cancelled", old), round("rnd_old_debited", "debited", old), round("rnd_recent", "settled", recent)],
    });

    expect(await pruneIdempotencyKeys({ now })).toBe(2);
    const rounds = await prisma.walletRound.findMany({ where: { operatorId: OPERATOR }, orderBy: { id: "asc" }, select: { id: true, idempotencyKey: true, requestDigest: true } });
    expect(rounds).toEqual([
      { id: "rnd_old_cancelled", idempotencyKey: null, requestDigest: null },
      { id: "rnd_old_debited", idempotencyKey: "key-rnd_old_debited", requestDigest: "digest-rnd_old_debited" },
      { id: "rnd_old_settled", idempotencyKey: null, requestDigest: null },
      { id: "rnd_recent", idempotencyKey: "key-rnd_recent", requestDigest: "digest-rnd_recent" },
    ]);
    expect(await pruneIdempotencyKeys({ now })).toBe(0);
  });
});
