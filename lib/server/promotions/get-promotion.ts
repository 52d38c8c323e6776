import "server-only";
import { AppError } from "@/lib/base/errors";
import { prisma } from "@/lib/server/db/prisma";
import { PROMOTION_INCLUDE, promotionRecords, type PromotionRecord } from "./promotion-view";

/**
 * One promotion. With `operatorId` (the operator API), only one that operator takes part in: another operator's
 * promotion is promotion_not_found, as an unknown one is, so ids of others' promotions reveal nothing.
 */
export async function getPromotion(options: { promotionId: string; operatorId?: string }): Promise<PromotionRecord> {
  const { promotionId, operatorId } = options;
  const row = await prisma.promotion.findFirst({
    where: { id: promotionId, ...(operatorId === undefined ? {} : { operators: { some: { operatorId } } }) },
    include: PROMOTION_INCLUDE,
  });
  if (!row) throw new AppError("promotion_not_found", `Promotion "${promotionId}" not found`);
  const [record] = await promotionRecords(prisma, [row], new Date());
  return record!;
}
