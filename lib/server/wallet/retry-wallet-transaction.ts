import "server-only";
import { z } from "zod";
import { parseInput } from "@/lib/base/parse-input";
import { requeueWalletTransaction } from "@/lib/server/wallet/requeue-wallet-transaction";
import { getWalletTransaction } from "./get-wallet-transaction";
import type { WalletTransactionView } from "./wallet-delivery-view";

/**
 * The console's "retry": the wallet's requeue (same transaction_id, sent by the retry worker). The requeue itself
 * refuses a transaction staff settled by hand, atomically, so a resolution racing this retry never pays twice.
 */
export async function retryWalletTransaction(options: {
  transactionId: string;
  actor: string;
}): Promise<WalletTransactionView> {
  const { transactionId } = parseInput(z.object({ transactionId: z.string().trim().min(1).max(100) }), options);
  await requeueWalletTransaction({ transactionId, actor: options.actor });
  return getWalletTransaction({ transactionId });
}
