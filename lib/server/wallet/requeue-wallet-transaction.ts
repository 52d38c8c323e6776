import "server-only";
import { z } from "zod";
import type { WalletTransaction } from "@/lib/server/db/generated/client";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { NOT_RESOLVED_MANUALLY, RESOLVED_MANUALLY } from "./manual-resolution";
import { walletConfig } from "./wallet-config";
import { LEDGER_TRANSACTION_OPTIONS } from "./ledger-transaction-options";

// Manual resolution from the console: a credit or rollback that gave up (24 h without acknowledgement) or was
// refused (e.g. invalid_signature before the secret was fixed) is queued again with the SAME transaction_id, so
// the operator's idempotency still protects the player. Debits are never re-sent: a round is not replayed, and a
// row staff settled by hand is never re-sent either (that would pay twice) — a rule of the conditional update
// itself, so a resolution committed by another request at any moment still wins over this re-queue.

const requeueSchema = z.object({ transactionId: z.string().min(1), actor: actorSchema });

export async function requeueWalletTransaction(options: {
  transactionId: string;
  actor: string;
}): Promise<WalletTransaction> {
  const input = parseInput(requeueSchema, options);
  const config = walletConfig();
  return prisma.$transaction(async (tx) => {
    const before = await tx.walletTransaction.findUnique({ where: { id: input.transactionId } });
    if (!before) throw new AppError("not_found", `Wallet transaction "${input.transactionId}" not found`);
    if (before.type === "debit") throw new AppError("conflict", "Debits are never re-sent; the round was not played");
    if (before.errorCode === RESOLVED_MANUALLY) {
      throw new AppError("conflict", "This transaction was resolved by hand; sending it again would settle it twice");
    }
    if (before.state !== "gave_up" && before.state !== "rejected") {
      throw new AppError(
        "conflict",
        `Only gave_up or rejected transactions can be re-queued; this one is ${before.state}`,
      );
    }
    const now = new Date();
    const { count } = await tx.walletTransaction.updateMany({
      where: { id: before.id, state: before.state, ...NOT_RESOLVED_MANUALLY },
      data: {
        state: "pending",
        nextAttemptAt: now,
        giveUpAt: new Date(now.getTime() + config.giveUpAfterMs),
        completedAt: null,
        errorCode: null,
        leaseOwner: null,
        leaseUntil: null,
      },
    });
    if (count === 0) throw new AppError("conflict", "The transaction changed meanwhile; reload and try again");
    const after = await tx.walletTransaction.findUniqueOrThrow({ where: { id: before.id } });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "wallet_transaction.requeue",
      target: { type: "wallet_transaction", id: before.id },
      before: { state: before.state, errorCode: before.errorCode, errorMessage: before.errorMessage },
      after: { state: after.state, giveUpAt: after.giveUpAt },
    });
    return after;
  }, LEDGER_TRANSACTION_OPTIONS);
}
