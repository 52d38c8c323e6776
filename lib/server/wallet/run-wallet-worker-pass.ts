import "server-only";
import type { WalletTransaction } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { deliverWalletTransaction } from "./deliver-wallet-transaction";
import { loadOperatorWallet } from "./operator-wallet";
import type { OperatorWalletEndpoint } from "./wallet-client";
import { retryDelayMs, walletConfig, type WalletConfig } from "./wallet-config";
import { releaseLeasesOfDeadInstances } from "./wallet-instance-heartbeat";
import { cancelRoundAndQueueRollback } from "./cancel-round-and-queue-rollback";
import { LEDGER_TRANSACTION_OPTIONS } from "./ledger-transaction-options";
import { newLeaseOwner } from "./wallet-ids";

// One pass of the wallet retry worker. Safe with any number of app instances on one PostgreSQL:
// - rounds whose settling process died (lease ended) are cancelled by compare-and-set, so exactly one instance
//   queues the rollback of their bet;
// - due credits and rollbacks are claimed with FOR UPDATE SKIP LOCKED plus a lease, so each row has one sender
//   at a time; the lease lasts the operator's call timeout plus WALLET_LEASE_MARGIN_MS, and a crashed sender's
//   rows become claimable when its lease ends, or at once when its instance's heartbeat is stale.

export interface WalletWorkerPassSummary {
  recoveredRounds: number;
  /** Leases of credits and rollbacks taken from instances found dead (stale heartbeat). */
  releasedLeases: number;
  claimed: number;
  succeeded: number;
  rejected: number;
  retrying: number;
  gaveUp: number;
}

export async function runWalletWorkerPass(options: { limit?: number } = {}): Promise<WalletWorkerPassSummary> {
  const config = walletConfig();
  const limit = options.limit ?? config.workerBatchSize;
  const recoveredRounds = await recoverAbandonedRounds(limit, config);
  const releasedLeases = await releaseLeasesOfDeadInstances(config);
  const leaseOwner = newLeaseOwner("worker");
  const claimed = await claimDueTransactions({ limit, leaseOwner, config });
  const summary: WalletWorkerPassSummary = {
    recoveredRounds,
    releasedLeases,
    claimed: claimed.length,
    succeeded: 0,
    rejected: 0,
    retrying: 0,
    gaveUp: 0,
  };

  const wallets = new Map<string, Promise<OperatorWalletEndpoint>>();
  await Promise.all(
    claimed.map(async (transaction) => {
      let wallet: OperatorWalletEndpoint;
      try {
        if (!wallets.has(transaction.operatorId))
          wallets.set(transaction.operatorId, loadOperatorWallet(transaction.operatorId));
        wallet = await wallets.get(transaction.operatorId)!;
      } catch (error) {
        const state = await postpone({ transaction, leaseOwner, config, reason: (error as Error).message });
        summary[state === "gave_up" ? "gaveUp" : "retrying"] += 1;
        return;
      }
      const report = await deliverWalletTransaction({ transaction, wallet, leaseOwner });
      const state = report.transaction.state;
      if (state === "succeeded") summary.succeeded += 1;
      else if (state === "rejected") summary.rejected += 1;
      else if (state === "gave_up") summary.gaveUp += 1;
      else summary.retrying += 1;
    }),
  );
  return summary;
}

async function recoverAbandonedRounds(limit: number, config: WalletConfig): Promise<number> {
  const now = new Date();
  const stale = await prisma.walletRound.findMany({
    where: { state: { in: ["debiting", "debited"] }, leaseUntil: { lt: now } },
    select: { id: true, state: true },
    orderBy: { leaseUntil: "asc" },
    take: limit,
  });
  let recovered = 0;
  for (const round of stale) {
    const rollback = await prisma.$transaction(
      (tx) =>
        cancelRoundAndQueueRollback(tx, {
          roundId: round.id,
          fromStates: [round.state],
          reason: round.state === "debiting" ? "bet debit interrupted" : "settlement interrupted",
          now,
          config,
          leaseEndedBefore: now,
        }),
      LEDGER_TRANSACTION_OPTIONS,
    );
    if (rollback) recovered += 1;
  }
  return recovered;
}

async function claimDueTransactions(options: {
  limit: number;
  leaseOwner: string;
  config: WalletConfig;
}): Promise<WalletTransaction[]> {
  const now = new Date();
  // The lease outlasts the call the sender is about to make: its operator's timeout, plus the margin.
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE wallet_transactions AS t
       SET lease_owner = ${options.leaseOwner},
           lease_until = ${now}::timestamp(3) + (o.wallet_timeout_ms + ${options.config.leaseMarginMs}::int) * interval '1 millisecond',
           updated_at = ${now}
      FROM operators AS o
     WHERE o.id = t.operator_id
       AND t.id IN (
       SELECT id FROM wallet_transactions
        WHERE type IN ('credit', 'rollback')
          AND state IN ('pending', 'unknown')
          AND next_attempt_at <= ${now}
          AND (lease_until IS NULL OR lease_until < ${now})
        ORDER BY next_attempt_at
        LIMIT ${options.limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING t.id`;
  if (rows.length === 0) return [];
  return prisma.walletTransaction.findMany({
    where: { id: { in: rows.map((row) => row.id) }, leaseOwner: options.leaseOwner },
    orderBy: { nextAttemptAt: "asc" },
  });
}

/** No call was possible (e.g. the operator's wallet is not configured): try again later, or give up in time. */
async function postpone(options: {
  transaction: WalletTransaction;
  leaseOwner: string;
  config: WalletConfig;
  reason: string;
}) {
  const now = new Date();
  const { transaction } = options;
  const givingUp = transaction.giveUpAt !== null && now >= transaction.giveUpAt;
  await prisma.walletTransaction.updateMany({
    where: { id: transaction.id, leaseOwner: options.leaseOwner },
    data: {
      state: givingUp ? "gave_up" : transaction.state,
      errorMessage: options.reason,
      completedAt: givingUp ? now : null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(options.config, transaction.attempts + 1)),
      leaseOwner: null,
      leaseUntil: null,
    },
  });
  return givingUp ? "gave_up" : transaction.state;
}
