import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FREE_ROUND_WIN_ACTION_TYPE } from "@/lib/contract/wallet-api";
import { prisma } from "@/lib/server/db/prisma";
import { setDemoWalletBalance } from "@/lib/server/demo-wallet/set-demo-wallet-balance";
import { cancelAward } from "@/lib/server/free-rounds/cancel-award";
import { findPlayableAwards } from "@/lib/server/free-rounds/find-playable-awards";
import { updateOperator } from "@/lib/server/operators/update-operator";
import { requeueWalletTransaction } from "@/lib/server/wallet/requeue-wallet-transaction";
import { runWalletWorkerPass } from "@/lib/server/wallet/run-wallet-worker-pass";
import { settleFreeRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, demoBalance, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import {
  startFaultyWalletServer,
  type FaultyWalletServer,
  type ReceivedCallback,
  type WalletFault,
} from "@/tests/integration/support/wallet-faulty-server";

// Free rounds on the durable ledger against a real wallet on loopback (the demo wallet service, which verifies
// every signature): no debit, one free_round_win credit per round, the award's rounds and win kept in step with
// the ledger (cap, completion, concurrency, cancel and expiry mid-play, recovery, retries).

const OPERATOR = "free-op";
const GAME = "vs20aurora";
// 20 lines × bet level 1 × coin 0.10.
const STAKE = "2.00";
let database: TestDatabase;
let wallet: FaultyWalletServer;
let restoreEnv: () => void;
let sequence = 0;

beforeAll(async () => {
  restoreEnv = withWalletEnv({
    WALLET_RETRY_BACKOFF_BASE_MS: "5",
    WALLET_RETRY_BACKOFF_MAX_MS: "20",
    WALLET_LEASE_MARGIN_MS: "500",
  });
  database = await createTestDatabase();
  database.useInThisProcess();
  wallet = await startFaultyWalletServer({ walletId: OPERATOR });
  await createWalletOperator({ id: OPERATOR, walletBaseUrl: wallet.url, walletTimeoutMs: 5_000 });
}, 120_000);
afterAll(async () => {
  restoreEnv?.();
  await closeWalletConnections();
  await wallet?.close();
  await database?.drop();
}, 60_000);
beforeEach(() => {
  wallet.faultFor = () => null;
});

/** A campaign of one award for a fresh funded player, written as the campaign service stores it. */
async function newAward(
  options: { rounds?: number; maxWin?: bigint | null; validFrom?: Date; expiresAt?: Date; currency?: string } = {},
) {
  const n = ++sequence;
  const playerId = `fr-player-${n}`;
  await setDemoWalletBalance({ walletId: OPERATOR, playerId, currency: "EUR", balance: "10.00" });
  const campaignId = `camp-${n}`;
  await prisma.freeRoundsCampaign.create({
    data: {
      id: `frc_test${n}`,
      operatorId: OPERATOR,
      campaignId,
      requestDigest: `digest-${n}`,
      gameSymbols: [GAME],
      rounds: options.rounds ?? 3,
      betLevel: 1,
      coinValue: "0.10",
      currency: options.currency ?? "EUR",
      exponent: 2,
      maxWinMinor: options.maxWin ?? null,
      validFrom: options.validFrom ?? new Date(Date.now() - 60_000),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 3_600_000),
      createdBy: "test",
    },
  });
  const award = await prisma.freeRoundsAward.create({
    data: {
      id: `fra_test${n}`,
      campaignRef: `frc_test${n}`,
      operatorId: OPERATOR,
      externalPlayerId: playerId,
      roundsTotal: options.rounds ?? 3,
    },
  });
  return { awardId: award.id, campaignRef: award.campaignRef, campaignId, playerId };
}

type Award = Awaited<ReturnType<typeof newAward>>;

function freeRound(
  award: Award,
  win: string | (() => Promise<string>),
  extra: { sessionId?: string; key?: string; playerId?: string } = {},
) {
  return settleFreeRound({
    operatorId: OPERATOR,
    playerId: extra.playerId ?? award.playerId,
    sessionId: extra.sessionId ?? `ses_${award.playerId}`,
    gameSymbol: GAME,
    currency: "EUR",
    awardId: award.awardId,
    bet: STAKE,
    idempotency: extra.key ? { key: extra.key, requestDigest: "free", replay: async () => "replayed" } : undefined,
    play: async () => ({ win: typeof win === "string" ? win : await win(), result: "played" }),
  });
}

