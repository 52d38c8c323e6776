import "server-only";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import type { Prisma } from "@/lib/server/db/prisma";
import { walletConfig } from "./wallet-config";

// A credit that belongs to no round (a promotion's prize, a jackpot win): written to the ledger as a pending credit, in the
// caller's transaction, and delivered by the wallet worker like any credit — signed, retried with the same
// transaction_id on an unknown outcome until it is acknowledged or gives up (WALLET_GIVE_UP_AFTER_MS), then manual
// resolution. The caller derives transaction_id from what it pays, so queueing the same prize again is a no-op.

export async function queueOutOfRoundCredit(
  db: Prisma.TransactionClient,
  credit: {
    transactionId: string;
    operatorId: string;
    playerId: string;
    /** The session the prize names (the player's last in the promotion); it may have expired. */
    sessionId: string;
    gameSymbol: string;
    currency: string;
    amountMinor: bigint;
    actionType: string;
    /** The promotion paying the prize; absent for a jackpot win (its jackpot_wins row names the credit). */
    promotionId?: string;
    now: Date;
  },
): Promise<boolean> {
  const { count } = await db.walletTransaction.createMany({
    data: [
      {
        id: credit.transactionId,
        roundId: null,
        operatorId: credit.operatorId,
        playerId: credit.playerId,
        sessionId: credit.sessionId,
        gameSymbol: credit.gameSymbol,
        currency: credit.currency,
        exponent: currencyExponent(credit.currency),
        type: "credit",
        actionType: credit.actionType,
        amountMinor: credit.amountMinor,
        promotionId: credit.promotionId ?? null,
        state: "pending",
        nextAttemptAt: credit.now,
        giveUpAt: new Date(credit.now.getTime() + walletConfig().giveUpAfterMs),
        createdAt: credit.now,
      },
    ],
    skipDuplicates: true,
  });
  return count === 1;
}
