import "server-only";
import type { Prisma, WalletRoundState, WalletTransaction } from "@/lib/server/db/generated/client";
import { randomRollupShard, rollupUpsertCtes } from "@/lib/server/reports/rollup-statements";
import type { WalletConfig } from "./wallet-config";
import { newWalletId } from "./wallet-ids";

const ADD_ROLLED_BACK_ROUND = `WITH cancelled AS (SELECT * FROM wallet_rounds WHERE id = $1 AND state = 'cancelled'),
    ${rollupUpsertCtes({ source: "cancelled", kind: "rolledBack", shard: "$2::smallint", now: "$3::timestamp(3)" })}
  SELECT 1`;

/**
 * Cancels a round that is still in one of `fromStates` (compare-and-set, so exactly one caller wins) and queues
 * the rollback of its bet. Returns the rollback row, or null when another caller already moved the round, the
 * operator had refused the bet, or the round was a free round (nothing debited: its round goes back to the award,
 * in the caller's transaction).
 */
export async function cancelRoundAndQueueRollback(
  db: Prisma.TransactionClient,
  options: {
    roundId: string;
    fromStates: WalletRoundState[];
    reason: string;
    now: Date;
    config: WalletConfig;
    /** Only rounds whose lease ended before this instant (worker recovery). */
    leaseEndedBefore?: Date;
    /** Reserve the rollback for an inline best-effort attempt by this owner. */
    leaseOwner?: string;
    leaseUntil?: Date;
  },
): Promise<WalletTransaction | null> {
  const { count } = await db.walletRound.updateMany({
    where: {
      id: options.roundId,
      state: { in: options.fromStates },
      ...(options.leaseEndedBefore ? { leaseUntil: { lt: options.leaseEndedBefore } } : {}),
    },
    data: { state: "cancelled", failureReason: options.reason, leaseUntil: null },
  });
  if (count === 0) return null;
  const round = await db.walletRound.findUniqueOrThrow({ where: { id: options.roundId } });
  // A free round debited nothing: there is no bet to roll back, and the award gets its round back.
  if (round.debitTransactionId === null) {
    if (round.freeRoundsAwardId !== null) {
      await db.freeRoundsAward.update({
        where: { id: round.freeRoundsAwardId },
        data: { roundsPlayed: { decrement: 1 } },
      });
    }
    return null;
  }
  const debit = await db.walletTransaction.findUniqueOrThrow({ where: { id: round.debitTransactionId } });
  if (debit.state === "rejected") {
    await db.walletRound.update({ where: { id: round.id }, data: { state: "rejected" } });
    return null;
  }
  // Whatever happens to an attempt still in flight, this debit is not sent again: its reversal takes over.
  await db.walletTransaction.update({
    where: { id: debit.id },
    data: { state: debit.state === "pending" ? "unknown" : debit.state, leaseOwner: null, leaseUntil: null },
  });
  const rollback = await db.walletTransaction.create({
    data: {
      id: newWalletId("rbk"),
      roundId: round.id,
      operatorId: debit.operatorId,
      playerId: debit.playerId,
      sessionId: debit.sessionId,
      gameSymbol: debit.gameSymbol,
      currency: debit.currency,
      exponent: debit.exponent,
      type: "rollback",
      actionType: "rollback",
      amountMinor: debit.amountMinor,
      originalTransactionId: debit.id,
      nextAttemptAt: options.now,
      giveUpAt: new Date(options.now.getTime() + options.config.giveUpAfterMs),
      leaseOwner: options.leaseOwner ?? null,
      leaseUntil: options.leaseUntil ?? null,
    },
  });
  await db.walletRound.update({ where: { id: round.id }, data: { rollbackTransactionId: rollback.id } });
  // The bet is rolled back: the round counts in its hour's, day's and month's rolled-back figures, in this transaction
  // (docs/reports.md).
  await db.$executeRawUnsafe(ADD_ROLLED_BACK_ROUND, round.id, randomRollupShard(), options.now.toISOString());
  return rollback;
}
