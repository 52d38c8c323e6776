import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resolveWalletTransaction } from "@/lib/server/wallet/resolve-wallet-transaction";
import { retryWalletTransaction } from "@/lib/server/wallet/retry-wallet-transaction";
import { prisma } from "@/lib/server/db/prisma";
import { seedDemoWallet } from "@/lib/server/demo-wallet/seed-demo-wallet";
import { setDemoWalletBalance } from "@/lib/server/demo-wallet/set-demo-wallet-balance";
import { getWalletTransaction } from "@/lib/server/wallet/get-wallet-transaction";
import { listWalletCallbacks } from "@/lib/server/wallet/list-wallet-callbacks";
import { getWalletBalance } from "@/lib/server/wallet/get-wallet-balance";
import { requeueWalletTransaction } from "@/lib/server/wallet/requeue-wallet-transaction";
import { runWalletWorkerPass } from "@/lib/server/wallet/run-wallet-worker-pass";
import { settleRound } from "@/lib/server/wallet/settle-round";
import { startWalletWorker, stopWalletWorker } from "@/lib/server/wallet/wallet-worker";
import { callWallet } from "@/lib/server/wallet/wallet-client";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, demoBalance, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import {
  startFaultyWalletServer,
  type FaultyWalletServer,
  type ReceivedCallback,
  type WalletFault,
} from "@/tests/integration/support/wallet-faulty-server";
import { updateOperator } from "@/lib/server/operators/update-operator";

// The durable ledger end to end: settleRound and the worker against a real wallet on loopback with injected
// faults, checking the ledger rows, the attempt log, and the wallet's own balances.

let database: TestDatabase;
let wallet: FaultyWalletServer;
let restoreEnv: () => void;
let secret: string;
let player = 0;
const OPERATOR = "ledger-op";
// Generous, so a loaded machine never turns a normal answer into a timeout; tests that make the wallet hang
// shorten it for their duration (each hang costs one timeout).
const NORMAL_TIMEOUT_MS = 5_000;
const HANG_TIMEOUT_MS = 1_500;

async function withShortTimeout<T>(run: () => Promise<T>): Promise<T> {
  await prisma.operator.update({ where: { id: OPERATOR }, data: { walletTimeoutMs: HANG_TIMEOUT_MS } });
  try {
    return await run();
  } finally {
    await prisma.operator.update({ where: { id: OPERATOR }, data: { walletTimeoutMs: NORMAL_TIMEOUT_MS } });
  }
}

