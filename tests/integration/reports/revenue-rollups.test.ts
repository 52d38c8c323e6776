import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { isAppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { markTestAccount } from "@/lib/server/players/mark-test-account";
import { unmarkTestAccount } from "@/lib/server/players/unmark-test-account";
import { getRevenueReport } from "@/lib/server/reports/get-revenue-report";
import { rebuildRollups } from "@/lib/server/reports/rebuild-rollups";
import { verifyRollups } from "@/lib/server/reports/verify-rollups";
import { runWalletWorkerPass } from "@/lib/server/wallet/run-wallet-worker-pass";
import { settleFreeRound, settleRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import { startFaultyWalletServer, type FaultyWalletServer } from "@/tests/integration/support/wallet-faulty-server";

// The money view's rollups against the rounds (docs/reports.md): random paid and free rounds in three currencies
// and two games, settled through the real settle services against a real wallet on loopback that sometimes never
// confirms a debit (the round is cancelled and its bet rolled back), with some outcome steps failing (cancelled,
// rolled back; a free round goes back to its award) and a broke player (bets refused: nothing counts). The rollups
// must equal the sums computed here from wallet_rounds, to the minor unit, in the hourly, daily and monthly tables; the
// recompute check must agree, catch a corrupted row of any table, and rebuild must repair it. REPORTS_SEED reproduces
// a run. One player is marked as a test account, unmarked and marked again while rounds settle: at the end none of its
// rounds counts (bar one that began in the instant of the last mark), and the rollups still equal the rule over the
// other rounds.

const SEED = Number(process.env.REPORTS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS = Number(process.env.REPORTS_ROUNDS ?? 80);
const LANES = 4;
const GAMES = ["vs20aurora", "vs10sevens"];
const PLAYERS = [
  { playerId: "eur-a", currency: "EUR", balance: "500.00" },
  { playerId: "eur-b", currency: "EUR", balance: "80.00" },
  { playerId: "eur-broke", currency: "EUR", balance: "0.00" },
  { playerId: "jpy-a", currency: "JPY", balance: "50000" },
  { playerId: "kwd-a", currency: "KWD", balance: "60.000" },
  // A test account: marked, unmarked and marked again during the run, so at the end none of its rounds counts.
  { playerId: "eur-test", currency: "EUR", balance: "500.00" },
];
const TEST_PLAYER = "eur-test";
const MARKS = new Map<
  number,
  (options: { operatorId: string; externalPlayerId: string; actor: string }) => Promise<unknown>
>([
  [Math.floor(ROUNDS / 4), markTestAccount],
  [Math.floor(ROUNDS / 2), unmarkTestAccount],
  [Math.floor((3 * ROUNDS) / 4), markTestAccount],
]);
const OPERATOR = "rollup-op";

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let database: TestDatabase;
let wallet: FaultyWalletServer;
let restoreEnv: () => void;

beforeAll(async () => {
  restoreEnv = withWalletEnv({
    WALLET_DEBIT_RETRY_DELAY_MS: "5",
    WALLET_DEBIT_RETRY_WINDOW_MS: "4000",
    WALLET_RETRY_BACKOFF_BASE_MS: "5",
    WALLET_RETRY_BACKOFF_MAX_MS: "40",
    ROLLUP_SHARDS: "4",
  });
  database = await createTestDatabase();
  database.useInThisProcess();
  wallet = await startFaultyWalletServer({ walletId: OPERATOR });
  await createWalletOperator({ id: OPERATOR, walletBaseUrl: wallet.url, walletTimeoutMs: 15_000, players: PLAYERS });
  // The test-account services know a player by a launch.
  await prisma.provider.create({ data: { id: "provider_r", name: "Provider R" } });
  const game = await prisma.game.create({
    data: { symbol: GAMES[0]!, slug: GAMES[0]!, title: "Aurora", providerId: "provider_r", launchPath: "/game/x" },
  });
  await prisma.launchSession.create({
    data: {
      id: `ses_launch_${TEST_PLAYER}`,
      operatorId: OPERATOR,
      gameId: game.id,
      externalPlayerId: TEST_PLAYER,
      currency: "EUR",
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  for (const player of PLAYERS) {
    const exponent = currencyExponent(player.currency);
    await prisma.freeRoundsCampaign.create({
      data: {
        id: `frc_${player.playerId}`,
        operatorId: OPERATOR,
        campaignId: `rollups-${player.playerId}`,
        requestDigest: "rollups",
        gameSymbols: GAMES,
        rounds: 30,
        betLevel: 1,
        coinValue: formatMinorUnits(1n, exponent),
        currency: player.currency,
        exponent,
        validFrom: new Date(Date.now() - 60_000),
        expiresAt: new Date(Date.now() + 86_400_000),
        createdBy: "test",
      },
    });
    await prisma.freeRoundsAward.create({
      data: {
        id: `fra_${player.playerId}`,
        campaignRef: `frc_${player.playerId}`,
        operatorId: OPERATOR,
        externalPlayerId: player.playerId,
        roundsTotal: 30,
      },
    });
  }
}, 600_000); // creating and migrating a database takes minutes on a loaded 2-core machine
afterAll(async () => {
  restoreEnv?.();
  await closeWalletConnections();
  await wallet?.close();
  await database?.drop();
}, 60_000);

interface Sums {
  rounds: bigint;
  bet: bigint;
  win: bigint;
  freeRounds: bigint;
  freeWin: bigint;
  rolledBackRounds: bigint;
  rolledBack: bigint;
}
const zero = (): Sums => ({
  rounds: 0n,
  bet: 0n,
  win: 0n,
  freeRounds: 0n,
  freeWin: 0n,
  rolledBackRounds: 0n,
  rolledBack: 0n,
});

/** Per currency, the figures the documented rule gives, computed here from the rounds one by one. */
async function sumsFromRounds(): Promise<Map<string, Sums>> {
  const rounds = await prisma.walletRound.findMany({ where: { operatorId: OPERATOR } });
  const sums = new Map<string, Sums>();
  for (const round of rounds) {
    if (round.test) continue;
    const sum = sums.get(round.currency) ?? zero();
    sums.set(round.currency, sum);
    const paid = round.debitTransactionId !== null;
    if (round.state === "settled" && paid) {
      sum.rounds += 1n;
      sum.bet += round.betMinor;
      sum.win += round.winMinor ?? 0n;
    } else if (round.state === "settled") {
      sum.freeRounds += 1n;
      sum.freeWin += round.winMinor ?? 0n;
    } else if (round.state === "cancelled" && paid) {
      sum.rolledBackRounds += 1n;
      sum.rolledBack += round.betMinor;
    }
  }
  return sums;
}

/** Per currency, the figures of one rollup table (hourly, daily or monthly), shards and periods summed. */
async function sumsFromRollups(table: "hourly" | "daily" | "monthly" = "hourly"): Promise<Map<string, Sums>> {
  const where = { where: { operatorId: OPERATOR } };
  const rows =
    table === "hourly"
      ? await prisma.revenueHourlyRollup.findMany(where)
      : table === "daily"
        ? await prisma.revenueDailyRollup.findMany(where)
        : await prisma.revenueMonthlyRollup.findMany(where);
  const sums = new Map<string, Sums>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? zero();
    sums.set(row.currency, sum);
    sum.rounds += row.rounds;
    sum.bet += row.betMinor;
    sum.win += row.winMinor;
    sum.freeRounds += row.freeRounds;
    sum.freeWin += row.freeRoundsWinMinor;
    sum.rolledBackRounds += row.rolledBackRounds;
    sum.rolledBack += row.rolledBackMinor;
  }
  // A currency whose rounds all count nothing (e.g. only refused bets) has no rollup row: zeros.
  return sums;
}

const window = () => ({ from: new Date(Date.now() - 3 * 3_600_000), to: new Date(Date.now() + 3_600_000) });
// Whole UTC years around the test's rounds: verify compares the hourly, daily, monthly and yearly tables.
const years = () => ({
  from: new Date(Date.UTC(new Date(Date.now() - 3 * 3_600_000).getUTCFullYear(), 0, 1)),
  to: new Date(Date.UTC(new Date(Date.now() + 3_600_000).getUTCFullYear() + 1, 0, 1)),
});

describe("revenue rollups", () => {
  it("equal the sums of the rounds across currencies, with rolled-back and free rounds; the check catches a corrupted row and rebuild repairs it", async () => {
    const random = prng(SEED);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const doomed = new Set<string>();
    // Some debits never get an answer: the round is cancelled and its bet rolled back once the wallet recovers.
    wallet.faultFor = ({ action, transactionId }) => {
      if (action !== "debit" || !transactionId) return null;
      if (!doomed.has(transactionId) && random() < 0.08) doomed.add(transactionId);
      return doomed.has(transactionId) ? "error_500" : null;
    };
    const outcomes = new Map<string, number>();
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    let next = 0;
    const lane = async (laneNumber: number) => {
      while (next < ROUNDS) {
        next += 1;
        const step = next;
        // The test player is marked, unmarked and marked again while the other lanes keep settling: each flips the
        // player's every round and corrects the rollups in its transaction.
        const toggle = MARKS.get(step);
        if (toggle) await toggle({ operatorId: OPERATOR, externalPlayerId: TEST_PLAYER, actor: "operator:rollups" });
        const player = pick(PLAYERS);
        const free = random() < 0.2 && player.playerId !== "eur-broke";
        const exponent = currencyExponent(player.currency);
        const unit = 10n ** BigInt(exponent);
        const betMinor = free ? 20n : (pick([1n, 2n, 5n, 10n]) * unit) / (exponent === 0 ? 1n : 10n);
        const roll = random();
        const winMinor =
          roll < 0.5 ? 0n : roll < 0.95 ? (betMinor * BigInt(1 + Math.floor(random() * 30))) / 10n : betMinor * 25n;
        const failsSettlement = random() < 0.06;
        const common = {
          operatorId: OPERATOR,
          playerId: player.playerId,
          sessionId: `ses_${player.playerId}_${laneNumber}`,
          gameSymbol: pick(GAMES),
          currency: player.currency,
          bet: formatMinorUnits(betMinor, exponent),
          idempotency: { key: `k${step}`, requestDigest: `d${step}`, replay: async () => null },
          play: async () => {
            if (failsSettlement) throw new Error("injected settlement failure");
            return { win: formatMinorUnits(winMinor, exponent), result: null };
          },
        };
        try {
          if (free) await settleFreeRound({ ...common, awardId: `fra_${player.playerId}` });
          else await settleRound(common);
          count(free ? "free:settled" : "settled");
        } catch (error) {
          if (isAppError(error)) count(`refused:${error.code}:${error.message.slice(0, 60)}`);
          else if ((error as Error).message === "injected settlement failure") count(free ? "free:failed" : "failed");
          else throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: LANES }, (_, laneNumber) => lane(laneNumber)));
    wallet.faultFor = () => null;
    for (let pass = 0; ; pass++) {
      const backlog =
        (await prisma.walletTransaction.count({
          where: { state: { in: ["pending", "unknown"] }, type: { in: ["credit", "rollback"] } },
        })) + (await prisma.walletRound.count({ where: { state: { in: ["debiting", "debited"] } } }));
      if (backlog === 0) break;
      expect(pass, "backlog did not drain").toBeLessThan(200);
      await runWalletWorkerPass();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    console.log(`[revenue-rollups ${database.kind}] seed ${SEED} ${JSON.stringify(Object.fromEntries(outcomes))}`);

    const states = await prisma.walletRound.groupBy({ by: ["state"], _count: true });
    const stateCount = (state: string) => states.find((group) => group.state === state)?._count ?? 0;
    // The run exercised every kind of round the rule distinguishes.
    expect(stateCount("settled")).toBeGreaterThan(ROUNDS / 3);
    expect(
      await prisma.walletRound.count({ where: { state: "cancelled", debitTransactionId: { not: null } } }),
    ).toBeGreaterThan(0);
    expect(await prisma.walletRound.count({ where: { state: "settled", debitTransactionId: null } })).toBeGreaterThan(
      0,
    );
    expect(stateCount("rejected")).toBeGreaterThan(0);
    const testRounds = await prisma.walletRound.findMany({ where: { test: true, state: "settled" } });
    expect(testRounds.length).toBeGreaterThan(0);
    expect(testRounds.every((round) => round.playerId === TEST_PLAYER)).toBe(true);
    // The last mark flipped every round of the player bar one started in the instant it committed.
    expect(
      await prisma.walletRound.count({ where: { playerId: TEST_PLAYER, test: false, state: "settled" } }),
    ).toBeLessThanOrEqual(1);
    expect(await prisma.auditLog.count({ where: { action: { startsWith: "player." }, targetId: TEST_PLAYER } })).toBe(
      3,
    );

    const expected = await sumsFromRounds();
    expect(new Set(expected.keys())).toEqual(new Set(["EUR", "JPY", "KWD"]));
    const actual = await sumsFromRollups();
    for (const [currency, sums] of expected) expect(actual.get(currency) ?? zero(), currency).toEqual(sums);
    // The settle and cancel statements kept the daily and monthly rollups too, exactly once.
    for (const table of ["daily", "monthly"] as const) {
      const derived = await sumsFromRollups(table);
      for (const [currency, sums] of expected)
        expect(derived.get(currency) ?? zero(), `${table} ${currency}`).toEqual(sums);
    }
    // Spread over shards: concurrent rounds of one game hour do not all land on one row.
    expect(await prisma.revenueHourlyRollup.count({ where: { shard: { gt: 0 } } })).toBeGreaterThan(0);

    // The report shows the same figures, per currency, exact.
    const report = await getRevenueReport({ ...window(), operatorId: OPERATOR });
    for (const [currency, sums] of expected) {
      const exponent = currencyExponent(currency);
      const total = report.totals.find((row) => row.currency === currency)!;
      expect(total).toMatchObject({
        rounds: Number(sums.rounds),
        bet: formatMinorUnits(sums.bet, exponent),
        win: formatMinorUnits(sums.win, exponent),
        ggr: formatMinorUnits(sums.bet - sums.win, exponent),
        freeRounds: Number(sums.freeRounds),
        freeRoundsCost: formatMinorUnits(sums.freeWin, exponent),
        rolledBack: formatMinorUnits(sums.rolledBack, exponent),
      });
    }
    // …and lists the test rounds it left out.
    const testBets = testRounds.reduce((sum, round) => sum + (round.debitTransactionId ? round.betMinor : 0n), 0n);
    const testWins = testRounds.reduce((sum, round) => sum + (round.winMinor ?? 0n), 0n);
    expect(report.excludedTestRounds).toEqual([
      {
        currency: "EUR",
        rounds: testRounds.length,
        bet: formatMinorUnits(testBets, 2),
        win: formatMinorUnits(testWins, 2),
      },
    ]);
    const players = await prisma.walletRound.findMany({
      where: { operatorId: OPERATOR, state: "settled", currency: "EUR", test: false },
      distinct: ["playerId"],
      select: { playerId: true },
    });
    expect(report.totals.find((row) => row.currency === "EUR")!.players).toBe(players.length);

    // The recompute check agrees, over the hours and over the whole day, month and year (every table)…
    const clean = await verifyRollups(years());
    expect(clean.mismatches).toEqual([]);
    expect(clean.groupsChecked).toBeGreaterThan(0);
    expect((await verifyRollups(window())).mismatches).toEqual([]);

    // …catches a corrupted hourly and daily row, a lost player and a wrong player count…
    const [row] = await prisma.$queryRawUnsafe<{ currency: string; game_symbol: string }[]>(
      `UPDATE revenue_hourly_rollups SET win_minor = win_minor + 7
       WHERE ctid = (SELECT ctid FROM revenue_hourly_rollups WHERE currency = 'KWD' AND rounds > 0 LIMIT 1)
       RETURNING currency::text AS currency, game_symbol`,
    );
    expect(row).toBeDefined();
    const [daily] = await prisma.$queryRawUnsafe<{ game_symbol: string }[]>(
      `UPDATE revenue_daily_rollups SET rolled_back_minor = rolled_back_minor + 3
       WHERE ctid = (SELECT ctid FROM revenue_daily_rollups WHERE currency = 'EUR' LIMIT 1) RETURNING game_symbol`,
    );
    expect(daily).toBeDefined();
    await prisma.$executeRawUnsafe(
      `DELETE FROM revenue_hourly_players WHERE ctid = (SELECT ctid FROM revenue_hourly_players WHERE currency = 'JPY' LIMIT 1)`,
    );
    await prisma.$executeRawUnsafe(
      `UPDATE revenue_player_counts SET players = players + 2 WHERE ctid = (SELECT ctid FROM revenue_player_counts WHERE period = 'month' AND currency = 'EUR' LIMIT 1)`,
    );
    const corrupted = await verifyRollups(years());
    expect(
      corrupted.mismatches.map((m) => [
        m.table,
        m.currency,
        m.gameSymbol,
        m.field,
        BigInt(m.actual) - BigInt(m.expected),
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["revenue_hourly_rollups", "KWD", row!.game_symbol, "win_minor", 7n],
        ["revenue_daily_rollups", "EUR", daily!.game_symbol, "rolled_back_minor", 3n],
        ["revenue_hourly_players", "JPY", expect.any(String), "players", -1n],
        ["revenue_player_counts", "EUR", null, "player_count", 2n],
      ]),
    );
    expect(corrupted.mismatches).toHaveLength(4);
    // The hours alone show the hourly tables' two.
    expect((await verifyRollups(window())).mismatches.map((m) => m.table).sort()).toEqual([
      "revenue_hourly_players",
      "revenue_hourly_rollups",
    ]);

    // …and rebuild of the hours repairs every table (their day, month and year derived again), idempotently.
    const rebuilt = await rebuildRollups(window());
    expect(rebuilt.rollupRows).toBeGreaterThan(0);
    expect((await verifyRollups(years())).mismatches).toEqual([]);
    await rebuildRollups(window());
    expect((await verifyRollups(years())).mismatches).toEqual([]);
    for (const table of ["hourly", "daily", "monthly"] as const) {
      const afterRebuild = await sumsFromRollups(table);
      for (const [currency, sums] of expected)
        expect(afterRebuild.get(currency) ?? zero(), `${table} ${currency}`).toEqual(sums);
    }
  }, 600_000);
});
