import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/lib/server/db/generated/client";
import { createAdapterFactory } from "@/lib/server/db/connection";
import { prisma } from "@/lib/server/db/prisma";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { isAppError } from "@/lib/base/errors";
import type { CreateJackpotPoolInput } from "@/lib/contract/jackpots-api";
import { applyJackpotContributions } from "@/lib/server/jackpots/apply-jackpot-contributions";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { getJackpotLiability } from "@/lib/server/jackpots/get-jackpot-liability";
import { jackpotPoolRecords } from "@/lib/server/jackpots/jackpot-pool-view";
import { startJackpotApplier, stopJackpotApplier } from "@/lib/server/jackpots/jackpot-applier";
import { runWalletWorkerPass } from "@/lib/server/wallet/run-wallet-worker-pass";
import { settleFreeRound, settleRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import pg from "pg";
import { createTestDatabase, testDbKind, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, demoBalance, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import { startFaultyWalletServer, type FaultyWalletServer } from "@/tests/integration/support/wallet-faulty-server";
import { createGame, enterRate, fixTrigger, GAME, units12 } from "./jackpot-fixtures";

// The jackpot money core (issue 29) on PGlite and PostgreSQL, against real wallets on loopback: contributions taken
// in the settle statement, exact over 10,000 random rounds (2,500 on PGlite; cancelled, rolled-back and free rounds
// never contribute); a mystery tier's trigger decided once when 50 bets race across it with two appliers (two
// connection pools on PostgreSQL: two instances); liability = seeds + contributions − wins to the minor unit; the win
// credit (jackpot_win) paid once through the durable ledger when the wallet's answer is lost, and when the applying
// instance's connection dies before its commit (PostgreSQL; jackpot-payout-faults.test.ts kills a whole instance
// mid-win on both).

const OP_A = "jp-op-a"; // EUR players
const OP_B = "jp-op-b"; // USD players: a network pool converts their bets at the month's rate
const USD_EUR = "0.912345678901";
const PLAYERS_A = Array.from({ length: 6 }, (_, index) => ({
  playerId: `a-${index}`,
  currency: "EUR",
  balance: "100000.00",
}));
const PLAYERS_B = Array.from({ length: 4 }, (_, index) => ({
  playerId: `b-${index}`,
  currency: "USD",
  balance: "100000.00",
}));

let database: TestDatabase;
let walletA: FaultyWalletServer;
let walletB: FaultyWalletServer;
let restoreEnv: () => void;

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

const pool = (input: Partial<CreateJackpotPoolInput> & Pick<CreateJackpotPoolInput, "tiers">) =>
  createJackpotPool({
    input: {
      title: "Test pool",
      scope: "local",
      games: [GAME],
      operators: [OP_A],
      base_currency: "EUR",
      ...input,
    },
    actor: "console:test@example.com",
  });

async function drainApplier(db?: PrismaClient) {
  for (let pass = 0; pass < 100; pass++) {
    await applyJackpotContributions({ db });
    if ((await prisma.jackpotPendingContribution.count()) === 0) return;
  }
  throw new Error("pending contributions left");
}

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

function paidRound(options: { operatorId: string; playerId: string; currency: string; bet: string; win: string }) {
  return settleRound({
    operatorId: options.operatorId,
    playerId: options.playerId,
    sessionId: `ses_${options.playerId}`,
    gameSymbol: GAME,
    currency: options.currency,
    bet: options.bet,
    play: async () => ({ win: options.win, result: null }),
  });
}

/** What the hash on the tier committed to: SHA-256 of tier, cycle, trigger and nonce. */
function committed(win: { tierId: string; cycle: number; triggerMinor: bigint | null; triggerNonce: string | null }) {
  return createHash("sha256")
    .update(`${win.tierId}:${win.cycle}:${win.triggerMinor}:${win.triggerNonce}`)
    .digest("hex");
}

beforeAll(async () => {
  restoreEnv = withWalletEnv({
    WALLET_DEBIT_RETRY_DELAY_MS: "5",
    WALLET_DEBIT_RETRY_WINDOW_MS: "4000",
    WALLET_RETRY_BACKOFF_BASE_MS: "5",
    WALLET_RETRY_BACKOFF_MAX_MS: "40",
    WALLET_LEASE_MARGIN_MS: "300",
  });
  database = await createTestDatabase();
  database.useInThisProcess();
  walletA = await startFaultyWalletServer({ walletId: OP_A });
  walletB = await startFaultyWalletServer({ walletId: OP_B });
  await createWalletOperator({ id: OP_A, walletBaseUrl: walletA.url, walletTimeoutMs: 5_000, players: PLAYERS_A });
  await createWalletOperator({ id: OP_B, walletBaseUrl: walletB.url, walletTimeoutMs: 5_000, players: PLAYERS_B });
  await createGame();
  await enterRate("USD", "EUR", USD_EUR);
  // One free-rounds award per EUR player: its rounds must never contribute.
  for (const player of PLAYERS_A) {
    await prisma.freeRoundsCampaign.create({
      data: {
        id: `frc_${player.playerId}`,
        operatorId: OP_A,
        campaignId: `jp-${player.playerId}`,
        requestDigest: "jp",
        gameSymbols: [GAME],
        rounds: 1000,
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
        id: `fra_${player.playerId}`,
        campaignRef: `frc_${player.playerId}`,
        operatorId: OP_A,
        externalPlayerId: player.playerId,
        roundsTotal: 1000,
      },
    });
  }
}, 120_000);

afterAll(async () => {
  restoreEnv?.();
  await closeWalletConnections();
  await walletA?.close();
  await walletB?.close();
  await database?.drop();
}, 60_000);

describe("creating a pool", () => {
  it("refuses a mystery tier without a cap above its seed, unknown games and operators", async () => {
    const codeOf = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        if (isAppError(error)) return error.code;
        throw error;
      }
      return null;
    };
    const mystery = { name: "mini", kind: "mystery" as const, seed: "10.00", cap: "20.00", contribution_rate: "0.01" };
    expect(await codeOf(() => pool({ tiers: [{ ...mystery, cap: undefined }] }))).toBe("invalid_jackpot_tier");
    expect(await codeOf(() => pool({ tiers: [{ ...mystery, cap: "10.00" }] }))).toBe("invalid_jackpot_tier");
    expect(await codeOf(() => pool({ games: ["nope"], tiers: [mystery] }))).toBe("unknown_game");
    expect(await codeOf(() => pool({ operators: ["nobody"], tiers: [mystery] }))).toBe("operator_not_found");
    expect(await prisma.jackpotPool.count()).toBe(0);
  });
});

