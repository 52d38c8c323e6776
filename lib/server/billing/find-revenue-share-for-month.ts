import type { Prisma } from "@/lib/server/db/prisma";
import type { OperatorRevenueShare } from "@/lib/server/db/generated/client";

/**
 * The share in effect for a month: the row with the latest effective_from on or before the month's first day; of
 * two rows for the same month, the one set last. Null when none was set by then.
 */
export function findRevenueShareForMonth(
  db: Prisma.TransactionClient,
  options: { operatorId: string; monthStart: Date },
): Promise<OperatorRevenueShare | null> {
  return db.operatorRevenueShare.findFirst({
    where: { operatorId: options.operatorId, effectiveFrom: { lte: options.monthStart } },
    orderBy: [{ effectiveFrom: "desc" }, { id: "desc" }],
  });
}
