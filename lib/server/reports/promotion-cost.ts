import "server-only";
import type { Prisma } from "@/lib/server/db/prisma";

// What promotions cost (docs/reports.md "Promotion cost"): the prizes actually paid, i.e. promotion prize credits
// (wallet_transactions with a promotion_id: out-of-round credits, no round) the operator's wallet acknowledged, in
// the player's currency, dated by when they were paid (completed_at; a credit resolved by staff counts when it was
// resolved). A prize still pending, unknown or given up costs nothing yet, so a closed day or month never changes
// afterwards. Read from the ledger (index wallet_transactions_promotion_paid), not from the rollups: a prize has no
// round, so the rollups and their verification (verify-rollups, rebuild-rollups) stay as they are.

/** The SQL condition of a paid prize credit on wallet_transactions (unaliased columns). */
export const PAID_PRIZE_SQL = "promotion_id IS NOT NULL AND type = 'credit' AND state = 'succeeded'";

/** The same rule for Prisma: paid prize credits of [from, to). */
export function paidPrizeWhere(options: { from: Date; to: Date }): Prisma.WalletTransactionWhereInput {
  return {
    promotionId: { not: null },
    type: "credit",
    state: "succeeded",
    completedAt: { gte: options.from, lt: options.to },
  };
}
