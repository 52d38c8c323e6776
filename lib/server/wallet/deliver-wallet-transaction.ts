import "server-only";
import type { Prisma, WalletTransaction } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { callWallet, type OperatorWalletEndpoint, type WalletCallResult } from "./wallet-client";
import { retryDelayMs, walletConfig, type WalletConfig } from "./wallet-config";
import { LEDGER_TRANSACTION_OPTIONS } from "./ledger-transaction-options";
import { raiseWalletAlert } from "./raise-wallet-alert";
import { completeWalletAttempt, recordWalletAttemptIntent, walletAttemptAnswer } from "./wallet-attempt-log";
import { recordAttemptAndUpdate } from "./wallet-ledger-statements";

// One delivery attempt of a ledger row (debit, credit or rollback) by the holder of its lease: log the attempt's
// intent, send, then complete the attempt and move the row to its next state — those writes atomically (one
// statement, or one transaction). A sender that dies mid-call leaves the intent, read as "outcome unknown".

export interface DeliveryReport {
  result: WalletCallResult;
  /** The row after this attempt (unchanged when the lease was lost meanwhile). */
  transaction: WalletTransaction;
  /** Another owner took the row over while we were sending; our state change was not applied. */
  leaseLost: boolean;
}

export async function deliverWalletTransaction(options: {
  transaction: WalletTransaction;
  wallet: OperatorWalletEndpoint;
  leaseOwner: string;
  timeoutMs?: number;
}): Promise<DeliveryReport> {
  const row = options.transaction;
  const config = walletConfig();
  let attemptId: bigint | undefined;
  const result = await callWallet({
    wallet: options.wallet,
    timeoutMs: options.timeoutMs,
    beforeSend: async (request) => {
      attemptId = await recordWalletAttemptIntent({
        operatorId: row.operatorId,
        playerId: row.playerId,
        transactionId: row.id,
        type: row.type,
        attemptNumber: row.attempts + 1,
        request,
      });
    },
    call: {
      type: row.type,
      playerId: row.playerId,
      sessionId: row.sessionId,
      gameSymbol: row.gameSymbol,
      currency: row.currency,
      transactionId: row.id,
      actionType: row.actionType,
      amount: formatMinorUnits(row.amountMinor, row.exponent),
      originalTransactionId: row.originalTransactionId ?? undefined,
      // Decided at send time: the operator's setting as it is now, for the round and campaign stored on the row.
      roundId: options.wallet.roundFields === true ? (row.roundId ?? undefined) : undefined,
      campaignId: options.wallet.roundFields === true ? (row.campaignId ?? undefined) : undefined,
    },
  });
  const now = new Date();
  const data = stateAfterAttempt(row, result, now, config);
  const answer = walletAttemptAnswer(result, config);
  // callWallet ran beforeSend before sending: the intent exists.
  const intentId = attemptId!;
  // Every round's debit and credit: the attempt's completion and the lease-checked update are one statement.
  if (row.type !== "rollback" && result.outcome !== "invalid_signature") {
    const updated = await recordAttemptAndUpdate({
      leaseOwner: options.leaseOwner,
      transactionId: row.id,
      attemptId: intentId,
      answer,
      data,
      now,
    });
    return updated ? { result, transaction: updated, leaseLost: false } : { result, transaction: row, leaseLost: true };
  }
  // Rollbacks (which also settle the original debit) and signature alerts: several writes, one transaction.
  return prisma.$transaction(async (tx) => {
    await completeWalletAttempt(tx, intentId, answer);
    if (result.outcome === "invalid_signature") {
      await raiseWalletAlert(tx, {
        operatorId: row.operatorId,
        kind: "invalid_signature",
        transactionId: row.id,
        detail: `${row.type} ${row.id}: ${result.errorMessage ?? result.problem ?? "HTTP 401"}`,
        now,
      });
    }
    // Only the lease holder's update applies (UPDATE … RETURNING: the row after the attempt in the same trip).
    const [updated] = await tx.walletTransaction.updateManyAndReturn({
      where: { id: row.id, leaseOwner: options.leaseOwner },
      data,
    });
    if (!updated) return { result, transaction: row, leaseLost: true };
    if (row.type === "rollback" && result.outcome === "succeeded" && row.originalTransactionId) {
      await tx.walletTransaction.updateMany({
        where: { id: row.originalTransactionId, state: { in: ["pending", "unknown", "succeeded"] } },
        data: { state: "rolled_back", leaseOwner: null, leaseUntil: null },
      });
    }
    return { result, transaction: updated, leaseLost: false };
  }, LEDGER_TRANSACTION_OPTIONS);
}

/**
 * The ledger rules of docs/decisions.md "Wallet callbacks" for one attempt. A failed debit stays leased to its sender,
 * which decides between another attempt and a rollback; a failed credit or rollback is rescheduled with backoff
 * until its give-up time, then marked gave_up for manual resolution.
 */
export function stateAfterAttempt(
  row: WalletTransaction,
  result: WalletCallResult,
  now: Date,
  config: WalletConfig,
): Prisma.WalletTransactionUpdateManyMutationInput {
  const attempts = row.attempts + 1;
  const common = {
    attempts,
    firstAttemptAt: row.firstAttemptAt ?? result.request.startedAt,
    lastAttemptAt: result.request.startedAt,
  };
  const finished = { completedAt: now, leaseOwner: null, leaseUntil: null };
  switch (result.outcome) {
    case "succeeded":
      return {
        ...common,
        ...finished,
        state: "succeeded",
        balanceAfter: result.balance,
        errorCode: null,
        errorMessage: null,
      };
    case "rejected":
    case "invalid_signature":
      return {
        ...common,
        ...finished,
        state: "rejected",
        errorCode: result.errorCode ?? result.outcome,
        errorMessage: result.errorMessage ?? result.problem ?? null,
      };
    case "failed":
      if (row.type === "debit") return { ...common, state: "unknown", errorMessage: result.problem ?? null };
      if (row.giveUpAt && now >= row.giveUpAt) {
        return { ...common, ...finished, state: "gave_up", errorMessage: result.problem ?? null };
      }
      return {
        ...common,
        state: "unknown",
        errorMessage: result.problem ?? null,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(config, attempts)),
        leaseOwner: null,
        leaseUntil: null,
      };
  }
}