/** A fresh funded player per test keeps the tests independent. */
async function newPlayer(balance = "100.00"): Promise<string> {
  const playerId = `player-${++player}`;
  await setDemoWalletBalance({ walletId: OPERATOR, playerId, currency: "EUR", balance });
  return playerId;
}
function round(playerId: string, bet: string, win: string | (() => never), extra: { roundId?: string } = {}) {
  return settleRound({
    operatorId: OPERATOR,
    playerId,
    sessionId: "ses_ledger",
    gameSymbol: "vs20aurora",
    currency: "EUR",
    bet,
    ...extra,
    play: async () => {
      if (typeof win === "function") win();
      return { win: win as string, result: { reels: "ok" } };
    },
  });
}
/** Faults by callback type, consumed in order; then normal answers. */
function plan(faults: Partial<Record<string, WalletFault[]>>) {
  wallet.faultFor = ({ action }) => faults[action]?.shift() ?? null;
}
async function drainWorker(maxPasses = 50) {
  for (let pass = 0; pass < maxPasses; pass++) {
    const due = await prisma.walletTransaction.count({
      where: { type: { in: ["credit", "rollback"] }, state: { in: ["pending", "unknown"] } },
    });
    const stale = await prisma.walletRound.count({ where: { state: { in: ["debiting", "debited"] } } });
    if (due === 0 && stale === 0) return pass;
    await runWalletWorkerPass();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the worker did not drain the backlog");
}
const requestsFor = (transactionId: string) =>
  wallet.received.filter((request) => request.transactionId === transactionId);

beforeAll(async () => {
  restoreEnv = withWalletEnv({
    WALLET_DEBIT_RETRY_DELAY_MS: "10",
    WALLET_DEBIT_RETRY_WINDOW_MS: "10000",
    WALLET_RETRY_BACKOFF_BASE_MS: "5",
    WALLET_RETRY_BACKOFF_MAX_MS: "20",
    WALLET_LEASE_MARGIN_MS: "500",
  });
  database = await createTestDatabase();
  database.useInThisProcess();
  wallet = await startFaultyWalletServer({ walletId: OPERATOR });
  ({ secret } = await createWalletOperator({
    id: OPERATOR,
    walletBaseUrl: wallet.url,
    walletTimeoutMs: NORMAL_TIMEOUT_MS,
  }));
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

describe("settleRound", () => {
  it("debits the bet, credits the win, and logs every attempt with its signature", async () => {
    const playerId = await newPlayer();
    const settled = await round(playerId, "1.00", "2.50");
    expect(settled).toMatchObject({
      bet: "1.00",
      win: "2.50",
      balance: "101.50",
      winConfirmed: true,
      result: { reels: "ok" },
    });
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("101.50");

    const rows = await prisma.walletTransaction.findMany({
      where: { roundId: settled.roundId },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((row) => [row.type, row.state, row.amountMinor, row.attempts])).toEqual([
      ["debit", "succeeded", 100n, 1],
      ["credit", "succeeded", 250n, 1],
    ]);
    expect(await prisma.walletRound.findUniqueOrThrow({ where: { id: settled.roundId } })).toMatchObject({
      state: "settled",
      winMinor: 250n,
    });
    const attempts = await prisma.walletCallbackAttempt.findMany({
      where: { transactionId: settled.debitTransactionId },
    });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      outcome: "succeeded",
      responseStatus: 200,
      attemptNumber: 1,
      url: `${wallet.url}/debit`,
    });
    expect(attempts[0]!.requestHeaders).toMatchObject({
      "x-platform-signature": expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(
      JSON.stringify(attempts[0], (_key, value: unknown) => (typeof value === "bigint" ? String(value) : value)),
    ).not.toContain(secret);
    expect(JSON.parse(attempts[0]!.requestBody)).toMatchObject({
      transaction_id: settled.debitTransactionId,
      amount: 1,
      transaction_type: "debit",
    });
  });

  it("credits a zero win by default, and skips it when WALLET_CREDIT_ZERO_WINS=false", async () => {
    const playerId = await newPlayer();
    const settled = await round(playerId, "1.00", "0");
    const credit = await prisma.walletTransaction.findUniqueOrThrow({ where: { id: settled.creditTransactionId! } });
    expect(credit).toMatchObject({ state: "succeeded", amountMinor: 0n });

    const restore = withWalletEnv({ WALLET_CREDIT_ZERO_WINS: "false" });
    try {
      const quiet = await round(playerId, "1.00", "0.00");
      expect(quiet).toMatchObject({ creditTransactionId: null, balance: "98.00", winConfirmed: true });
    } finally {
      restore();
    }
  });

  it("refuses the round on insufficient funds (400 is final) without playing it", async () => {
    const playerId = await newPlayer("0.50");
    let played = false;
    await expect(
      settleRound({
        operatorId: OPERATOR,
        playerId,
        sessionId: "s",
        gameSymbol: "g",
        currency: "EUR",
        bet: "1.00",
        play: async () => ((played = true), { win: "0", result: null }),
      }),
    ).rejects.toMatchObject({ code: "insufficient_funds" });
    expect(played).toBe(false);
    const debit = await prisma.walletTransaction.findFirstOrThrow({ where: { playerId, type: "debit" } });
    expect(debit).toMatchObject({ state: "rejected", errorCode: "insufficient_funds", attempts: 1 });
    expect(await prisma.walletRound.findFirstOrThrow({ where: { playerId } })).toMatchObject({ state: "rejected" });
    expect(requestsFor(debit.id)).toHaveLength(1);
  });

  it("retries a debit with the same transaction_id on 5xx and timeouts", async () => {
    const playerId = await newPlayer();
    plan({ debit: ["error_500", "hang_after_apply"] });
    const settled = await withShortTimeout(() => round(playerId, "5.00", "0"));
    const sent = requestsFor(settled.debitTransactionId!);
    expect(sent.map((request) => request.fault)).toEqual(["error_500", "hang_after_apply", null]);
    expect(new Set(sent.map((request) => request.requestId)).size).toBe(3);
    expect(
      await prisma.walletTransaction.findUniqueOrThrow({ where: { id: settled.debitTransactionId! } }),
    ).toMatchObject({
      state: "succeeded",
      attempts: 3,
    });
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("95.00"); // applied on attempt 2, replayed on 3
    expect(await prisma.walletCallbackAttempt.count({ where: { transactionId: settled.debitTransactionId } })).toBe(3);
  });

  it("does not play a round whose debit stays unknown, and rolls the bet back", async () => {
    const playerId = await newPlayer();
    plan({ debit: ["error_500_after_apply", "reset", "hang"] });
    await expect(withShortTimeout(() => round(playerId, "7.00", "100.00"))).rejects.toMatchObject({
      code: "wallet_unavailable",
    });
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("93.00"); // the operator did take it…
    const debit = await prisma.walletTransaction.findFirstOrThrow({ where: { playerId, type: "debit" } });
    expect(debit).toMatchObject({ state: "unknown", attempts: 3 });
    const rollback = await prisma.walletTransaction.findFirstOrThrow({ where: { originalTransactionId: debit.id } });
    expect(rollback).toMatchObject({ type: "rollback", state: "pending", amountMinor: 700n });
    expect(await prisma.walletRound.findFirstOrThrow({ where: { playerId } })).toMatchObject({
      state: "cancelled",
      rollbackTransactionId: rollback.id,
    });

    await drainWorker();
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("100.00"); // …and got it back, once
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: debit.id } })).toMatchObject({
      state: "rolled_back",
    });
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: rollback.id } })).toMatchObject({
      state: "succeeded",
    });
    expect(JSON.parse(requestsFor(rollback.id)[0]!.body)).toMatchObject({
      original_transaction_id: debit.id,
      amount: 7,
    });
  });

  it("rolls back a debit that never arrived, and the wallet then refuses that debit if it comes late", async () => {
    const playerId = await newPlayer();
    plan({ debit: ["hang", "hang", "hang"] });
    await expect(withShortTimeout(() => round(playerId, "3.00", "0"))).rejects.toMatchObject({
      code: "wallet_unavailable",
    });
    await drainWorker();
    const debit = await prisma.walletTransaction.findFirstOrThrow({ where: { playerId, type: "debit" } });
    expect(debit.state).toBe("rolled_back");
    const late = await callWallet({
      wallet: { operatorId: OPERATOR, baseUrl: wallet.url, secret, timeoutMs: 2_000 },
      call: {
        type: "debit",
        playerId,
        sessionId: "s",
        gameSymbol: "g",
        currency: "EUR",
        transactionId: debit.id,
        actionType: "bet",
        amount: "3.00",
      },
    });
    expect(late).toMatchObject({ outcome: "rejected", errorCode: "transaction_rolled_back" });
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("100.00");
  });

  it("rolls the bet back (best effort, at once) when the outcome step fails", async () => {
    const playerId = await newPlayer();
    await expect(
      round(playerId, "4.00", () => {
        throw new Error("maths engine exploded");
      }),
    ).rejects.toThrow("maths engine exploded");
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("100.00");
    const roundRow = await prisma.walletRound.findFirstOrThrow({ where: { playerId } });
    expect(roundRow).toMatchObject({
      state: "cancelled",
      failureReason: expect.stringContaining("maths engine exploded"),
    });
    expect(
      await prisma.walletTransaction.findUniqueOrThrow({ where: { id: roundRow.rollbackTransactionId! } }),
    ).toMatchObject({ state: "succeeded" });
    expect(
      await prisma.walletTransaction.findUniqueOrThrow({ where: { id: roundRow.debitTransactionId! } }),
    ).toMatchObject({ state: "rolled_back" });
  });

  it("keeps an undelivered credit in the ledger and delivers it with the worker, once", async () => {
    const playerId = await newPlayer();
    plan({ credit: ["reset_after_apply", "malformed", "error_500"] });
    const settled = await round(playerId, "1.00", "10.00");
    expect(settled).toMatchObject({ winConfirmed: false, balance: "99.00" });
    expect(
      await prisma.walletTransaction.findUniqueOrThrow({ where: { id: settled.creditTransactionId! } }),
    ).toMatchObject({ state: "unknown", attempts: 1 });
    await drainWorker();
    const credit = await prisma.walletTransaction.findUniqueOrThrow({ where: { id: settled.creditTransactionId! } });
    expect(credit).toMatchObject({ state: "succeeded", attempts: 4, balanceAfter: "109.00" });
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("109.00");
    expect(requestsFor(credit.id).map((request) => request.fault)).toEqual([
      "reset_after_apply",
      "malformed",
      "error_500",
      null,
    ]);
  });

  it("gives a credit up after its give-up time, and a staff re-queue delivers it with the same id", async () => {
    const restore = withWalletEnv({ WALLET_GIVE_UP_AFTER_MS: "3600000" });
    const playerId = await newPlayer();
    wallet.faultFor = ({ action }) => (action === "credit" ? "error_500" : null);
    const settled = await round(playerId, "1.00", "3.00").finally(restore);
    const creditId = settled.creditTransactionId!;
    const queued = await prisma.walletTransaction.findUniqueOrThrow({ where: { id: creditId } });
    expect(queued).toMatchObject({ state: "unknown", attempts: 1 });
    expect(queued.giveUpAt!.getTime() - queued.createdAt.getTime()).toBeGreaterThanOrEqual(3_600_000 - 1_000);
    expect(queued.giveUpAt!.getTime() - queued.createdAt.getTime()).toBeLessThanOrEqual(3_600_000 + 60_000);

    // An hour later, still refused: the next attempt gives up.
    await prisma.walletTransaction.update({ where: { id: creditId }, data: { giveUpAt: new Date(Date.now() - 1) } });
    await drainWorker();
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: creditId } })).toMatchObject({
      state: "gave_up",
      attempts: 2,
    });
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("99.00");

    wallet.faultFor = () => null;
    expect(await requeueWalletTransaction({ transactionId: creditId, actor: "console:qa" })).toMatchObject({
      state: "pending",
    });
    await drainWorker();
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: creditId } })).toMatchObject({
      state: "succeeded",
      attempts: 3,
    });
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("102.00");
    expect(await prisma.auditLog.count({ where: { action: "wallet_transaction.requeue", targetId: creditId } })).toBe(
      1,
    );
    await expect(
      requeueWalletTransaction({ transactionId: settled.debitTransactionId!, actor: "console:qa" }),
    ).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("the walletRoundFields operator setting", () => {
  /** The contract's body, written out by hand: what a wallet that knows only the contract must receive. */
  function contractBody(
    request: ReceivedCallback,
    fields: { playerId: string; type: string; actionType: string; amount: string; original?: string },
  ) {
    return (
      `{"operator_id":"${OPERATOR}","player_id":"${fields.playerId}","session_id":"ses_ledger","game_symbol":"vs20aurora","currency":"EUR",` +
      `"request_id":"${request.requestId}","transaction_id":"${request.transactionId}","transaction_type":"${fields.type}",` +
      `"action_type":"${fields.actionType}","amount":${fields.amount}${fields.original ? `,"original_transaction_id":"${fields.original}"` : ""}`
    );
  }

  /** A paid round (debit, credit) and a round whose outcome step fails (debit, rollback), with the bodies sent. */
  async function playBoth() {
    const playerId = await newPlayer();
    const paid = await round(playerId, "1.00", "2.50");
    await expect(
      round(playerId, "3.00", () => {
        throw new Error("outcome failed");
      }),
    ).rejects.toThrow("outcome failed");
    const failed = await prisma.walletRound.findFirstOrThrow({ where: { playerId, state: "cancelled" } });
    const only = (transactionId: string | null) => {
      const requests = requestsFor(transactionId!);
      expect(requests).toHaveLength(1);
      return requests[0]!;
    };
    return {
      playerId,
      paid,
      failed,
      debit: only(paid.debitTransactionId),
      credit: only(paid.creditTransactionId),
      failedDebit: only(failed.debitTransactionId),
      rollback: only(failed.rollbackTransactionId),
    };
  }

  it("sends the contract's bodies byte for byte while off (the default), and adds round_id to debits, credits and rollbacks while on", async () => {
    expect((await prisma.operator.findUniqueOrThrow({ where: { id: OPERATOR } })).walletRoundFields).toBe(false);
    const off = await playBoth();
    expect(off.debit.body).toBe(
      `${contractBody(off.debit, { playerId: off.playerId, type: "debit", actionType: "bet", amount: "1.00" })}}`,
    );
    expect(off.credit.body).toBe(
      `${contractBody(off.credit, { playerId: off.playerId, type: "credit", actionType: "win", amount: "2.50" })}}`,
    );
    expect(off.rollback.body).toBe(
      `${contractBody(off.rollback, { playerId: off.playerId, type: "rollback", actionType: "rollback", amount: "3.00", original: off.failed.debitTransactionId! })}}`,
    );

    await updateOperator({ operatorId: OPERATOR, walletRoundFields: true, actor: "test:round-fields" });
    try {
      const on = await playBoth();
      const { playerId } = on;
      // After the contract's fields (and original_transaction_id), signed: the demo wallet verified every signature.
      expect(on.debit.body).toBe(
        `${contractBody(on.debit, { playerId, type: "debit", actionType: "bet", amount: "1.00" })},"round_id":"${on.paid.roundId}"}`,
      );
      expect(on.credit.body).toBe(
        `${contractBody(on.credit, { playerId, type: "credit", actionType: "win", amount: "2.50" })},"round_id":"${on.paid.roundId}"}`,
      );
      expect(on.failedDebit.body).toContain(`"amount":3.00,"round_id":"${on.failed.id}"}`);
      expect(on.rollback.body).toBe(
        `${contractBody(on.rollback, { playerId, type: "rollback", actionType: "rollback", amount: "3.00", original: on.failed.debitTransactionId! })},"round_id":"${on.failed.id}"}`,
      );
      expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("101.50");
      // Balance calls never carry it.
      await getWalletBalance({
        operatorId: OPERATOR,
        playerId,
        sessionId: "ses_ledger",
        gameSymbol: "vs20aurora",
        currency: "EUR",
      });
      expect(wallet.received.at(-1)).toMatchObject({
        action: "balance",
        body: expect.not.stringContaining("round_id"),
      });
    } finally {
      await updateOperator({ operatorId: OPERATOR, walletRoundFields: false, actor: "test:round-fields" });
    }
  });
});

