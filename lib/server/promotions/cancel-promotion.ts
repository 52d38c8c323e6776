import "server-only";
import { AppError } from "@/lib/base/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma, TRANSACTION_DEFAULTS } from "@/lib/server/db/prisma";
import { PROMOTION_INCLUDE, promotionRecords, promotionState, type PromotionRecord } from "./promotion-view";

// Staff cancel a promotion that has not been settled: from then on no round counts and nothing more is paid
// (prizes already paid stay paid: a drop's prize is the player's once it dropped). A settled tournament whose results
// are still under review (its prizes held, not queued) can be cancelled too: its held prizes are withheld, never
// paid. A settled one whose prizes were queued is promotion_not_editable. Cancelling a cancelled one answers it.

export async function cancelPromotion(options: { promotionId: string; actor: string }): Promise<PromotionRecord> {
  const { promotionId, actor } = options;
  return prisma.$transaction(async (tx) => {
    // Locked, so a settlement starting meanwhile sees the cancellation or runs first.
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM promotions WHERE id = ${promotionId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError("promotion_not_found", `Promotion "${promotionId}" not found`);
    const row = await tx.promotion.findUniqueOrThrow({ where: { id: promotionId }, include: PROMOTION_INCLUDE });
    const now = new Date();
    const state = promotionState(row, now);
    const [current] = await promotionRecords(tx, [row], now);
    if (state === "cancelled") return current!;
    if (state === "settled" && row.payoutsReleasedAt)
      throw new AppError("promotion_not_editable", `Promotion "${promotionId}" is settled: its prizes are paid`);
    const before = current!.promotion;
    const cancelled = await tx.promotion.update({
      where: { id: promotionId },
      data: { cancelledAt: now },
      include: PROMOTION_INCLUDE,
    });
    const [record] = await promotionRecords(tx, [cancelled], now);
    await recordAudit({
      db: tx,
      actor,
      action: "promotions.promotion.cancel",
      target: { type: "promotion", id: promotionId },
      before,
      after: record!.promotion,
    });
    return record!;
  }, TRANSACTION_DEFAULTS);
}
