import "server-only";
import type { CreatePromotionInput } from "@/lib/contract/promotions-api";
import { AppError } from "@/lib/base/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma, TRANSACTION_DEFAULTS } from "@/lib/server/db/prisma";
import { PROMOTION_INCLUDE, promotionRecords, promotionState, type PromotionRecord } from "./promotion-view";
import { checkPromotionTerms } from "./promotion-terms";

// Staff edit a promotion before it starts (the console's updatePromotion): the whole of its terms again, checked as
// on create, its operators replaced. Once it has started, rounds may already count under the terms players were
// shown, so a running, ended, settled or cancelled promotion is promotion_not_editable (cancel it instead).

export async function updatePromotion(options: {
  promotionId: string;
  input: CreatePromotionInput;
  actor: string;
}): Promise<PromotionRecord> {
  const { promotionId, input, actor } = options;
  const now = new Date();
  return prisma.$transaction(async (tx) => {
    // Locked: the check of its state and the edit are one step against a start, a cancel or another edit.
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM promotions WHERE id = ${promotionId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError("promotion_not_found", `Promotion "${promotionId}" not found`);
    const row = await tx.promotion.findUniqueOrThrow({ where: { id: promotionId }, include: PROMOTION_INCLUDE });
    const state = promotionState(row, now);
    if (state !== "scheduled")
      throw new AppError(
        "promotion_not_editable",
        `Promotion "${promotionId}" is ${state}: only a scheduled one can be edited`,
      );
    if (input.kind !== row.kind)
      throw new AppError("invalid_request", `kind cannot change: promotion "${promotionId}" is a ${row.kind}`);
    const terms = await checkPromotionTerms({ db: tx, input, now });
    if (terms.startsAt <= now)
      throw new AppError("invalid_promotion_window", "starts_at must stay in the future while the promotion is edited");
    const [before] = await promotionRecords(tx, [row], now);
    await tx.promotionOperator.deleteMany({ where: { promotionId } });
    const updated = await tx.promotion.update({
      where: { id: promotionId },
      data: { ...terms, operators: { create: input.operators.map((operatorId) => ({ operatorId })) } },
      include: PROMOTION_INCLUDE,
    });
    const [after] = await promotionRecords(tx, [updated], now);
    await recordAudit({
      db: tx,
      actor,
      action: "promotions.promotion.update",
      target: { type: "promotion", id: promotionId },
      before: { ...before!.promotion, operators: before!.operatorIds, review_minutes: before!.reviewMinutes },
      after: { ...after!.promotion, operators: after!.operatorIds, review_minutes: after!.reviewMinutes },
    });
    return after!;
  }, TRANSACTION_DEFAULTS);
}
