import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "@/lib/base/errors";
import { getMonthlyStatement } from "@/lib/server/billing/get-monthly-statement";
import { closeDirectSql } from "@/lib/server/db/direct-sql";
import { prisma } from "@/lib/server/db/prisma";
import { markTestAccount } from "@/lib/server/players/mark-test-account";
import { unmarkTestAccount } from "@/lib/server/players/unmark-test-account";
import { findRounds } from "@/lib/server/reconciliation/find-rounds";
import { getRoundDetails } from "@/lib/server/reconciliation/get-round-details";
import { listPlayerRounds } from "@/lib/server/reconciliation/list-player-rounds";
import { formatMonth } from "@/lib/server/reports/report-month";
import { getRevenueReport } from "@/lib/server/reports/get-revenue-report";
import { rebuildRollups } from "@/lib/server/reports/rebuild-rollups";
import { verifyRollups } from "@/lib/server/reports/verify-rollups";
import { settleFreeRound, settleRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import { startFaultyWalletServer, type FaultyWalletServer } from "@/tests/integration/support/wallet-faulty-server";

// Test accounts (docs/decisions.md "Test accounts"): a marked player's rounds, those played before the mark and those
// started while marked, are test rounds, left out of the rollups, so of the revenue report and the monthly statement,
// which each list what they left out; unmarking counts them all again; the rollups stay exact after each (verify finds
// nothing, rebuild writes the same);
// the operator API's round feeds and the console's rounds carry the flag; the services answer a player the operator
// never launched (another operator's) as not_found and audit the operator user as the actor.

const OPERATOR = "test-accounts-op";
const OTHER = "test-accounts-other";
const GAME = "vs20aurora";
const ACTOR = "operator:user-1";
const PLAYERS = [
  { playerId: "plain-1", currency: "EUR", balance: "500.00" },
  { playerId: "tester-1", currency: "EUR", balance: "500.00" },
];

let database: TestDatabase;
let wallet: FaultyWalletServer;
let restoreEnv: () => void;
let step = 0;

beforeAll(async () => {
  restoreEnv = withWalletEnv({ RECONCILIATION_FEED_LAG_MS: "0" });
  database = await createTestDatabase();
  database.useInThisProcess();
  wallet = await startFaultyWalletServer({ walletId: OPERATOR });
  await createWalletOperator({ id: OPERATOR, walletBaseUrl: wallet.url, walletTimeoutMs: 15_000, players: PLAYERS });
  await createWalletOperator({ id: OTHER, walletBaseUrl: wallet.url, walletId: OTHER });
  // The services know a player by a launch: one each (the other operator's player too).
  await prisma.provider.create({ data: { id: "provider_t", name: "Provider T" } });
  const game = await prisma.game.create({
    data: { symbol: GAME, slug: GAME, title: "Aurora", providerId: "provider_t", launchPath: `/game/${GAME}` },
  });
  for (const [operatorId, playerId] of [
    [OPERATOR, "plain-1"],
    [OPERATOR, "tester-1"],
    [OTHER, "elsewhere-1"],
  ] as const) {
    await prisma.launchSession.create({
      data: {
        id: `ses_${playerId}`,
        operatorId,
        gameId: game.id,
        externalPlayerId: playerId,
        currency: "EUR",
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
  }
  await prisma.freeRoundsCampaign.create({
    data: {
      id: "frc_tester",
      operatorId: OPERATOR,
      campaignId: "tester-free",
      requestDigest: "tester",
      gameSymbols: [GAME],
      rounds: 5,
      betLevel: 1,
      coinValue: "0.01",
      currency: "EUR",
      exponent: 2,
      validFrom: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 86_400_000),
      createdBy: "test",
    },
  });
  await prisma.freeRoundsAward.create({
    data: {
      id: "fra_tester",
      campaignRef: "frc_tester",
      operatorId: OPERATOR,
      externalPlayerId: "tester-1",
      roundsTotal: 5,
    },
  });
}, 600_000); // creating and migrating a database takes minutes on a loaded 2-core machine

afterAll(async () => {
  restoreEnv?.();
  await closeWalletConnections();
  await closeDirectSql();
  await wallet?.close();
  await database?.drop();
}, 60_000);

/** Settles one paid round (or a free round of the tester's award) of bet/win in EUR; returns its id. */
async function play(playerId: string, bet: string, win: string, free = false): Promise<string> {
  step += 1;
  const common = {
    operatorId: OPERATOR,
    playerId,
    sessionId: `ses_${playerId}`,
    gameSymbol: GAME,
    currency: "EUR",
    bet,
    idempotency: { key: `k${step}`, requestDigest: `d${step}`, replay: async () => null },
    play: async () => ({ win, result: null }),
  };
  const settled = free ? await settleFreeRound({ ...common, awardId: "fra_tester" }) : await settleRound(common);
  return settled.roundId;
}

const window = () => ({ from: new Date(Date.now() - 3 * 3_600_000), to: new Date(Date.now() + 3_600_000) });
const years = () => ({
  from: new Date(Date.UTC(new Date(Date.now() - 3 * 3_600_000).getUTCFullYear(), 0, 1)),
  to: new Date(Date.UTC(new Date(Date.now() + 3_600_000).getUTCFullYear() + 1, 0, 1)),
});

async function expectCode(action: Promise<unknown>, code: string) {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(isAppError(error) ? error.code : error).toBe(code);
}

describe("test accounts", () => {
  it("leave a marked player's rounds, past and future, out of the rollups, the report and the statement, which say so; the feeds mark them; unmarking counts them again", async () => {
    const before = await play("tester-1", "1.00", "0.50");
    const plainBefore = await play("plain-1", "2.00", "0.00");
    expect((await verifyRollups(years())).mismatches).toEqual([]);

    // Marking takes the tester's round already played out of the rollups at once.
    const marked = await markTestAccount({ operatorId: OPERATOR, externalPlayerId: "tester-1", actor: ACTOR });
    expect(marked).toMatchObject({ operatorId: OPERATOR, externalPlayerId: "tester-1", markedBy: ACTOR });
    expect(await prisma.walletRound.findUniqueOrThrow({ where: { id: before } })).toMatchObject({ test: true });
    expect((await verifyRollups(years())).mismatches).toEqual([]);
    const early = await getRevenueReport({ ...window(), operatorId: OPERATOR });
    expect(early.totals.map((row) => [row.rounds, row.bet, row.win, row.players])).toEqual([[1, "2.00", "0.00", 1]]);
    expect(early.excludedTestRounds).toEqual([{ currency: "EUR", rounds: 1, bet: "1.00", win: "0.50" }]);
    // Marking again changes nothing (and audits nothing).
    const again = await markTestAccount({
      operatorId: OPERATOR,
      externalPlayerId: "tester-1",
      actor: "operator:user-2",
    });
    expect(again).toEqual(marked);

    // While marked: the tester's paid and free rounds are test rounds; the plain player's are not.
    const testPaid = [await play("tester-1", "3.00", "4.50"), await play("tester-1", "1.50", "0.00")];
    const testFree = await play("tester-1", "0.20", "0.40", true);
    const plainDuring = await play("plain-1", "1.00", "1.20");

    const rounds = await prisma.walletRound.findMany({ where: { operatorId: OPERATOR } });
    expect(rounds).toHaveLength(6);
    const testIds = rounds.filter((round) => round.test).map((round) => round.id);
    expect(new Set(testIds)).toEqual(new Set([before, ...testPaid, testFree]));
    expect(rounds.every((round) => round.state === "settled")).toBe(true);

    // The report: the plain player's bets 2.00 + 1.00 = 3.00, wins 1.20, 2 rounds, 1 player; excluded: 4 test rounds,
    // bets 1.00 + 3.00 + 1.50 = 5.50 (the free round's stake was never debited), wins 0.50 + 4.50 + 0.40 = 5.40.
    const report = await getRevenueReport({ ...window(), operatorId: OPERATOR });
    expect(report.totals).toHaveLength(1);
    expect(report.totals[0]).toMatchObject({
      currency: "EUR",
      rounds: 2,
      bet: "3.00",
      win: "1.20",
      ggr: "1.80",
      freeRounds: 0,
      freeRoundsCost: "0.00",
      players: 1,
    });
    expect(report.excludedTestRounds).toEqual([{ currency: "EUR", rounds: 4, bet: "5.50", win: "5.40" }]);
    // Another operator's report leaves out (and lists) none of them.
    expect((await getRevenueReport({ ...window(), operatorId: OTHER })).excludedTestRounds).toEqual([]);

    // The monthly statement: the same figures, and the same line of what it left out.
    const { statement, csv } = await getMonthlyStatement({ operatorId: OPERATOR, month: formatMonth(new Date()) });
    expect(statement.lines).toHaveLength(1);
    expect(statement.lines[0]).toMatchObject({ currency: "EUR", rounds: "2", bets: "3.00", wins: "1.20", ggr: "1.80" });
    expect(statement.excludedTestRounds).toEqual([{ currency: "EUR", rounds: 4, bet: "5.50", win: "5.40" }]);
    expect(csv).toContain(",EUR,2,3.00,1.20,1.80,");

    // The rollups equal the non-test rounds exactly, in every table; rebuilding writes what was there.
    const hourly = await prisma.revenueHourlyRollup.aggregate({
      where: { operatorId: OPERATOR },
      _sum: { rounds: true, betMinor: true, winMinor: true, freeRounds: true },
    });
    expect(hourly._sum).toEqual({ rounds: 2n, betMinor: 300n, winMinor: 120n, freeRounds: 0n });
    expect((await verifyRollups(years())).mismatches).toEqual([]);
    await rebuildRollups(window());
    expect((await verifyRollups(years())).mismatches).toEqual([]);
    expect(
      (await getRevenueReport({ ...window(), operatorId: OPERATOR })).totals.map((row) => [row.rounds, row.bet]),
    ).toEqual([[2, "3.00"]]);

    // The operator API's player rounds and round details, and the console's round lookup, carry the flag.
    const feed = await listPlayerRounds({ operatorId: OPERATOR, externalPlayerId: "tester-1", limit: 50 });
    expect(feed.items.map((item) => [item.round_id, item.test])).toEqual(
      [before, ...testPaid, testFree].map((id) => [id, true]),
    );
    const details = await getRoundDetails({
      operatorId: OPERATOR,
      roundId: testPaid[0],
      replayBaseUrl: "http://x.test",
    });
    expect(details).toMatchObject({ round_id: testPaid[0], test: true, bet: "3.00" });
    expect(
      (await getRoundDetails({ operatorId: OPERATOR, roundId: plainDuring, replayBaseUrl: "http://x.test" })).test,
    ).toBe(false);
    const lookup = await findRounds({ operatorId: OPERATOR, externalPlayerId: "tester-1", first: 50 });
    expect(lookup.items.every((round) => round.test)).toBe(true);
    expect(lookup.items).toHaveLength(4);

    // Unmarking counts every round of the tester again, and the rounds after it too.
    expect(await unmarkTestAccount({ operatorId: OPERATOR, externalPlayerId: "tester-1", actor: ACTOR })).toBe(true);
    expect(await unmarkTestAccount({ operatorId: OPERATOR, externalPlayerId: "tester-1", actor: ACTOR })).toBe(false);
    const afterUnmark = await play("tester-1", "0.50", "0.00");
    expect(await prisma.walletRound.count({ where: { operatorId: OPERATOR, test: true } })).toBe(0);
    expect((await verifyRollups(years())).mismatches).toEqual([]);
    // Bets 2.00 + 1.00 + 1.00 + 3.00 + 1.50 + 0.50 = 9.00, wins 1.20 + 0.50 + 4.50 = 6.20; the free round pays 0.40.
    const counted = await getRevenueReport({ ...window(), operatorId: OPERATOR });
    expect(counted.totals[0]).toMatchObject({
      rounds: 6,
      bet: "9.00",
      win: "6.20",
      freeRounds: 1,
      freeRoundsCost: "0.40",
      players: 2,
    });
    expect(counted.excludedTestRounds).toEqual([]);
    const listed = await listPlayerRounds({ operatorId: OPERATOR, externalPlayerId: "tester-1", limit: 50 });
    expect(listed.items.map((item) => [item.round_id, item.test])).toEqual(
      [before, ...testPaid, testFree, afterUnmark].map((id) => [id, false]),
    );
    expect(plainBefore).toBeDefined();

    // Each change audited once, with the operator user as the actor and the rounds it reclassified.
    const audit = await prisma.auditLog.findMany({
      where: { targetType: "player", targetId: "tester-1" },
      orderBy: { id: "asc" },
    });
    expect(
      audit.map((entry) => [
        entry.action,
        entry.actor,
        (entry.after as { roundsReclassified: number }).roundsReclassified,
      ]),
    ).toEqual([
      ["player.mark_test_account", ACTOR, 1],
      ["player.unmark_test_account", ACTOR, 4],
    ]);
  });

  it("answers a player the operator never launched, another operator's included, as not_found, and refuses bad input", async () => {
    await expectCode(
      markTestAccount({ operatorId: OPERATOR, externalPlayerId: "elsewhere-1", actor: ACTOR }),
      "not_found",
    );
    await expectCode(
      unmarkTestAccount({ operatorId: OPERATOR, externalPlayerId: "elsewhere-1", actor: ACTOR }),
      "not_found",
    );
    await expectCode(markTestAccount({ operatorId: OPERATOR, externalPlayerId: "nobody", actor: ACTOR }), "not_found");
    await expectCode(markTestAccount({ operatorId: OPERATOR, externalPlayerId: " ", actor: ACTOR }), "invalid_request");
    expect(await prisma.testAccount.count({ where: { externalPlayerId: { in: ["elsewhere-1", "nobody"] } } })).toBe(0);
  });
});
