import "server-only";
import { isAppError } from "@/lib/base/errors";
import { prisma } from "@/lib/server/db/prisma";
import { getWalletBalance } from "./get-wallet-balance";

/**
 * The balance to answer a settled round with when neither its debit nor an acknowledged credit carries one (a free
 * round whose credit is still being delivered): the wallet's own answer, or, when the wallet cannot be read, the
 * last balance it acknowledged in the ledger. The round is settled and its credit is durable, so the player is
 * told the round's result (with its win unconfirmed) rather than an error; only a player the ledger has never
 * seen a balance for gets the wallet's error.
 */
export async function settledRoundBalance(options: {
  operatorId: string;
  playerId: string;
  sessionId: string;
  gameSymbol: string;
  currency: string;
}): Promise<string> {
  try {
    return (await getWalletBalance(options)).balance;
  } catch (error) {
    if (!isAppError(error) || error.code !== "wallet_unavailable") throw error;
    const last = await prisma.walletTransaction.findFirst({
      where: {
        operatorId: options.operatorId,
        playerId: options.playerId,
        currency: options.currency,
        state: "succeeded",
        balanceAfter: { not: null },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { balanceAfter: true },
    });
    if (last?.balanceAfter) return last.balanceAfter;
    throw error;
  }
}
