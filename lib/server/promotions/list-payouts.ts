import "server-only";
import { PAYOUTS_DEFAULT_LIMIT, type PayoutView } from "@/lib/contract/promotions-api";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { dateCursorPart, decodeCursor, toPage, type Page } from "@/lib/base/paging";
import type { PromotionPayout } from "@/lib/server/db/generated/client";
import { prisma, type Prisma } from "@/lib/server/db/prisma";

// The prizes a promotion paid (a tournament's by rank, a prize drop's as they dropped), each with its credit's delivery state from the ledger. For an operator
// (`viewerOperatorId`) only its own players', only of a promotion it takes part in, and only once queued; the
// console sees all, a tournament's prizes under review among them (held: no credit yet; withheld: the tournament was
// cancelled during its review, so they are never paid).

export interface PayoutRecord {
  payout: PayoutView;
  operatorId: string;
  /** For the console: held (under review, no credit queued yet) or withheld (cancelled during review); else null. */
  hold: "held" | "withheld" | null;
}

export async function listPayouts(options: {
  promotionId: string;
  viewerOperatorId?: string;
  limit?: number;
  cursor?: string;
}): Promise<Page<PayoutRecord>> {
  const { promotionId, viewerOperatorId } = options;
  const limit = options.limit ?? PAYOUTS_DEFAULT_LIMIT;
  const promotion = await prisma.promotion.findFirst({
    where: {
      id: promotionId,
      ...(viewerOperatorId === undefined ? {} : { operators: { some: { operatorId: viewerOperatorId } } }),
    },
    select: { id: true, kind: true, cancelledAt: true },
  });
  if (!promotion) throw new AppError("promotion_not_found", `Promotion "${promotionId}" not found`);
  const scope: Prisma.PromotionPayoutWhereInput = {
    promotionId,
    ...(viewerOperatorId === undefined ? {} : { operatorId: viewerOperatorId, heldSessionId: null }),
  };
  let page: Page<PromotionPayout>;
  if (promotion.kind === "tournament") {
    // By rank; the cursor is the last rank seen.
    const afterRank = options.cursor ? Number(decodeCursor(options.cursor, 1, "cursor")[0]) : 0;
    if (!Number.isInteger(afterRank))
      throw new AppError("invalid_request", "cursor is not a cursor returned by this list");
    const rows = await prisma.promotionPayout.findMany({
      where: { ...scope, rank: { gt: afterRank } },
      orderBy: { rank: "asc" },
      take: limit + 1,
    });
    page = toPage(rows, limit, (row) => [String(row.rank)]);
  } else {
    // In the order they dropped; the cursor is the last (created_at, transaction_id) seen.
    const conditions: Prisma.PromotionPayoutWhereInput[] = [scope];
    if (options.cursor) {
      const [createdAt, transactionId] = decodeCursor(options.cursor, 2, "cursor");
      const at = dateCursorPart(createdAt!, "cursor");
      conditions.push({ OR: [{ createdAt: { gt: at } }, { createdAt: at, transactionId: { gt: transactionId! } }] });
    }
    const rows = await prisma.promotionPayout.findMany({
      where: { AND: conditions },
      orderBy: [{ createdAt: "asc" }, { transactionId: "asc" }],
      take: limit + 1,
    });
    page = toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.transactionId]);
  }
  const credits = await prisma.walletTransaction.findMany({
    where: { id: { in: page.items.map((row) => row.transactionId) } },
    select: { id: true, state: true, completedAt: true },
  });
  const creditOf = new Map(credits.map((credit) => [credit.id, credit]));
  return {
    items: page.items.map((row) => {
      // Held for review: no credit yet (the operator never sees one).
      const held = row.heldSessionId !== null;
      // Otherwise written in the payout's own transaction or its release, so always there; rolled_back is a debit's
      // state, never a credit's.
      const credit = held ? null : creditOf.get(row.transactionId)!;
      if (credit?.state === "rolled_back") throw new Error(`credit ${credit.id} of a payout is rolled_back`);
      const state = credit?.state ?? "pending";
      return {
        operatorId: row.operatorId,
        hold: held ? (promotion.cancelledAt ? "withheld" : "held") : null,
        payout: {
          external_player_id: row.externalPlayerId,
          rank: row.rank,
          tier: row.tier,
          round_id: row.roundId,
          amount: formatMinorUnits(row.amountMinor, currencyExponent(row.currency)),
          currency: row.currency,
          base_amount: formatMinorUnits(row.baseAmountMinor, currencyExponent(row.baseCurrency)),
          base_currency: row.baseCurrency,
          rate: row.rate,
          transaction_id: row.transactionId,
          state,
          created_at: row.createdAt.toISOString(),
          completed_at: credit?.completedAt?.toISOString() ?? null,
        },
      };
    }),
    nextCursor: page.nextCursor,
  };
}
