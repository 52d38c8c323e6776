import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { parseMonth } from "@/lib/server/reports/report-month";
import { findRevenueShareForMonth } from "./find-revenue-share-for-month";
import {
  formatPercent,
  freeRoundsCostTreatmentSchema,
  parsePercentHundredths,
  promotionCostTreatmentSchema,
  toRevenueShareView,
  type FreeRoundsCostTreatmentValue,
  type PromotionCostTreatmentValue,
  type RevenueShareView,
} from "./revenue-share-fields";

const setRevenueShareSchema = z.object({
  operatorId: z.string().trim().min(1).max(200),
  freeRoundsCostTreatment: freeRoundsCostTreatmentSchema,
  promotionCostTreatment: promotionCostTreatmentSchema,
  actor: actorSchema,
});

/**
 * Sets an operator's revenue share from a month on (until a later row): a new history row, never an edit, audited
 * as operator.set_revenue_share with the share that was in effect for that month before. A past month may be set
 * (a correction); its statements change with it, and the audit row says who did it and from what.
 */
export async function setRevenueShare(options: {
  operatorId: string;
  /** "YYYY-MM": the first month it applies to. */
  effectiveFrom: string;
  /** Decimal text, 0–100, at most 2 decimals. */
  percent: string;
  freeRoundsCostTreatment: FreeRoundsCostTreatmentValue;
  promotionCostTreatment: PromotionCostTreatmentValue;
  actor: string;
}): Promise<RevenueShareView> {
  const input = parseInput(setRevenueShareSchema, options);
  const effectiveFrom = parseMonth(options.effectiveFrom, "effectiveFrom");
  const percent = formatPercent(parsePercentHundredths(options.percent));
  return prisma.$transaction(async (tx) => {
    await requireOperator(tx, input.operatorId);
    const before = await findRevenueShareForMonth(tx, { operatorId: input.operatorId, monthStart: effectiveFrom });
    const created = await tx.operatorRevenueShare.create({
      data: {
        operatorId: input.operatorId,
        effectiveFrom,
        percent,
        freeRoundsCostTreatment: input.freeRoundsCostTreatment,
        promotionCostTreatment: input.promotionCostTreatment,
        createdBy: input.actor,
      },
    });
    const view = toRevenueShareView(created);
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "operator.set_revenue_share",
      target: { type: "operator", id: input.operatorId },
      before: before ? shareFigures(toRevenueShareView(before)) : undefined,
      after: shareFigures(view),
    });
    return view;
  });
}

function shareFigures(view: RevenueShareView) {
  return {
    effectiveFrom: view.effectiveFrom,
    percent: view.percent,
    freeRoundsCostTreatment: view.freeRoundsCostTreatment,
    promotionCostTreatment: view.promotionCostTreatment,
  };
}
