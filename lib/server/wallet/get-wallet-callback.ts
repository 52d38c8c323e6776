import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { toWalletAttemptView, type WalletAttemptView } from "./wallet-delivery-view";

/**
 * One signed call to an operator wallet (a row of the attempt log), shown like the list shows it. With operatorId
 * (the back office), another operator's call is not_found, as an unknown id is.
 */
export async function getWalletCallback(options: {
  attemptId: string;
  operatorId?: string;
}): Promise<WalletAttemptView> {
  const input = parseInput(
    z.object({ attemptId: z.string().trim().max(20), operatorId: z.string().trim().min(1).max(64).optional() }),
    options,
  );
  const notFound = () => new AppError("not_found", `Wallet callback "${input.attemptId}" not found`);
  // Ids are bigint serials; anything else names no row.
  if (!/^[1-9]\d{0,17}$/.test(input.attemptId)) throw notFound();
  const attempt = await prisma.walletCallbackAttempt.findUnique({ where: { id: BigInt(input.attemptId) } });
  if (!attempt || (input.operatorId !== undefined && attempt.operatorId !== input.operatorId)) throw notFound();
  return toWalletAttemptView(attempt);
}