// 10,000 rounds on PostgreSQL (2 to 3.5 min on the shared 2-core machine); 2,500 on PGlite, whose one connection
// serialises every statement of every lane: 10,000 there passed in 8 min (471 s), too long for every run.
// JACKPOT_FUZZ_ROUNDS sets another count (e.g. 10000 on PGlite).
const ROUNDS = Number(process.env.JACKPOT_FUZZ_ROUNDS ?? (testDbKind === "postgres" ? 10_000 : 2_500));

describe("contributions", () => {
  it(`are exact over ${ROUNDS.toLocaleString("en-US")} random rounds of two operators (a network pool), none from cancelled, rolled-back or free rounds; liability = seeds + contributions − wins`, async () => {
    const created = await pool({
      title: "Network",
      scope: "network",
      operators: [OP_A, OP_B],
      tiers: [
        {
          name: "mega",
          kind: "mystery",
          seed: "1000.00",
          cap: "1000000.00",
          contribution_rate: "0.0137",
          reserve_rate: "0.1",
        },
        { name: "mini", kind: "mystery", seed: "1.00", cap: "4.00", contribution_rate: "0.0213", reserve_rate: "0.05" },
      ],
    });
    const random = prng(29);
    const players = [
      ...PLAYERS_A.map((player) => ({ ...player, operatorId: OP_A })),
      ...PLAYERS_B.map((player) => ({ ...player, operatorId: OP_B })),
    ];
    const kinds = { paid: 0, cancelled: 0, rolledBack: 0, free: 0 };
    let next = 0;
    // A rolled-back round: every answer to its debit is lost after the wallet applied it (each attempt a 500), so
    // the bet's outcome stays unknown, the round is not played and a rollback of the bet is queued.
    const doomed = new Set<string>();
    for (const wallet of [walletA, walletB])
      wallet.faultFor = ({ action, body }) =>
        action === "debit" && [...doomed].some((playerId) => body.includes(`"player_id":"${playerId}"`))
          ? "error_500_after_apply"
          : null;
    // Each player plays its rounds in order (one round at a time per session); players play side by side.
    await Promise.all(
      players.map(async (player) => {
        for (;;) {
          const index = next++;
          if (index >= ROUNDS) return;
          const draw = random();
          const bet = formatMinorUnits(BigInt(1 + Math.floor(random() * 2_000)), 2);
          const win = formatMinorUnits(BigInt(Math.floor(random() * 3_000)), 2);
          const common = {
            operatorId: player.operatorId,
            playerId: player.playerId,
            sessionId: `ses_${player.playerId}`,
            gameSymbol: GAME,
            currency: player.currency,
          };
          if (draw < 0.01) {
            kinds.rolledBack++;
            doomed.add(player.playerId);
            try {
              await expect(
                settleRound({ ...common, bet, play: async () => ({ win, result: null }) }),
              ).rejects.toThrow();
            } finally {
              doomed.delete(player.playerId);
            }
          } else if (draw < 0.05) {
            kinds.cancelled++;
            await expect(
              settleRound({
                ...common,
                bet,
                play: async () => {
                  throw new Error("injected outcome failure");
                },
              }),
            ).rejects.toThrow("injected outcome failure");
          } else if (draw < 0.1 && player.currency === "EUR") {
            kinds.free++;
            await settleFreeRound({
              ...common,
              bet: "0.10",
              awardId: `fra_${player.playerId}`,
              play: async () => ({ win, result: null }),
            });
          } else {
            kinds.paid++;
            await settleRound({ ...common, bet, play: async () => ({ win, result: null }) });
          }
        }
      }),
    );
    for (const wallet of [walletA, walletB]) wallet.faultFor = () => null;
    await drainApplier();
    await drainWorker();
    // About 4 %, 1 % and 3 % of the rounds.
    expect(kinds.cancelled).toBeGreaterThan(ROUNDS * 0.025);
    expect(kinds.rolledBack).toBeGreaterThan(ROUNDS * 0.005);
    expect(kinds.free).toBeGreaterThan(ROUNDS * 0.015);

    const paidRounds = await prisma.walletRound.findMany({
      where: { state: "settled", freeRoundsAwardId: null, operatorId: { in: [OP_A, OP_B] } },
    });
    expect(paidRounds).toHaveLength(kinds.paid);
    expect(await prisma.walletRound.count({ where: { state: "cancelled" } })).toBe(kinds.cancelled + kinds.rolledBack);
    // Every cancelled round's bet was rolled back at the wallet (the unknown debits and the failed outcomes).
    expect(
      await prisma.walletTransaction.count({
        where: { type: "rollback", state: "succeeded", operatorId: { in: [OP_A, OP_B] } },
      }),
    ).toBe(kinds.cancelled + kinds.rolledBack);
    const [records] = await jackpotPoolRecords(prisma, [created.poolId]);
    const liability = await getJackpotLiability({ poolId: created.poolId });
    for (const tier of records!.tiers) {
      const input = tier.name === "mega" ? { rate: "0.0137", reserve: "0.1" } : { rate: "0.0213", reserve: "0.05" };
      // Expected independently: floor(bet × rate [× USD→EUR]) in EUR cents, its reserve floor(amount × share).
      const expected = new Map<string, { amount: bigint; reserve: bigint }>();
      for (const round of paidRounds) {
        const usd = round.currency.trim() === "USD";
        const amount = usd
          ? (round.betMinor * units12(USD_EUR) * units12(input.rate)) / 10n ** 24n
          : (round.betMinor * units12(input.rate)) / 10n ** 12n;
        if (amount > 0n) expected.set(round.id, { amount, reserve: (amount * units12(input.reserve)) / 10n ** 12n });
      }
      const rows = await prisma.jackpotContribution.findMany({ where: { tierId: tier.tierId } });
      expect(rows).toHaveLength(expected.size);
      for (const row of rows) {
        expect({ amount: row.amountMinor, reserve: row.reserveMinor }).toEqual(expected.get(row.roundId));
        expect(row.exchangeRate?.toString() ?? null).toBe(row.currency.trim() === "USD" ? USD_EUR : null);
      }
      const contributions = [...expected.values()].reduce((sum, row) => sum + row.amount, 0n);
      const wins = await prisma.jackpotWin.findMany({ where: { tierId: tier.tierId }, orderBy: { cycle: "asc" } });
      const seed = tier.name === "mega" ? 100_000n : 100n;
      const winsMinor = wins.reduce((sum, win) => sum + win.amountMinor, 0n);
      const row = liability.find((line) => line.tierId === tier.tierId)!;
      expect(row).toMatchObject({
        currency: "EUR",
        seedsMinor: seed * BigInt(1 + wins.length),
        contributionsMinor: contributions,
        winsMinor,
        liabilityMinor: seed * BigInt(1 + wins.length) + contributions - winsMinor,
      });
      // The hot counters agree with the ledgers: the tier's amount now plus its reserve is the liability.
      expect(tier.amountMinor + tier.reserveMinor).toBe(row.liabilityMinor);
      expect(tier.cycle).toBe(1 + wins.length);
      // Every win: one per cycle, its trigger the one committed before play, reached by its amount.
      wins.forEach((win, index) => {
        expect(win.cycle).toBe(index + 1);
        expect(committed(win)).toBe(win.triggerHash);
        expect(win.amountMinor).toBeGreaterThanOrEqual(win.triggerMinor!);
        expect(win.triggerMinor!).toBeLessThanOrEqual(400n);
      });
      if (tier.name === "mini") expect(wins.length).toBeGreaterThan(3);
      else expect(wins).toHaveLength(0);
    }
    // The wins were credited once each through the ledger (jackpot_win), in the winning round's currency.
    const wins = await prisma.jackpotWin.findMany();
    for (const win of wins) {
      const credit = await prisma.walletTransaction.findUniqueOrThrow({ where: { id: win.transactionId } });
      expect(credit).toMatchObject({
        type: "credit",
        actionType: "jackpot_win",
        state: "succeeded",
        roundId: null,
        amountMinor: win.paidMinor,
        sessionId: win.sessionId,
        playerId: win.playerId,
      });
      if (win.paidCurrency.trim() === "USD")
        expect(win.paidMinor).toBe((win.amountMinor * 10n ** 14n) / (units12(USD_EUR) * 100n));
      else expect(win.paidMinor).toBe(win.amountMinor);
      const wallet = win.operatorId === OP_A ? walletA : walletB;
      expect(
        new Set(wallet.received.filter((call) => call.transactionId === win.transactionId).map((call) => call.action)),
      ).toEqual(new Set(["credit"]));
    }
  }, 600_000);
});

