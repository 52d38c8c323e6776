import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation/parse-input";
import { requeueWalletTransaction } from "@/lib/server/wallet/requeue-wallet-transaction";
import { getWalletTransaction } from "./get-wallet-transaction";
import { RESOLVED_MANUALLY, type WalletTransactionView } from "./wallet-delivery-view";

/**
 * The console's "retry": the wallet's requeue (same transaction_id, sent by the retry worker), refused for a
 * transaction staff already settled by hand, because sending it then would pay the player twice.
 */
export async function retryWalletTransaction(options: { transactionId: string; actor: string }): Promise<WalletTransactionView> {
  const { transactionId } = parseInput(z.object({ transactionId: z.string().trim().min(1).max(100) }), options);
  const current = await prisma.walletTransaction.findUnique({ where: { id: transactionId }, select: { errorCode: true } });
  if (current?.errorCode === RESOLVED_MANUALLY) {
    throw new AppError("conflict", "This transaction was resolved by hand; sending it again would settle it twice");
  }
  await requeueWalletTransaction({ transactionId, actor: options.actor });
  return getWalletTransaction({ transactionId });
}
