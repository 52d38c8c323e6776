import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { getMonthlyStatement } from "@/lib/server/billing/get-monthly-statement";
import { setRevenueShare } from "@/lib/server/billing/set-revenue-share";
import { applyJackpotContributions } from "@/lib/server/jackpots/apply-jackpot-contributions";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { getRevenueReport } from "@/lib/server/reports/get-revenue-report";
import { runWalletWorkerPass } from "@/lib/server/wallet/run-wallet-worker-pass";
import { settleRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import { startFaultyWalletServer, type FaultyWalletServer } from "@/tests/integration/support/wallet-faulty-server";
import { createGame, enterRate, GAME, units12 } from "./jackpot-fixtures";

// Jackpot money in the money view and billing (issue 29), on PGlite and PostgreSQL, from rounds settled against real
// wallets on loopback into a network pool (EUR) fed by an EUR operator and a USD one: a session whose jurisdiction
// excludes jackpots settles without a contribution; the money view and the monthly statement show each currency's
// jackpot contributions (floor(bet × tier rate) in the round's currency, for each round the pool took a share of) and
// jackpot wins (what their credits paid), and GGR = bets − wins − contributions, billed to the cent. Every expected
// figure is worked out here from the rounds played, not read back from the code under test.

const OP_A = "jpm-op-a"; // EUR
const OP_B = "jpm-op-b"; // USD: converted into the pool at the month's rate
const USD_EUR = "0.912345678901";
const TIERS = [
  { name: "mega", kind: "mystery" as const, seed: "1000.00", cap: "1000000.00", contribution_rate: "0.0137" },
  { name: "mini", kind: "mystery" as const, seed: "1.00", cap: "4.00", contribution_rate: "0.0213" },
];
const PLAYERS = [
  { playerId: "a-0", operatorId: OP_A, currency: "EUR" },
  { playerId: "a-1", operatorId: OP_A, currency: "EUR" },
  { playerId: "b-0", operatorId: OP_B, currency: "USD" },
  { playerId: "b-1", operatorId: OP_B, currency: "USD" },
];

let database: TestDatabase;
let walletA: FaultyWalletServer;
let walletB: FaultyWalletServer;
let restoreEnv: () => void;

interface Played {
  roundId: string;
  operatorId: string;
  currency: string;
  betMinor: bigint;
  winMinor: bigint;
  jackpotsAllowed: boolean;
}
const played: Played[] = [];

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

/** The round's contribution in its own currency, summed over the tiers that took one (the pool takes none of 0). */
function expectedContribution(round: Played): bigint {
  if (!round.jackpotsAllowed) return 0n;
  let total = 0n;
  for (const tier of TIERS) {
    const rate = units12(tier.contribution_rate);
    const inPool =
      round.currency === "USD"
        ? (round.betMinor * units12(USD_EUR) * rate) / 10n ** 24n
        : (round.betMinor * rate) / 10n ** 12n;
    if (inPool > 0n) total += (round.betMinor * rate) / 10n ** 12n;
  }
  return total;
}

function expectedFigures(operatorId: string, currency: string) {
  const rounds = played.filter((round) => round.operatorId === operatorId && round.currency === currency);
  const bets = rounds.reduce((sum, round) => sum + round.betMinor, 0n);
  const wins = rounds.reduce((sum, round) => sum + round.winMinor, 0n);
  const contributions = rounds.reduce((sum, round) => sum + expectedContribution(round), 0n);
  return { rounds: rounds.length, bets, wins, contributions, ggr: bets - wins - contributions };
}

async function paidJackpotWins(operatorId: string): Promise<bigint> {
  const wins = await prisma.jackpotWin.findMany({ where: { operatorId } });
  return wins.reduce((sum, win) => sum + win.paidMinor, 0n);
}

const money = (minor: bigint) => formatMinorUnits(minor, 2);

beforeAll(async () => {
  restoreEnv = withWalletEnv({ WALLET_RETRY_BACKOFF_BASE_MS: "5", WALLET_RETRY_BACKOFF_MAX_MS: "40" });
  database = await createTestDatabase();
  database.useInThisProcess();
  walletA = await startFaultyWalletServer({ walletId: OP_A });
  walletB = await startFaultyWalletServer({ walletId: OP_B });
  const playersOf = (operatorId: string) =>
    PLAYERS.filter((player) => player.operatorId === operatorId).map((player) => ({
      playerId: player.playerId,
      currency: player.currency,
      balance: "100000.00",
    }));
  await createWalletOperator({
    id: OP_A,
    walletBaseUrl: walletA.url,
    walletTimeoutMs: 5_000,
    players: playersOf(OP_A),
  });
  await createWalletOperator({
    id: OP_B,
    walletBaseUrl: walletB.url,
    walletTimeoutMs: 5_000,
    players: playersOf(OP_B),
  });
  await createGame();
  await enterRate("USD", "EUR", USD_EUR);
  await createJackpotPool({
    input: {
      title: "Money view",
      scope: "network",
      games: [GAME],
      operators: [OP_A, OP_B],
      base_currency: "EUR",
      tiers: TIERS,
    },
    actor: "console:test@example.com",
  });

  // Each player plays its rounds in order; every fifth round of an EUR player is in a session whose jurisdiction
  // excludes jackpots (as play-spin passes its profile's jackpotsAllowed). Bets of 1.00 or more give every tier a
  // contribution of at least a cent; wins stay below half the bet, so GGR is positive and the amount due a real share.
  const random = prng(2029);
  await Promise.all(
    PLAYERS.map(async (player) => {
      for (let index = 0; index < 40; index++) {
        const betMinor = BigInt(100 + Math.floor(random() * 1_900));
        const winMinor = BigInt(Math.floor(random() * Number(betMinor / 2n)));
        const jackpotsAllowed = !(player.currency === "EUR" && index % 5 === 4);
        const settled = await settleRound({
          operatorId: player.operatorId,
          playerId: player.playerId,
          sessionId: `ses_${player.playerId}`,
          gameSymbol: GAME,
          currency: player.currency,
          bet: money(betMinor),
          jackpotsAllowed,
          play: async () => ({ win: money(winMinor), result: null }),
        });
        played.push({
          roundId: settled.roundId,
          operatorId: player.operatorId,
          currency: player.currency,
          betMinor,
          winMinor,
          jackpotsAllowed,
        });
      }
    }),
  );
  for (let pass = 0; pass < 100 && (await prisma.jackpotPendingContribution.count()) > 0; pass++)
    await applyJackpotContributions({});
  expect(await prisma.jackpotPendingContribution.count()).toBe(0);
  for (let pass = 0; pass < 200; pass++) {
    const due = await prisma.walletTransaction.count({
      where: { type: "credit", state: { in: ["pending", "unknown"] } },
    });
    if (due === 0) break;
    await runWalletWorkerPass();
  }
}, 180_000);

afterAll(async () => {
  restoreEnv?.();
  await closeWalletConnections();
  await walletA?.close();
  await walletB?.close();
  await database?.drop();
}, 60_000);

describe("a jurisdiction that excludes jackpots", () => {
  it("settles its sessions' rounds without a contribution; the others' rounds contribute to every tier", async () => {
    const excluded = played.filter((round) => !round.jackpotsAllowed);
    expect(excluded).toHaveLength(16);
    expect(
      await prisma.jackpotContribution.count({ where: { roundId: { in: excluded.map((round) => round.roundId) } } }),
    ).toBe(0);
    // The excluded rounds settled as usual: their bets and wins are in the ledger.
    expect(
      await prisma.walletRound.count({
        where: { id: { in: excluded.map((round) => round.roundId) }, state: "settled" },
      }),
    ).toBe(excluded.length);
    const eurAllowed = played.filter((round) => round.jackpotsAllowed && round.currency === "EUR");
    expect(
      await prisma.jackpotContribution.count({ where: { roundId: { in: eurAllowed.map((round) => round.roundId) } } }),
    ).toBe(eurAllowed.length * TIERS.length);
  });
});

describe("the money view", () => {
  it("shows each currency's jackpot contributions and wins, and GGR = bets − wins − contributions, to the cent", async () => {
    const now = Date.now();
    const report = await getRevenueReport({ from: new Date(now - 86_400_000), to: new Date(now + 3_600_000) });
    const minor = (text: string) => parseMinorUnits(text, 2, { allowNegative: true });
    for (const [operatorId, currency] of [
      [OP_A, "EUR"],
      [OP_B, "USD"],
    ] as const) {
      const expected = expectedFigures(operatorId, currency);
      const jackpotWins = await paidJackpotWins(operatorId);
      const total = report.totals.find((row) => row.currency === currency)!;
      expect({
        rounds: total.rounds,
        bet: minor(total.bet),
        win: minor(total.win),
        jackpotContributions: minor(total.jackpotContributions),
        ggr: minor(total.ggr),
        jackpotWins: minor(total.jackpotWins),
      }).toEqual({
        rounds: expected.rounds,
        bet: expected.bets,
        win: expected.wins,
        jackpotContributions: expected.contributions,
        ggr: expected.ggr,
        jackpotWins,
      });
      // The same figures per operator and per game, and the series adds up to the total.
      for (const rows of [report.topOperators, report.topGames]) {
        const row = rows.find((line) => line.currency === currency)!;
        expect([row.jackpotContributions, row.jackpotWins, row.ggr]).toEqual([
          total.jackpotContributions,
          total.jackpotWins,
          total.ggr,
        ]);
      }
      const series = report.series.filter((row) => row.currency === currency);
      expect(series.reduce((sum, row) => sum + minor(row.jackpotContributions), 0n)).toBe(expected.contributions);
      expect(series.reduce((sum, row) => sum + minor(row.jackpotWins), 0n)).toBe(jackpotWins);
    }
    // The mini tier (seed 1.00, cap 4.00) dropped several times over these rounds.
    expect(await prisma.jackpotWin.count()).toBeGreaterThan(2);
    expect((await paidJackpotWins(OP_A)) + (await paidJackpotWins(OP_B))).toBeGreaterThan(0n);

    // Filtered to one operator: only its currency and figures.
    const onlyB = await getRevenueReport({
      from: new Date(now - 86_400_000),
      to: new Date(now + 3_600_000),
      operatorId: OP_B,
    });
    expect(onlyB.totals.map((row) => [row.currency, row.jackpotContributions])).toEqual([
      ["USD", money(expectedFigures(OP_B, "USD").contributions)],
    ]);
  });
});

describe("billing", () => {
  it("bills GGR = bets − wins − jackpot contributions; jackpot wins are shown and not billed", async () => {
    const month = new Date().toISOString().slice(0, 7);
    for (const operatorId of [OP_A, OP_B]) {
      await setRevenueShare({
        operatorId,
        effectiveFrom: month,
        percent: "12.50",
        freeRoundsCostTreatment: "not_deducted",
        promotionCostTreatment: "not_deducted",
        actor: "console:test@example.com",
      });
    }
    for (const [operatorId, currency] of [
      [OP_A, "EUR"],
      [OP_B, "USD"],
    ] as const) {
      const expected = expectedFigures(operatorId, currency);
      const jackpotWins = await paidJackpotWins(operatorId);
      expect(expected.ggr).toBeGreaterThan(0n);
      // 12.50 % half-up to the cent.
      const due = (expected.ggr * 1_250n + 5_000n) / 10_000n;
      const { statement, csv } = await getMonthlyStatement({ operatorId, month });
      expect(statement.lines).toHaveLength(1);
      expect(statement.lines[0]).toMatchObject({
        currency,
        rounds: String(expected.rounds),
        bets: money(expected.bets),
        wins: money(expected.wins),
        jackpotContributions: money(expected.contributions),
        ggr: money(expected.ggr),
        jackpotWins: money(jackpotWins),
        billableGgr: money(expected.ggr),
        amountDue: money(due),
        amountDueBasis: "share_of_billable_ggr",
      });
      const [header, line] = csv
        .trimEnd()
        .split("\n")
        .map((row) => row.split(","));
      const row = Object.fromEntries(header!.map((column, index) => [column, line![index]]));
      expect(row).toMatchObject({
        currency,
        ggr: money(expected.ggr),
        jackpot_contributions: money(expected.contributions),
        jackpot_wins: money(jackpotWins),
        amount_due: money(due),
      });
    }
  });
});
