import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import type { JackpotTierInput } from "@/lib/contract/jackpots-api";
import { applyJackpotContributions } from "@/lib/server/jackpots/apply-jackpot-contributions";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { getJackpotLiability } from "@/lib/server/jackpots/get-jackpot-liability";
import { getJackpotRtp } from "@/lib/server/jackpots/get-jackpot-rtp";
import { jackpotPoolRecords } from "@/lib/server/jackpots/jackpot-pool-view";
import { runWalletWorkerPass } from "@/lib/server/wallet/run-wallet-worker-pass";
import { settleRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import { startFaultyWalletServer, type FaultyWalletServer } from "@/tests/integration/support/wallet-faulty-server";
import { createGame, GAME } from "./jackpot-fixtures";

// Progressive tiers (issue 29) on PGlite and PostgreSQL, against a real wallet on loopback: every contribution goes
// pending (the shards' limit is 0) and the applier draws each one; the winner takes the tier's amount including its
// own contribution, the tier reseeds from its seed plus the reserve, and the win is paid once as a jackpot_win
// credit. Liability stays seeds + contributions − wins to the minor unit.

const OP = "jp-prog-op";
const PLAYERS = Array.from({ length: 4 }, (_, index) => ({
  playerId: `p-${index}`,
  currency: "EUR",
  balance: "100000.00",
}));

let database: TestDatabase;
let wallet: FaultyWalletServer;
let restoreEnv: () => void;

const progressivePool = (title: string, tier: Omit<JackpotTierInput, "kind" | "name">) =>
  createJackpotPool({
    input: {
      title,
      scope: "local",
      games: [GAME],
      operators: [OP],
      base_currency: "EUR",
      tiers: [{ name: "progressive", kind: "progressive", ...tier }],
    },
    actor: "console:test@example.com",
  });

const paidRound = (playerId: string, bet: string) =>
  settleRound({
    operatorId: OP,
    playerId,
    sessionId: `ses_${playerId}`,
    gameSymbol: GAME,
    currency: "EUR",
    bet,
    play: async () => ({ win: "0", result: null }),
  });

async function drainWorker() {
  for (let pass = 0; pass < 200; pass++) {
    const due = await prisma.walletTransaction.count({
      where: { type: { in: ["credit", "rollback"] }, state: { in: ["pending", "unknown"] } },
    });
    if (due === 0) return;
    await runWalletWorkerPass();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the worker did not drain the backlog");
}

/** Every win of the tier was paid by exactly one jackpot_win credit, once at the wallet. */
async function expectPaidOnce(tierId: string) {
  await drainWorker();
  const wins = await prisma.jackpotWin.findMany({ where: { tierId } });
  const credits = await prisma.walletTransaction.findMany({
    where: { id: { in: wins.map((win) => win.transactionId) } },
  });
  expect(credits).toHaveLength(wins.length);
  for (const win of wins) {
    expect(credits.find((credit) => credit.id === win.transactionId)).toMatchObject({
      type: "credit",
      actionType: "jackpot_win",
      state: "succeeded",
      amountMinor: win.paidMinor,
      playerId: win.playerId,
    });
    expect(
      wallet.received.filter((call) => call.transactionId === win.transactionId).map((call) => call.action),
    ).toEqual(["credit"]);
  }
}

beforeAll(async () => {
  restoreEnv = withWalletEnv({
    WALLET_RETRY_BACKOFF_BASE_MS: "5",
    WALLET_RETRY_BACKOFF_MAX_MS: "40",
  });
  database = await createTestDatabase();
  database.useInThisProcess();
  wallet = await startFaultyWalletServer({ walletId: OP });
  await createWalletOperator({ id: OP, walletBaseUrl: wallet.url, walletTimeoutMs: 5_000, players: PLAYERS });
  await createGame();
}, 120_000);

afterAll(async () => {
  restoreEnv?.();
  await closeWalletConnections();
  await wallet?.close();
  await database?.drop();
}, 60_000);

describe("a progressive tier", () => {
  it("with p = 1 is won by the first contribution, including it, and reseeds from seed + reserve", async () => {
    const created = await progressivePool("Sure", {
      seed: "5.00",
      contribution_rate: "0.01",
      reserve_rate: "0.5",
      win_probability: "1",
    });
    const tierId = created.tiers[0]!.tierId;
    // 2.00 at 1 %: 2 cents, 1 of them to the reserve. Its shard takes nothing: the contribution waits for the draw.
    const round = await paidRound(PLAYERS[0]!.playerId, "2.00");
    expect(await prisma.jackpotPendingContribution.count({ where: { tierId } })).toBe(1);
    const wins = await applyJackpotContributions({ tierIds: [tierId] });
    expect(wins).toMatchObject([{ roundId: round.roundId, cycle: 1, amountMinor: 501n, paidMinor: 501n }]);
    expect(await prisma.jackpotWin.findUniqueOrThrow({ where: { id: wins[0]!.winId } })).toMatchObject({
      triggerMinor: null,
      triggerNonce: null,
      triggerHash: null,
    });
    // The next cycle starts from the seed plus the reserve the winning contribution put aside; no trigger is drawn.
    const [record] = await jackpotPoolRecords(prisma, [created.poolId]);
    expect(record!.tiers[0]).toMatchObject({ cycle: 2, amountMinor: 501n, reserveMinor: 0n, triggerHash: null });
    const tier = await prisma.jackpotTier.findUniqueOrThrow({ where: { id: tierId } });
    expect(tier).toMatchObject({ triggerMinor: null, triggerNonce: null, triggerHash: null });
    expect(await applyJackpotContributions({ tierIds: [tierId] })).toEqual([]);
    expect(await getJackpotLiability({ poolId: created.poolId })).toMatchObject([
      { seedsMinor: 1_000n, contributionsMinor: 2n, winsMinor: 501n, liabilityMinor: 501n },
    ]);
    await expectPaidOnce(tierId);
    // Every contribution wins it: 1.00 gives 1 cent (none to the reserve) on top of the 5.01 the cycle started at.
    await paidRound(PLAYERS[1]!.playerId, "1.00");
    expect(await applyJackpotContributions({ tierIds: [tierId] })).toMatchObject([{ cycle: 2, amountMinor: 502n }]);
  }, 120_000);

  it("with p = 0.5 over 200 rounds: one win per cycle, each the folded amount at its contribution; liability exact", async () => {
    const created = await progressivePool("Half", {
      seed: "1.00",
      contribution_rate: "0.05",
      reserve_rate: "0.1",
      win_probability: "0.5",
    });
    const tierId = created.tiers[0]!.tierId;
    const ROUNDS = 200;
    let next = 0;
    // Each player plays one round at a time; players play side by side. The applier runs only afterwards, so it
    // folds every contribution in its order (settled at, round id).
    await Promise.all(
      PLAYERS.map(async (player) => {
        for (let index = next++; index < ROUNDS; index = next++)
          await paidRound(player.playerId, `${1 + (index % 7)}.${String(index % 100).padStart(2, "0")}`);
      }),
    );
    expect(await prisma.jackpotPendingContribution.count({ where: { tierId } })).toBe(ROUNDS);
    await applyJackpotContributions({ tierIds: [tierId] });
    expect(await prisma.jackpotPendingContribution.count({ where: { tierId } })).toBe(0);

    const contributions = await prisma.jackpotContribution.findMany({
      where: { tierId },
      orderBy: [{ createdAt: "asc" }, { roundId: "asc" }],
    });
    expect(contributions).toHaveLength(ROUNDS);
    const wins = await prisma.jackpotWin.findMany({ where: { tierId }, orderBy: { cycle: "asc" } });
    // Binomial(200, 0.5): 100 ± 7.1; outside 50–150 with probability below 10^-12.
    expect(wins.length).toBeGreaterThan(50);
    expect(wins.length).toBeLessThan(150);
    // Replayed independently: each cycle starts at seed + reserve carried, adds each contribution's pool part, and
    // its win is the amount at the winning contribution; cycles are 1, 2, 3, … with one win each.
    const byRound = new Map(wins.map((win) => [win.roundId, win]));
    let cycle = 1;
    let amount = 100n;
    let reserve = 0n;
    for (const contribution of contributions) {
      amount += contribution.amountMinor - contribution.reserveMinor;
      reserve += contribution.reserveMinor;
      const win = byRound.get(contribution.roundId);
      if (!win) continue;
      expect(win).toMatchObject({ cycle, amountMinor: amount, triggerMinor: null, triggerHash: null });
      cycle += 1;
      amount = 100n + reserve;
      reserve = 0n;
    }
    expect(cycle).toBe(wins.length + 1);
    const [record] = await jackpotPoolRecords(prisma, [created.poolId]);
    expect(record!.tiers[0]).toMatchObject({ cycle, amountMinor: amount, reserveMinor: reserve });

    const contributed = contributions.reduce((sum, row) => sum + row.amountMinor, 0n);
    const won = wins.reduce((sum, win) => sum + win.amountMinor, 0n);
    const seeds = 100n * BigInt(cycle);
    expect(await getJackpotLiability({ poolId: created.poolId })).toMatchObject([
      {
        seedsMinor: seeds,
        contributionsMinor: contributed,
        winsMinor: won,
        liabilityMinor: seeds + contributed - won,
      },
    ]);
    expect(seeds + contributed - won).toBe(amount + reserve);
    await expectPaidOnce(tierId);
  }, 300_000);

  it("has its RTP share from the bets it took (math:report): r + p x S / mean bet", async () => {
    const rows = await getJackpotRtp();
    const meanBet = async (tierId: string) => {
      const bets = await prisma.jackpotContribution.findMany({ where: { tierId } });
      return Number(bets.reduce((sum, row) => sum + row.betMinor, 0n)) / bets.length;
    };
    // Both pools took every round since they were made (the same game and operator): r + p x S / mean bet.
    const sure = rows.find((row) => row.title === "Sure")!;
    const sureMean = await meanBet(sure.tierId);
    expect(sure).toMatchObject({ kind: "progressive", games: [GAME], meanBetSource: "observed" });
    expect(sure.meanBet).toBe((Math.round(sureMean) / 100).toFixed(2));
    expect(sure.rtp.contribution).toBe(0.01);
    expect(sure.rtp.seed).toBeCloseTo(500 / sureMean, 12);
    const half = rows.find((row) => row.title === "Half")!;
    expect(half.rtp.total).toBeCloseTo(0.05 + (0.5 * 100) / (await meanBet(half.tierId)), 12);
    // A mean bet given instead (in each pool's currency) replaces the observed one.
    const given = (await getJackpotRtp({ meanBet: "2.50" })).find((row) => row.title === "Sure")!;
    expect(given).toMatchObject({ meanBet: "2.50", meanBetSource: "given" });
    expect(given.rtp.seed).toBeCloseTo(500 / 250, 12);
  });
});
