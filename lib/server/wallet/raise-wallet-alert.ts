import "server-only";
import type { Prisma } from "@/lib/server/db/generated/client";

/** One open alert per operator and kind; a recurrence counts up and re-opens an acknowledged one. */
export async function raiseWalletAlert(
  db: Prisma.TransactionClient,
  options: { operatorId: string; kind: "invalid_signature"; transactionId: string | null; detail: string; now: Date },
): Promise<void> {
  await db.walletAlert.upsert({
    where: { operatorId_kind: { operatorId: options.operatorId, kind: options.kind } },
    create: {
      operatorId: options.operatorId,
      kind: options.kind,
      firstSeenAt: options.now,
      lastSeenAt: options.now,
      lastTransactionId: options.transactionId,
      lastDetail: options.detail,
    },
    update: {
      occurrences: { increment: 1 },
      lastSeenAt: options.now,
      lastTransactionId: options.transactionId,
      lastDetail: options.detail,
      acknowledgedAt: null,
    },
  });
}