const callbacksOf = (playerId: string) =>
  wallet.received.filter(
    (request) => request.body.includes(`"player_id":"${playerId}"`) && request.action !== "balance",
  );
const awardRow = (award: Award) => prisma.freeRoundsAward.findUniqueOrThrow({ where: { id: award.awardId } });
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
async function drainWorker() {
  for (let pass = 0; pass < 50; pass++) {
    const due = await prisma.walletTransaction.count({
      where: { type: { in: ["credit", "rollback"] }, state: { in: ["pending", "unknown"] } },
    });
    const stale = await prisma.walletRound.count({ where: { state: { in: ["debiting", "debited"] } } });
    if (due === 0 && stale === 0) return;
    await runWalletWorkerPass();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the worker did not drain the backlog");
}

describe("free rounds on the ledger", () => {
  it("sends no debit and one signed free_round_win credit per round, and completes the award with the exact win", async () => {
    const award = await newAward({ rounds: 3 });
    expect(
      await findPlayableAwards({
        operatorId: OPERATOR,
        externalPlayerId: award.playerId,
        gameSymbol: GAME,
        currency: "EUR",
        lines: 20,
      }),
    ).toMatchObject([
      { awardId: award.awardId, campaignId: award.campaignId, roundsLeft: 3, bet: STAKE, win: "0.00", state: "active" },
    ]);
    const first = await freeRound(award, "1.25");
    expect(first).toMatchObject({
      bet: STAKE,
      win: "1.25",
      balance: "11.25",
      winConfirmed: true,
      debitTransactionId: null,
      result: "played",
    });
    expect(first.award).toMatchObject({ roundsPlayed: 1, winMinor: "125", state: "active" });
    await freeRound(award, "0");
    const last = await freeRound(award, "3.40");
    expect(last.award).toMatchObject({ roundsPlayed: 3, winMinor: "465", state: "completed" });

    const sent = callbacksOf(award.playerId);
    expect(sent.map((request) => request.action)).toEqual(["credit", "credit", "credit"]);
    for (const request of sent) {
      expect(JSON.parse(request.body)).toMatchObject({
        transaction_type: "credit",
        action_type: FREE_ROUND_WIN_ACTION_TYPE,
      });
      expect(request.body).not.toContain("campaign_id");
    }
    // The wallet verified every signature and applied every credit once.
    const credits = await prisma.walletTransaction.findMany({
      where: { playerId: award.playerId },
      orderBy: { createdAt: "asc" },
    });
    expect(credits.map((row) => [row.type, row.actionType, row.state, row.amountMinor, row.campaignId])).toEqual([
      ["credit", FREE_ROUND_WIN_ACTION_TYPE, "succeeded", 125n, award.campaignId],
      ["credit", FREE_ROUND_WIN_ACTION_TYPE, "succeeded", 0n, award.campaignId],
      ["credit", FREE_ROUND_WIN_ACTION_TYPE, "succeeded", 340n, award.campaignId],
    ]);
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("14.65");
    expect(await awardRow(award)).toMatchObject({
      state: "completed",
      roundsPlayed: 3,
      winMinor: 465n,
      completedAt: expect.any(Date),
    });
    const rounds = await prisma.walletRound.findMany({ where: { freeRoundsAwardId: award.awardId } });
    expect(rounds.map((round) => [round.state, round.debitTransactionId, round.betMinor])).toEqual(
      Array(3).fill(["settled", null, 200n]),
    );

    await expect(freeRound(award, "1.00")).rejects.toMatchObject({ code: "free_rounds_unavailable" });
    expect(
      await findPlayableAwards({
        operatorId: OPERATOR,
        externalPlayerId: award.playerId,
        gameSymbol: GAME,
        currency: "EUR",
        lines: 20,
      }),
    ).toEqual([]);
  });

  it("sends the contract's credit byte for byte by default, and adds round_id and campaign_id after amount only while the operator's setting is on", async () => {
    const award = await newAward({ rounds: 2 });
    const contractBody = (request: ReceivedCallback) =>
      `{"operator_id":"${OPERATOR}","player_id":"${award.playerId}","session_id":"ses_${award.playerId}","game_symbol":"${GAME}","currency":"EUR",` +
      `"request_id":"${request.requestId}","transaction_id":"${request.transactionId}","transaction_type":"credit","action_type":"${FREE_ROUND_WIN_ACTION_TYPE}","amount":0.50`;
    const first = await freeRound(award, "0.50");
    const [off] = callbacksOf(award.playerId);
    expect(off!.body).toBe(`${contractBody(off!)}}`);
    expect(first.winConfirmed).toBe(true);

    await updateOperator({ operatorId: OPERATOR, walletRoundFields: true, actor: "test:free-rounds" });
    try {
      const settled = await freeRound(award, "0.50");
      const on = callbacksOf(award.playerId)[1]!;
      expect(on.body).toBe(`${contractBody(on)},"round_id":"${settled.roundId}","campaign_id":"${award.campaignId}"}`);
      expect(settled.winConfirmed).toBe(true);
    } finally {
      await updateOperator({ operatorId: OPERATOR, walletRoundFields: false, actor: "test:free-rounds" });
    }
    // The demo wallet verified both signatures over the bodies as sent and applied both credits.
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("11.00");
  });

  it("caps the credits at max_win exactly", async () => {
    const award = await newAward({ rounds: 4, maxWin: 500n });
    const paid = [];
    for (const win of ["3.00", "4.00", "2.00", "0.01"]) paid.push((await freeRound(award, win)).win);
    expect(paid).toEqual(["3.00", "2.00", "0.00", "0.00"]);
    expect(await awardRow(award)).toMatchObject({ state: "completed", winMinor: 500n });
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("15.00");
  });

  it("never plays more rounds than awarded from concurrent spins on two sessions", async () => {
    const award = await newAward({ rounds: 5 });
    const session = async (sessionId: string) => {
      const outcomes: string[] = [];
      for (let spin = 0; spin < 5; spin++) {
        outcomes.push(
          await freeRound(award, "0.10", { sessionId }).then(
            () => "played",
            (error: { code?: string }) => error.code ?? "error",
          ),
        );
      }
      return outcomes;
    };
    const results = (await Promise.all([session("ses_a"), session("ses_b"), session("ses_c")])).flat();
    expect(results.filter((outcome) => outcome === "played")).toHaveLength(5);
    expect(
      results.filter((outcome) => outcome !== "played").every((outcome) => outcome === "free_rounds_unavailable"),
    ).toBe(true);
    expect(await awardRow(award)).toMatchObject({ roundsPlayed: 5, winMinor: 50n, state: "completed" });
    expect(await prisma.walletRound.count({ where: { freeRoundsAwardId: award.awardId } })).toBe(5);
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("10.50");
  });

  it("settles and credits a round in flight when the campaign is cancelled, and starts no new one", async () => {
    const award = await newAward({ rounds: 3 });
    const hold = gate();
    const inFlight = freeRound(award, async () => {
      await hold.opened;
      return "0.70";
    });
    await expect
      .poll(() => prisma.walletRound.count({ where: { freeRoundsAwardId: award.awardId, state: "debited" } }))
      .toBe(1);
    await prisma.freeRoundsCampaign.update({
      where: { id: award.campaignRef },
      data: { state: "cancelled", cancelledAt: new Date() },
    });
    await prisma.freeRoundsAward.update({ where: { id: award.awardId }, data: { state: "cancelled" } });
    hold.open();
    expect(await inFlight).toMatchObject({
      win: "0.70",
      winConfirmed: true,
      award: { state: "cancelled", winMinor: "70" },
    });
    await expect(freeRound(award, "1.00")).rejects.toMatchObject({ code: "free_rounds_unavailable" });
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("10.70");
  });

  it("settles and credits a round in flight when the player's award alone is cancelled; it stays cancelled, audited once", async () => {
    const award = await newAward({ rounds: 3 });
    const hold = gate();
    const inFlight = freeRound(award, async () => {
      await hold.opened;
      return "0.40";
    });
    await expect
      .poll(() => prisma.walletRound.count({ where: { freeRoundsAwardId: award.awardId, state: "debited" } }))
      .toBe(1);
    const options = {
      operatorId: OPERATOR,
      campaignId: award.campaignId,
      externalPlayerId: award.playerId,
      actor: "test:cancel-award",
    };
    expect(await cancelAward(options)).toMatchObject({
      state: "cancelled",
      rounds_played: 1,
      rounds_left: 0,
      win: "0.00",
    });
    hold.open();
    expect(await inFlight).toMatchObject({
      win: "0.40",
      winConfirmed: true,
      award: { state: "cancelled", roundsPlayed: 1, winMinor: "40" },
    });
    await expect(freeRound(award, "1.00")).rejects.toMatchObject({ code: "free_rounds_unavailable" });
    // Answered again as it is now, with the win the settled round added.
    expect(await cancelAward(options)).toMatchObject({ state: "cancelled", rounds_played: 1, win: "0.40" });
    expect(await awardRow(award)).toMatchObject({
      state: "cancelled",
      roundsPlayed: 1,
      winMinor: 40n,
      completedAt: null,
    });
    expect(await prisma.freeRoundsCampaign.findUniqueOrThrow({ where: { id: award.campaignRef } })).toMatchObject({
      state: "active",
    });
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("10.40");
    expect(callbacksOf(award.playerId).map((request) => request.action)).toEqual(["credit"]);
    expect(
      await prisma.auditLog.count({ where: { action: "free_rounds.award.cancel", targetId: award.awardId } }),
    ).toBe(1);
  });

  it("settles a round in flight at expiry; none starts after it, nor before valid_from, nor for another player", async () => {
    const award = await newAward({ rounds: 3 });
    const hold = gate();
    const inFlight = freeRound(award, async () => {
      await hold.opened;
      return "0.30";
    });
    await expect
      .poll(() => prisma.walletRound.count({ where: { freeRoundsAwardId: award.awardId, state: "debited" } }))
      .toBe(1);
    await prisma.freeRoundsCampaign.update({
      where: { id: award.campaignRef },
      data: { expiresAt: new Date(Date.now() - 1_000) },
    });
    hold.open();
    const settled = await inFlight;
    expect(settled).toMatchObject({
      win: "0.30",
      winConfirmed: true,
      award: { state: "active", roundsPlayed: 1, winMinor: "30" },
    });
    await expect(freeRound(award, "1.00")).rejects.toMatchObject({ code: "free_rounds_unavailable" });
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("10.30");

    const later = await newAward({ validFrom: new Date(Date.now() + 60_000) });
    await expect(freeRound(later, "1.00")).rejects.toMatchObject({ code: "free_rounds_unavailable" });
    const other = await newAward();
    await expect(freeRound(other, "1.00", { playerId: award.playerId })).rejects.toMatchObject({
      code: "free_rounds_unavailable",
    });
    expect(
      await prisma.freeRoundsAward.findMany({
        where: { id: { in: [later.awardId, other.awardId] } },
        select: { roundsPlayed: true },
      }),
    ).toEqual([{ roundsPlayed: 0 }, { roundsPlayed: 0 }]);
  });

  it("gives the round back to the award when the outcome fails or the settling process dies", async () => {
    const award = await newAward({ rounds: 2 });
    await expect(
      freeRound(award, async () => {
        throw new Error("engine exploded");
      }),
    ).rejects.toThrow("engine exploded");
    expect(await awardRow(award)).toMatchObject({ roundsPlayed: 0, state: "active" });

    // A process that dies mid-round: its lease ends, the worker's round recovery cancels the round.
    const hold = gate();
    const abandoned = freeRound(award, async () => {
      await hold.opened;
      return "5.00";
    });
    await expect
      .poll(() => prisma.walletRound.count({ where: { freeRoundsAwardId: award.awardId, state: "debited" } }))
      .toBe(1);
    expect((await awardRow(award)).roundsPlayed).toBe(1);
    await prisma.walletRound.updateMany({
      where: { freeRoundsAwardId: award.awardId, state: "debited" },
      data: { leaseUntil: new Date(Date.now() - 1_000) },
    });
    await runWalletWorkerPass();
    expect(await awardRow(award)).toMatchObject({ roundsPlayed: 0, winMinor: 0n, state: "active" });
    hold.open();
    await expect(abandoned).rejects.toMatchObject({ code: "wallet_unavailable" });
    expect(await prisma.walletTransaction.count({ where: { playerId: award.playerId } })).toBe(0);
    expect(
      await prisma.walletRound.findMany({
        where: { freeRoundsAwardId: award.awardId },
        select: { state: true, rollbackTransactionId: true },
      }),
    ).toEqual([
      { state: "cancelled", rollbackTransactionId: null },
      { state: "cancelled", rollbackTransactionId: null },
    ]);
    // Both rounds are still there to play.
    await freeRound(award, "0.20");
    expect((await freeRound(award, "0.20")).award).toMatchObject({ state: "completed", winMinor: "40" });
  });

  it("retries a failed credit with the worker, answers a replay from the first round, and requeues a given-up credit", async () => {
    const award = await newAward({ rounds: 3 });
    const faults: WalletFault[] = ["error_500", "reset"];
    wallet.faultFor = ({ action }) => (action === "credit" ? (faults.shift() ?? null) : null);
    const settled = await freeRound(award, "1.50", { key: "spin-1" });
    expect(settled).toMatchObject({ win: "1.50", winConfirmed: false, balance: "10.00" });
    await drainWorker();
    expect(
      await prisma.walletTransaction.findUniqueOrThrow({ where: { id: settled.creditTransactionId! } }),
    ).toMatchObject({
      state: "succeeded",
      actionType: FREE_ROUND_WIN_ACTION_TYPE,
      attempts: 3,
    });
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("11.50");

    const replayed = await freeRound(award, "9.99", { key: "spin-1" });
    expect(replayed).toMatchObject({
      roundId: settled.roundId,
      win: "1.50",
      winConfirmed: true,
      balance: "11.50",
      result: "replayed",
    });
    expect(replayed.award).toMatchObject({ roundsPlayed: 1 });

    // A credit the wallet refuses for good goes to manual resolution; staff re-queue it like any credit.
    wallet.faultFor = () => null;
    const refused = await freeRound(award, "0.40");
    await prisma.walletTransaction.update({
      where: { id: refused.creditTransactionId! },
      data: { state: "gave_up", completedAt: new Date() },
    });
    await requeueWalletTransaction({ transactionId: refused.creditTransactionId!, actor: "console:qa" });
    await drainWorker();
    // The wallet already applied it: the re-sent credit (same transaction_id) is answered idempotently.
    expect(
      await prisma.walletTransaction.findUniqueOrThrow({ where: { id: refused.creditTransactionId! } }),
    ).toMatchObject({ state: "succeeded" });
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("11.90");
  });

  it("answers a settled round whose credit and balance read both fail with the last balance the wallet acknowledged, first and on replay", async () => {
    const award = await newAward({ rounds: 3 });
    const first = await freeRound(award, "0.50");
    expect(first).toMatchObject({ winConfirmed: true, balance: "10.50" });

    // The wallet answers nothing now: the round still settles (its credit is durable) and the player is told its
    // result with the win unconfirmed and the balance last acknowledged, not wallet_unavailable.
    wallet.faultFor = ({ action }) => (action === "credit" || action === "balance" ? "error_500" : null);
    const settled = await freeRound(award, "1.25", { key: "spin-dark" });
    expect(settled).toMatchObject({ win: "1.25", winConfirmed: false, balance: "10.50" });
    const replayed = await freeRound(award, "9.99", { key: "spin-dark" });
    expect(replayed).toMatchObject({ roundId: settled.roundId, win: "1.25", winConfirmed: false, balance: "10.50" });

    // A player the ledger has never seen a balance for is told the wallet's error; the round is settled all the same.
    const unseen = await newAward({ rounds: 1 });
    await expect(freeRound(unseen, "0.30", { key: "spin-unseen" })).rejects.toMatchObject({
      code: "wallet_unavailable",
    });
    expect(await prisma.walletRound.findFirstOrThrow({ where: { freeRoundsAwardId: unseen.awardId } })).toMatchObject({
      state: "settled",
      winMinor: 30n,
    });

    wallet.faultFor = () => null;
    await drainWorker();
    expect(await demoBalance(OPERATOR, award.playerId, "EUR")).toBe("11.75");
    expect(await demoBalance(OPERATOR, unseen.playerId, "EUR")).toBe("10.30");
  });
});