describe("retry versus manual resolution", () => {
  it("lets exactly one of a retry and a resolution racing on a transaction win, 50 times, and never pays twice", async () => {
    const races = 50;
    const playerId = await newPlayer("0.00");
    const ids = Array.from({ length: races }, (_, index) => `race_${Date.now()}_${index}`);
    await prisma.walletTransaction.createMany({
      data: ids.map((id) => ({
        id,
        operatorId: OPERATOR,
        playerId,
        sessionId: "s",
        gameSymbol: "g",
        currency: "EUR",
        exponent: 2,
        type: "credit" as const,
        actionType: "win",
        amountMinor: 1n,
        state: "gave_up" as const,
        attempts: 1,
        completedAt: new Date(),
      })),
    });
    const retried: string[] = [];
    for (const [index, id] of ids.entries()) {
      const retry = () => retryWalletTransaction({ transactionId: id, actor: "console:retrier" });
      const resolve = () =>
        resolveWalletTransaction({ transactionId: id, note: "paid by hand", actor: "console:resolver" });
      // Alternate which request leaves first, so both orders race.
      const [retryResult, resolveResult] =
        index % 2 === 0
          ? await Promise.allSettled([retry(), resolve()])
          : await Promise.allSettled([resolve(), retry()]).then(
              ([resolved, retriedResult]) => [retriedResult!, resolved!] as const,
            );
      const outcomes = [retryResult!, resolveResult!];
      expect(
        outcomes.filter((result) => result.status === "fulfilled"),
        `race ${index}`,
      ).toHaveLength(1);
      const lost = outcomes.find((result) => result.status === "rejected");
      expect(lost?.reason).toMatchObject({ code: "conflict" });
      const row = await prisma.walletTransaction.findUniqueOrThrow({ where: { id } });
      if (retryResult!.status === "fulfilled") {
        retried.push(id);
        expect(row).toMatchObject({ state: "pending", errorCode: null });
      } else {
        expect(row).toMatchObject({ state: "gave_up", errorCode: "resolved_manually", errorMessage: "paid by hand" });
      }
    }
    await drainWorker();
    for (const id of ids) expect(requestsFor(id), id).toHaveLength(retried.includes(id) ? 1 : 0);
    expect(await prisma.walletTransaction.count({ where: { id: { in: retried }, state: "succeeded" } })).toBe(
      retried.length,
    );
    expect(
      await prisma.walletTransaction.count({
        where: { id: { in: ids }, errorCode: "resolved_manually", state: "gave_up" },
      }),
    ).toBe(races - retried.length);
    expect(
      await prisma.auditLog.count({
        where: { action: { in: ["wallet_transaction.requeue", "wallet_transaction.resolve"] }, targetId: { in: ids } },
      }),
    ).toBe(races);
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe((retried.length / 100).toFixed(2));
  });
});

