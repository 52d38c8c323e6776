import "server-only";
import type { CreatePromotionInput } from "@/lib/contract/promotions-api";
import { randomBase62 } from "@/lib/base/random-id";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma, TRANSACTION_DEFAULTS } from "@/lib/server/db/prisma";
import { PROMOTION_INCLUDE, promotionRecords, type PromotionRecord } from "./promotion-view";
import { checkPromotionTerms } from "./promotion-terms";

// Staff create a promotion for the operators taking part (the console's createPromotion). Its terms are checked
// before anything is stored (promotion-terms.ts), and the promotion, its operators and the audit row commit together.

export async function createPromotion(options: {
  input: CreatePromotionInput;
  actor: string;
}): Promise<PromotionRecord> {
  const { input, actor } = options;
  const now = new Date();
  return prisma.$transaction(async (tx) => {
    const terms = await checkPromotionTerms({ db: tx, input, now });
    const row = await tx.promotion.create({
      data: {
        id: `prm_${randomBase62(16)}`,
        ...terms,
        createdBy: actor,
        operators: { create: input.operators.map((operatorId) => ({ operatorId })) },
      },
      include: PROMOTION_INCLUDE,
    });
    const [created] = await promotionRecords(tx, [row], now);
    await recordAudit({
      db: tx,
      actor,
      action: "promotions.promotion.create",
      target: { type: "promotion", id: row.id },
      after: { ...created!.promotion, operators: created!.operatorIds, review_minutes: created!.reviewMinutes },
    });
    return created!;
  }, TRANSACTION_DEFAULTS);
}
