import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { getDailyStatement } from "@/lib/server/reconciliation/get-daily-statement";
import { pruneIdempotencyKeys } from "@/lib/server/reconciliation/prune-idempotency-keys";
import { reconciliationSettings } from "@/lib/server/reconciliation/reconciliation-settings";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";

// Retention settings (refused when idempotency keys would outlive less than the wallet's give-up time), the
// housekeeping step that clears a finished round's Idempotency-Key once its retention has passed, and when a day's
// statement is final.

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
    expect(reconciliationSettings()).toEqual({
      roundsRetentionMonths: 13,
      transactionsRetentionMonths: 13,
      idempotencyKeyRetentionHours: 720,
      feedLagMs: 5_000,
    });
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
      data: [
        round("rnd_old_settled", "settled", old),
        round("rnd_old_cancelled", "cancelled", old),
        round("rnd_old_debited", "debited", old),
        round("rnd_recent", "settled", recent),
      ],
    });

    expect(await pruneIdempotencyKeys({ now })).toBe(2);
    const rounds = await prisma.walletRound.findMany({
      where: { operatorId: OPERATOR },
      orderBy: { id: "asc" },
      select: { id: true, idempotencyKey: true, requestDigest: true },
    });
    expect(rounds).toEqual([
      { id: "rnd_old_cancelled", idempotencyKey: null, requestDigest: null },
      { id: "rnd_old_debited", idempotencyKey: "key-rnd_old_debited", requestDigest: "digest-rnd_old_debited" },
      { id: "rnd_old_settled", idempotencyKey: null, requestDigest: null },
      { id: "rnd_recent", idempotencyKey: "key-rnd_recent", requestDigest: "digest-rnd_recent" },
    ]);
    expect(await pruneIdempotencyKeys({ now })).toBe(0);
  });
});

describe("statement finality", () => {
  it("is final only once the day is over and none of its transactions is still pending or unknown", async () => {
    const day = new Date(Date.now() - 3 * 24 * HOUR_MS).toISOString().slice(0, 10);
    const at = new Date(`${day}T12:00:00.000Z`);
    const facts = {
      operatorId: OPERATOR,
      playerId: "p1",
      sessionId: "ses_final",
      gameSymbol: "vs20aurora",
      currency: "EUR",
      exponent: 2,
    };
    await prisma.walletTransaction.createMany({
      data: [
        {
          ...facts,
          id: "dbt_final",
          type: "debit",
          actionType: "bet",
          amountMinor: 20n,
          state: "succeeded",
          createdAt: at,
        },
        {
          ...facts,
          id: "cdt_final",
          type: "credit",
          actionType: "win",
          amountMinor: 50n,
          state: "unknown",
          createdAt: at,
        },
      ],
    });
    const retried = (await getDailyStatement({ operatorId: OPERATOR, date: day })).statement;
    expect(retried).toMatchObject({ date: day, final: false });
    expect(Date.parse(retried.as_of)).toBeGreaterThan(Date.parse(retried.to));

    await prisma.walletTransaction.update({ where: { id: "cdt_final" }, data: { state: "succeeded" } });
    const settled = (await getDailyStatement({ operatorId: OPERATOR, date: day })).statement;
    expect(settled.final).toBe(true);
    expect(settled.currencies).toEqual([
      {
        currency: "EUR",
        lines: [
          { transaction_type: "credit", state: "succeeded", count: 1, amount: "0.50", promotion_id: null },
          { transaction_type: "debit", state: "succeeded", count: 1, amount: "0.20", promotion_id: null },
        ],
      },
    ]);
    // The running day never is, whatever its transactions' states.
    expect(
      (await getDailyStatement({ operatorId: OPERATOR, date: new Date().toISOString().slice(0, 10) })).statement.final,
    ).toBe(false);
  });
});