describe("invalid_signature from the operator", () => {
  it("is an alert, not a retry", async () => {
    const walletId = "wrong-secret-op";
    const mismatched = await startFaultyWalletServer({ walletId });
    try {
      await createWalletOperator({ id: walletId, walletBaseUrl: mismatched.url });
      // The operator's side was configured with another secret.
      await seedDemoWallet({
        walletId,
        secret: "a-different-secret-on-the-operator-side",
        players: [{ playerId: "p", currency: "EUR", balance: "10" }],
      });
      await expect(
        settleRound({
          operatorId: walletId,
          playerId: "p",
          sessionId: "s",
          gameSymbol: "g",
          currency: "EUR",
          bet: "1.00",
          play: async () => ({ win: "0", result: null }),
        }),
      ).rejects.toMatchObject({ code: "wallet_unavailable" });
      await expect(
        getWalletBalance({ operatorId: walletId, playerId: "p", sessionId: "s", gameSymbol: "g", currency: "EUR" }),
      ).rejects.toMatchObject({
        code: "wallet_unavailable",
      });
      expect(mismatched.received).toHaveLength(2);
      expect(await prisma.walletTransaction.findFirstOrThrow({ where: { operatorId: walletId } })).toMatchObject({
        state: "rejected",
        errorCode: "invalid_signature",
      });
      expect(
        await prisma.walletAlert.findUniqueOrThrow({
          where: { operatorId_kind: { operatorId: walletId, kind: "invalid_signature" } },
        }),
      ).toMatchObject({
        occurrences: 2,
        acknowledgedAt: null,
      });
    } finally {
      await mismatched.close();
    }
  });
});

