import "server-only";
import { TOURNAMENT_PRIZE_ACTION_TYPE } from "@/lib/contract/wallet-api";
import { AppError } from "@/lib/base/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma, TRANSACTION_DEFAULTS } from "@/lib/server/db/prisma";
import { logger } from "@/lib/server/observability/logger";
import { releaseHeldPrizes } from "./prize-credit";

// A settled tournament's review period ends: its held payouts (written at settlement with the final standings,
// nothing queued) have their credits queued for the wallet worker. Staff release them early (the console's
// releasePromotionPayouts), or the background loop releases them at payouts_release_at. One transaction with the
// promotion's row locked: two instances releasing at once queue once (the second finds payouts_released_at set and
// answers), and each credit keeps the transaction_id derived from promotion and player, so nothing pays twice.
// A cancellation during the review withholds them: nothing is queued.

export interface ReleasedPayouts {
  promotionId: string;
  /** False when they had been released already (this call queued nothing). */
  releasedNow: boolean;
  payouts: number;
}

export async function releasePromotionPayouts(options: {
  promotionId: string;
  actor: string;
  now?: Date;
}): Promise<ReleasedPayouts> {
  const { promotionId, actor } = options;
  const now = options.now ?? new Date();
  return prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM promotions WHERE id = ${promotionId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError("promotion_not_found", `Promotion "${promotionId}" not found`);
    const promotion = await tx.promotion.findUniqueOrThrow({ where: { id: promotionId } });
    if (promotion.kind !== "tournament")
      throw new AppError("promotion_not_tournament", `Promotion "${promotionId}" is a prize drop: it pays as it drops`);
    if (promotion.cancelledAt)
      throw new AppError(
        "promotion_not_editable",
        `Promotion "${promotionId}" is cancelled: its prizes are withheld and nothing more is paid`,
      );
    if (!promotion.settledAt)
      throw new AppError(
        "promotion_not_settled",
        `Promotion "${promotionId}" has not settled: its results are not final, so there is nothing to release yet`,
      );
    if (promotion.payoutsReleasedAt) return { promotionId, releasedNow: false, payouts: 0 };
    const payouts = await releaseHeldPrizes({
      db: tx,
      promotionId,
      actionType: TOURNAMENT_PRIZE_ACTION_TYPE,
      now,
    });
    await tx.promotion.update({ where: { id: promotionId }, data: { payoutsReleasedAt: now } });
    await recordAudit({
      db: tx,
      actor,
      action: "promotions.promotion.release_payouts",
      target: { type: "promotion", id: promotionId },
      before: { payouts_release_at: promotion.payoutsReleaseAt?.toISOString() ?? null, payouts_released_at: null },
      after: { payouts_released_at: now.toISOString(), payouts },
    });
    return { promotionId, releasedNow: true, payouts };
  }, TRANSACTION_DEFAULTS);
}

/** The background loop's part: releases every tournament whose review period has ended (a few at a time). */
export async function releaseDuePayouts(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const due = await prisma.promotion.findMany({
    where: {
      kind: "tournament",
      cancelledAt: null,
      settledAt: { not: null },
      payoutsReleasedAt: null,
      payoutsReleaseAt: { lte: now },
    },
    select: { id: true },
    orderBy: { payoutsReleaseAt: "asc" },
    take: 10,
  });
  let released = 0;
  for (const { id } of due) {
    try {
      const result = await releasePromotionPayouts({ promotionId: id, actor: "system:promotions", now });
      if (result.releasedNow) released++;
    } catch (error) {
      logger.error({ where: "promotions", promotion_id: id, err: error }, "tournament payouts not released");
    }
  }
  return released;
}