describe("a mystery tier's trigger", () => {
  it("has exactly one winner when 50 bets race across it, with two appliers (two instances)", async () => {
    const created = await pool({
      title: "Race",
      tiers: [{ name: "race", kind: "mystery", seed: "10.00", cap: "10.40", contribution_rate: "0.01" }],
    });
    const tierId = created.tiers[0]!.tierId;
    // The 30th cent reaches it; the next cycles' triggers are drawn far out of the race's reach.
    await fixTrigger(tierId, 1030n, 100_000_000n);
    const second =
      database.kind === "postgres"
        ? new PrismaClient({ adapter: createAdapterFactory(database.target) as never })
        : undefined;
    try {
      let racing = true;
      const appliers = [undefined, second].map(async (db) => {
        while (racing) {
          await applyJackpotContributions({ db });
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      });
      const racers = Array.from({ length: 50 }, (_, index) => ({
        operatorId: OP_A,
        playerId: PLAYERS_A[index % PLAYERS_A.length]!.playerId,
        sessionId: `race_${index}`,
      }));
      await Promise.all(
        racers.map((racer) =>
          settleRound({
            ...racer,
            gameSymbol: GAME,
            currency: "EUR",
            bet: "1.00",
            play: async () => ({ win: "0", result: null }),
          }),
        ),
      );
      racing = false;
      await Promise.all(appliers);
      await Promise.all([drainApplier(), drainApplier(second)]);
    } finally {
      await second?.$disconnect();
    }
    const wins = await prisma.jackpotWin.findMany({ where: { tierId } });
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ cycle: 1, amountMinor: 1030n, triggerMinor: 1030n });
    const tier = (await jackpotPoolRecords(prisma, [created.poolId]))[0]!.tiers[0]!;
    expect(tier).toMatchObject({ cycle: 2, amountMinor: 1000n + 20n });
    const [liability] = await getJackpotLiability({ poolId: created.poolId });
    expect(liability).toMatchObject({
      seedsMinor: 2000n,
      contributionsMinor: 50n,
      winsMinor: 1030n,
      liabilityMinor: 1020n,
    });
    await drainWorker();
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: wins[0]!.transactionId } })).toMatchObject({
      actionType: "jackpot_win",
      state: "succeeded",
      amountMinor: 1030n,
    });
  }, 120_000);

  it("pays its win once when the wallet applies the credit and its answer is lost (the ledger retries the same transaction_id)", async () => {
    const created = await pool({
      title: "Timeout",
      tiers: [{ name: "drop", kind: "mystery", seed: "5.00", cap: "6.00", contribution_rate: "0.02" }],
    });
    const tierId = created.tiers[0]!.tierId;
    await fixTrigger(tierId, 501n, 100_000_000n);
    await prisma.operator.update({ where: { id: OP_A }, data: { walletTimeoutMs: 1_000 } });
    let lost: string | null = null;
    walletA.faultFor = ({ action, body, transactionId }) => {
      if (action !== "credit" || !body.includes('"action_type":"jackpot_win"') || lost) return null;
      lost = transactionId;
      return "hang_after_apply";
    };
    try {
      const playerId = PLAYERS_A[0]!.playerId;
      const before = parseMinorUnits(await demoBalance(OP_A, playerId, "EUR"), 2);
      const round = await paidRound({ operatorId: OP_A, playerId, currency: "EUR", bet: "2.00", win: "0" });
      const wins = await applyJackpotContributions({ tierIds: [tierId] });
      expect(wins).toHaveLength(1);
      expect(wins[0]).toMatchObject({ roundId: round.roundId, amountMinor: 504n, paidMinor: 504n });
      // Applying again finds nothing pending and pays nothing.
      expect(await applyJackpotContributions({ tierIds: [tierId] })).toEqual([]);
      await drainWorker();
      expect(lost).toBe(wins[0]!.transactionId);
      const credit = await prisma.walletTransaction.findUniqueOrThrow({ where: { id: lost! } });
      expect(credit).toMatchObject({ state: "succeeded", actionType: "jackpot_win", amountMinor: 504n });
      expect(credit.attempts).toBeGreaterThanOrEqual(2);
      expect(walletA.received.filter((call) => call.transactionId === lost).length).toBeGreaterThanOrEqual(2);
      // The player was paid once: −2.00 bet, +5.04 jackpot.
      expect(parseMinorUnits(await demoBalance(OP_A, playerId, "EUR"), 2)).toBe(before - 200n + 504n);
    } finally {
      walletA.faultFor = () => null;
      await prisma.operator.update({ where: { id: OP_A }, data: { walletTimeoutMs: 5_000 } });
    }
  }, 120_000);

  it.skipIf(testDbKind !== "postgres")(
    "pays once when the instance applying a win dies mid-transaction (its connection killed before the commit)",
    async () => {
      const created = await pool({
        title: "Killed",
        tiers: [{ name: "drop", kind: "mystery", seed: "20.00", cap: "21.00", contribution_rate: "0.01" }],
      });
      const tierId = created.tiers[0]!.tierId;
      await fixTrigger(tierId, 2_001n, 100_000_000n);
      const playerId = PLAYERS_A[2]!.playerId;
      const round = await paidRound({ operatorId: OP_A, playerId, currency: "EUR", bet: "1.00", win: "0" });
      expect(await prisma.jackpotPendingContribution.count({ where: { tierId } })).toBe(1);

      // The dying instance: its own pool; its win's credit waits on the operator's row, which the test holds.
      const dying = new PrismaClient({ adapter: createAdapterFactory(database.target) as never });
      const url = (database.target as { url: string }).url;
      const locker = new pg.Client({ connectionString: url });
      const admin = new pg.Client({ connectionString: url });
      await Promise.all([locker.connect(), admin.connect()]);
      try {
        await locker.query("BEGIN");
        await locker.query("SELECT id FROM operators WHERE id = $1 FOR UPDATE", [OP_A]);
        const lockerPid = (await locker.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
        const applying = applyJackpotContributions({ db: dying, tierIds: [tierId] });
        applying.catch(() => undefined);
        let victim: number | undefined;
        for (let poll = 0; poll < 200 && victim === undefined; poll++) {
          const { rows } = await admin.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1 AND query ILIKE '%wallet_transactions%'`,
            [lockerPid],
          );
          victim = rows[0]?.pid;
          if (victim === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(victim, "the applier's credit insert waiting on the operator's row").toBeDefined();
        // Its win row is written, its credit not yet: the instance dies here.
        await admin.query("SELECT pg_terminate_backend($1)", [victim]);
        await expect(applying).rejects.toThrow();
        await locker.query("ROLLBACK");
      } finally {
        await locker.end();
        await admin.end();
        await dying.$disconnect().catch(() => undefined);
      }
      // Nothing of the dead transaction remains: no win, no credit, the contribution still pending, the cycle open.
      expect(await prisma.jackpotWin.count({ where: { tierId } })).toBe(0);
      expect(await prisma.jackpotPendingContribution.count({ where: { tierId } })).toBe(1);
      expect((await prisma.jackpotTier.findUniqueOrThrow({ where: { id: tierId } })).cycle).toBe(1);
      // Another instance's pass pays it, once; a further pass pays nothing.
      const wins = await applyJackpotContributions({ tierIds: [tierId] });
      expect(wins).toMatchObject([{ roundId: round.roundId, amountMinor: 2_001n, cycle: 1 }]);
      expect(await applyJackpotContributions({ tierIds: [tierId] })).toEqual([]);
      await drainWorker();
      const credits = await prisma.walletTransaction.findMany({
        where: { actionType: "jackpot_win", playerId, amountMinor: 2_001n },
      });
      expect(credits).toMatchObject([{ id: wins[0]!.transactionId, state: "succeeded" }]);
    },
    120_000,
  );

  it("is applied by the instance's applier as soon as a settlement leaves a contribution pending (no pass by hand)", async () => {
    const created = await pool({
      title: "Started",
      tiers: [{ name: "drop", kind: "mystery", seed: "30.00", cap: "31.00", contribution_rate: "0.01" }],
    });
    const tierId = created.tiers[0]!.tierId;
    await fixTrigger(tierId, 3_005n, 100_000_000n);
    startJackpotApplier();
    try {
      // Ten rounds of 1.00 at once: 0.10 in all, the fifth cent applied wins (the shards take none: limit 0).
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          settleRound({
            operatorId: OP_A,
            playerId: PLAYERS_A[index % PLAYERS_A.length]!.playerId,
            sessionId: `started_${index}`,
            gameSymbol: GAME,
            currency: "EUR",
            bet: "1.00",
            play: async () => ({ win: "0", result: null }),
          }),
        ),
      );
      for (let poll = 0; poll < 100 && (await prisma.jackpotWin.count({ where: { tierId } })) === 0; poll++)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await stopJackpotApplier();
    }
    expect(await prisma.jackpotWin.findMany({ where: { tierId } })).toMatchObject([{ cycle: 1, amountMinor: 3_005n }]);
  });

  it("never takes a contribution from a game or operator the pool does not name", async () => {
    const before = await prisma.jackpotContribution.count();
    await createGame("vs10other");
    await settleRound({
      operatorId: OP_A,
      playerId: PLAYERS_A[1]!.playerId,
      sessionId: "ses_other_game",
      gameSymbol: "vs10other",
      currency: "EUR",
      bet: "5.00",
      play: async () => ({ win: "0", result: null }),
    });
    expect(await prisma.jackpotContribution.count()).toBe(before);
    expect(currencyExponent("EUR")).toBe(2);
  });
});