describe("getWalletBalance", () => {
  it("reads the balance through a signed, logged balance callback, retrying an unknown outcome once", async () => {
    const playerId = await newPlayer("12.34");
    plan({ balance: ["error_500"] });
    expect(
      await getWalletBalance({ operatorId: OPERATOR, playerId, sessionId: "s", gameSymbol: "g", currency: "EUR" }),
    ).toEqual({
      balance: "12.34",
      currency: "EUR",
    });
    const attempts = await prisma.walletCallbackAttempt.findMany({
      where: { playerId, type: "balance" },
      orderBy: { id: "asc" },
    });
    expect(attempts.map((attempt) => [attempt.attemptNumber, attempt.outcome, attempt.transactionId])).toEqual([
      [1, "failed", null],
      [2, "succeeded", null],
    ]);
    expect(JSON.parse(attempts[0]!.requestBody)).toMatchObject({
      transaction_type: "balance",
      action_type: "balance",
      amount: 0,
    });
    await expect(
      getWalletBalance({ operatorId: OPERATOR, playerId: "nobody", sessionId: "s", gameSymbol: "g", currency: "EUR" }),
    ).rejects.toMatchObject({
      code: "wallet_rejected",
    });
    await expect(
      getWalletBalance({ operatorId: "no-such-op", playerId, sessionId: "s", gameSymbol: "g", currency: "EUR" }),
    ).rejects.toMatchObject({
      code: "operator_not_found",
    });
  });
});

