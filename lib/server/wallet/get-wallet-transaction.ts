import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { attemptLogInclude, toWalletTransactionView, type WalletTransactionView } from "./wallet-delivery-view";

/** One ledger transaction by its transaction_id, with every attempt. */
export async function getWalletTransaction(options: { transactionId: string }): Promise<WalletTransactionView> {
  const { transactionId } = parseInput(z.object({ transactionId: z.string().trim().min(1).max(100) }), options);
  const transaction = await prisma.walletTransaction.findUnique({
    where: { id: transactionId },
    include: attemptLogInclude,
  });
  if (!transaction) throw new AppError("not_found", `Wallet transaction "${transactionId}" not found`);
  return toWalletTransactionView(transaction);
}
