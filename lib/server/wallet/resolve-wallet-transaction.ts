import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { LEDGER_TRANSACTION_OPTIONS } from "@/lib/server/wallet/ledger-transaction-options";
import { RESOLVED_MANUALLY } from "@/lib/server/wallet/manual-resolution";
import {
  attemptLogInclude,
  needsResolution,
  toWalletTransactionView,
  type WalletTransactionView,
} from "./wallet-delivery-view";

const resolveSchema = z.object({
  transactionId: z.string().trim().min(1).max(100),
  note: z.string().trim().min(1, "a note saying how it was settled is required").max(500),
  actor: actorSchema,
});

/**
 * Staff settled a credit or rollback that gave up (or was refused) outside the platform, e.g. by adjusting the
 * player's balance with the operator. The row keeps its state and transaction_id; it is marked resolved with the
 * note, is never sent again, and the audit row keeps what it was before.
 */
export async function resolveWalletTransaction(options: {
  transactionId: string;
  note: string;
  actor: string;
}): Promise<WalletTransactionView> {
  const input = parseInput(resolveSchema, options);
  return prisma.$transaction(async (tx) => {
    const before = await tx.walletTransaction.findUnique({ where: { id: input.transactionId } });
    if (!before) throw new AppError("not_found", `Wallet transaction "${input.transactionId}" not found`);
    if (!needsResolution(before)) {
      throw new AppError(
        "conflict",
        `Only credits and rollbacks that gave up or were refused can be resolved; this ${before.type} is ${before.state}${before.errorCode === RESOLVED_MANUALLY ? " and already resolved" : ""}`,
      );
    }
    const now = new Date();
    // Compare-and-set on what was read: a retry that re-queued the row meanwhile (state pending) wins, and this
    // resolution then fails instead of marking a row that is about to be sent.
    const { count } = await tx.walletTransaction.updateMany({
      where: { id: before.id, state: before.state, errorCode: before.errorCode },
      data: {
        errorCode: RESOLVED_MANUALLY,
        errorMessage: input.note,
        completedAt: now,
        leaseOwner: null,
        leaseUntil: null,
      },
    });
    if (count === 0) throw new AppError("conflict", "The transaction changed meanwhile; reload and try again");
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "wallet_transaction.resolve",
      target: { type: "wallet_transaction", id: before.id },
      before: { state: before.state, errorCode: before.errorCode, errorMessage: before.errorMessage },
      after: { state: before.state, errorCode: RESOLVED_MANUALLY, note: input.note },
    });
    return toWalletTransactionView(
      await tx.walletTransaction.findUniqueOrThrow({ where: { id: before.id }, include: attemptLogInclude }),
    );
  }, LEDGER_TRANSACTION_OPTIONS);
}