describe("the retry worker", () => {
  async function queueCredits(operatorId: string, playerId: string, count: number, prefix: string): Promise<string[]> {
    const ids = Array.from({ length: count }, (_, index) => `${prefix}_${index}`);
    await prisma.walletTransaction.createMany({
      data: ids.map((id) => ({
        id,
        operatorId,
        playerId,
        sessionId: "s",
        gameSymbol: "g",
        currency: "EUR",
        exponent: 2,
        type: "credit" as const,
        actionType: "win",
        amountMinor: 1n,
        giveUpAt: new Date(Date.now() + 3_600_000),
      })),
    });
    return ids;
  }

  it("never sends a row twice when several workers run at once", async () => {
    // Its own operator with a generous timeout: any second request for a row would be a double send.
    const workers = await startFaultyWalletServer({ walletId: "ledger-workers" });
    try {
      await createWalletOperator({
        id: "ledger-workers",
        walletBaseUrl: workers.url,
        players: [{ playerId: "w", currency: "EUR", balance: "0" }],
      });
      const ids = await queueCredits("ledger-workers", "w", 60, `multi_${Date.now()}`);
      for (let round = 0; round < 10; round++) {
        await Promise.all(Array.from({ length: 4 }, () => runWalletWorkerPass({ limit: 7 })));
        if ((await prisma.walletTransaction.count({ where: { id: { in: ids }, state: { not: "succeeded" } } })) === 0)
          break;
      }
      expect(await prisma.walletTransaction.count({ where: { id: { in: ids }, state: "succeeded" } })).toBe(60);
      for (const id of ids) expect(workers.received.filter((request) => request.transactionId === id)).toHaveLength(1);
      expect(await demoBalance("ledger-workers", "w", "EUR")).toBe("0.60");
    } finally {
      await workers.close();
    }
  });

  it("resumes after a restart: rows leased by a dead worker and rounds abandoned mid-way are recovered", async () => {
    const playerId = await newPlayer();
    const past = new Date(Date.now() - 1_000);
    // A credit claimed by a worker that died, and one still leased by a live sender (not to be touched).
    const [orphan] = await queueCredits(OPERATOR, playerId, 1, `orphan_${Date.now()}`);
    const [leased] = await queueCredits(OPERATOR, playerId, 1, `leased_${Date.now()}`);
    await prisma.walletTransaction.update({
      where: { id: orphan! },
      data: { leaseOwner: "dead-host:1:worker", leaseUntil: past },
    });
    await prisma.walletTransaction.update({
      where: { id: leased! },
      data: { leaseOwner: "live-host:2:worker", leaseUntil: new Date(Date.now() + 600_000) },
    });

    // A round whose process died right after the operator applied its debit.
    const debitId = `dbt_dead_${Date.now()}`;
    const roundId = `rnd_dead_${Date.now()}`;
    const applied = await callWallet({
      wallet: { operatorId: OPERATOR, baseUrl: wallet.url, secret, timeoutMs: 2_000 },
      call: {
        type: "debit",
        playerId,
        sessionId: "s",
        gameSymbol: "g",
        currency: "EUR",
        transactionId: debitId,
        actionType: "bet",
        amount: "20.00",
      },
    });
    expect(applied.outcome).toBe("succeeded");
    await prisma.walletRound.create({
      data: {
        id: roundId,
        operatorId: OPERATOR,
        playerId,
        sessionId: "s",
        gameSymbol: "g",
        currency: "EUR",
        exponent: 2,
        betMinor: 2000n,
        debitTransactionId: debitId,
        state: "debited",
        leaseUntil: past,
      },
    });
    await prisma.walletTransaction.create({
      data: {
        id: debitId,
        roundId,
        operatorId: OPERATOR,
        playerId,
        sessionId: "s",
        gameSymbol: "g",
        currency: "EUR",
        exponent: 2,
        type: "debit",
        actionType: "bet",
        amountMinor: 2000n,
        state: "succeeded",
        attempts: 1,
        leaseOwner: "dead-host:1:round",
        leaseUntil: past,
      },
    });
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("80.00");

    // "Restart": drop this process's database connection and carry on with a fresh one.
    await database.release();
    database.useInThisProcess();
    const summary = await runWalletWorkerPass();
    expect(summary.recoveredRounds).toBe(1);
    await drainWorkerExcept(leased!);

    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: orphan! } })).toMatchObject({
      state: "succeeded",
    });
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: leased! } })).toMatchObject({
      state: "pending",
      attempts: 0,
    });
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: debitId } })).toMatchObject({
      state: "rolled_back",
    });
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("100.01");
    await prisma.walletTransaction.update({ where: { id: leased! }, data: { leaseUntil: past } });
    await drainWorker();
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("100.02");
  });

  it("stores each callback's attempt row before the request leaves: a call the wallet still holds reads as outcome unknown", async () => {
    const playerId = await newPlayer("0.00");
    const [id] = await queueCredits(OPERATOR, playerId, 1, `intent_${Date.now()}`);
    wallet.faultFor = ({ transactionId }) => (transactionId === id ? "hang" : null);
    await withShortTimeout(async () => {
      const pass = runWalletWorkerPass();
      try {
        // The wallet holds the request: it arrived, so it left, and its attempt row must already exist.
        while (requestsFor(id!).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        const held = requestsFor(id!)[0]!;
        const open = await getWalletTransaction({ transactionId: id! });
        expect(open.attemptLog).toHaveLength(1);
        expect(open.attemptLog[0]).toMatchObject({
          outcome: "unknown",
          requestId: held.requestId,
          attemptNumber: 1,
          responseStatus: null,
        });
        expect(JSON.parse(open.attemptLog[0]!.requestBody)).toMatchObject({
          transaction_id: id,
          request_id: held.requestId,
        });
        const listed = await listWalletCallbacks({ transactionId: id!, outcomes: ["unknown"] });
        expect(listed.items.map((attempt) => attempt.id)).toEqual([open.attemptLog[0]!.id]);
      } finally {
        await pass;
      }
    });
    // Completed in place once the call ended (here: timed out): still one row, now with its outcome.
    const done = await getWalletTransaction({ transactionId: id! });
    expect(done.attemptLog.map((attempt) => attempt.outcome)).toEqual(["failed"]);
    wallet.faultFor = () => null;
    await drainWorker();
    expect((await getWalletTransaction({ transactionId: id! })).attemptLog.map((attempt) => attempt.outcome)).toEqual([
      "failed",
      "succeeded",
    ]);
  });

  it("leases a claimed row for its operator's call timeout plus the margin", async () => {
    const playerId = await newPlayer("0.00");
    const [id] = await queueCredits(OPERATOR, playerId, 1, `lease_${Date.now()}`);
    wallet.faultFor = ({ transactionId }) => (transactionId === id ? "hang" : null);
    await withShortTimeout(async () => {
      const pass = runWalletWorkerPass();
      try {
        while (requestsFor(id!).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        const leased = await prisma.walletTransaction.findUniqueOrThrow({ where: { id: id! } });
        // Claimed at updatedAt; WALLET_LEASE_MARGIN_MS is 500 in this file.
        expect(leased.leaseUntil!.getTime() - leased.updatedAt.getTime()).toBe(HANG_TIMEOUT_MS + 500);
      } finally {
        await pass;
      }
    });
    wallet.faultFor = () => null;
    await drainWorker();
  });

  it("takes over at once the leases of an instance whose heartbeat is stale, and leaves a live instance's alone", async () => {
    const playerId = await newPlayer("0.00");
    const [orphan] = await queueCredits(OPERATOR, playerId, 1, `dead_instance_${Date.now()}`);
    const [kept] = await queueCredits(OPERATOR, playerId, 1, `live_instance_${Date.now()}`);
    const dead = `dead-host:41:${Date.now()}`;
    const live = `live-host:42:${Date.now()}`;
    await prisma.walletInstance.createMany({
      data: [
        { id: dead, startedAt: new Date(Date.now() - 3_600_000), heartbeatAt: new Date(Date.now() - 600_000) },
        { id: live, heartbeatAt: new Date() },
      ],
    });
    // Both leases run for another ten minutes: only the dead owner's may be taken before then.
    const leaseUntil = new Date(Date.now() + 600_000);
    await prisma.walletTransaction.update({
      where: { id: orphan! },
      data: { leaseOwner: `${dead}:worker:a1`, leaseUntil },
    });
    await prisma.walletTransaction.update({
      where: { id: kept! },
      data: { leaseOwner: `${live}:worker:b2`, leaseUntil },
    });

    // A starting instance's first pass.
    const summary = await runWalletWorkerPass();
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: orphan! } })).toMatchObject({
      state: "succeeded",
      attempts: 1,
    });
    expect(summary.releasedLeases).toBe(1);
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: kept! } })).toMatchObject({
      state: "pending",
      attempts: 0,
      leaseOwner: `${live}:worker:b2`,
    });
    expect(
      (await prisma.walletInstance.findMany({ where: { id: { in: [dead, live] } } })).map((row) => row.id),
    ).toEqual([live]);
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("0.01");

    await prisma.walletInstance.delete({ where: { id: live } });
    await prisma.walletTransaction.update({ where: { id: kept! }, data: { leaseOwner: null, leaseUntil: null } });
    await drainWorker();
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("0.02");
  });

  it("heartbeats while the worker runs and leaves the instance table when stopped", async () => {
    startWalletWorker();
    try {
      while ((await prisma.walletInstance.count()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await stopWalletWorker();
    }
    expect(await prisma.walletInstance.count()).toBe(0);
  });

  it("runs in the background once started, and stops on request", async () => {
    const playerId = await newPlayer("0.00");
    const ids = await queueCredits(OPERATOR, playerId, 3, `background_${Date.now()}`);
    const restore = withWalletEnv({ WALLET_WORKER_INTERVAL_MS: "20" });
    startWalletWorker();
    startWalletWorker(); // idempotent
    try {
      for (let poll = 0; poll < 500; poll++) {
        if ((await prisma.walletTransaction.count({ where: { id: { in: ids }, state: "succeeded" } })) === 3) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await stopWalletWorker();
      restore();
    }
    expect(await demoBalance(OPERATOR, playerId, "EUR")).toBe("0.03");
    const [later] = await queueCredits(OPERATOR, playerId, 1, `after_stop_${Date.now()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await prisma.walletTransaction.findUniqueOrThrow({ where: { id: later! } })).toMatchObject({
      state: "pending",
    });
  });

  async function drainWorkerExcept(leasedId: string) {
    for (let pass = 0; pass < 20; pass++) {
      const due = await prisma.walletTransaction.count({
        where: { id: { not: leasedId }, type: { in: ["credit", "rollback"] }, state: { in: ["pending", "unknown"] } },
      });
      if (due === 0) return;
      await runWalletWorkerPass();
    }
    throw new Error("backlog not drained");
  }
});
