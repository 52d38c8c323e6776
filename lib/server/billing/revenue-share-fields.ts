import { z } from "zod";
import { AppError } from "@/lib/base/errors";
import { formatMinorUnits, isDecimalText } from "@/lib/base/money/decimal-amount";
import type { OperatorRevenueShare } from "@/lib/server/db/generated/client";
import { formatMonth } from "@/lib/server/reports/report-month";

// Field rules and the view of revenue shares, shared by the billing services (months: reports/report-month.ts). A
// percent is decimal text with at most 2 places, 0–100, kept exact as hundredths of a percent (a bigint).

export const FREE_ROUNDS_COST_TREATMENTS = ["deducted", "not_deducted"] as const;
export type FreeRoundsCostTreatmentValue = (typeof FREE_ROUNDS_COST_TREATMENTS)[number];
export const freeRoundsCostTreatmentSchema = z.enum(FREE_ROUNDS_COST_TREATMENTS);

// The promotion cost's treatment has the free-rounds one's values and arithmetic but is its own choice (prisma enum
// PromotionCostTreatment: a way only promotions may need must not become a free-rounds one).
export const PROMOTION_COST_TREATMENTS = ["deducted", "not_deducted"] as const;
export type PromotionCostTreatmentValue = (typeof PROMOTION_COST_TREATMENTS)[number];
export const promotionCostTreatmentSchema = z.enum(PROMOTION_COST_TREATMENTS);

const MAX_HUNDREDTHS = 10_000n;

/** "12.5" → 1250n (hundredths of a percent); more than 2 places, a sign, or outside 0–100 is invalid_percent. */
export function parsePercentHundredths(text: unknown): bigint {
  const value = typeof text === "string" ? text.trim() : "";
  const match = isDecimalText(value) ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(value) : null;
  const hundredths = match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? "").padEnd(2, "0")) : -1n;
  if (!match || hundredths > MAX_HUNDREDTHS) {
    throw new AppError("invalid_percent", "percent must be a number from 0 to 100 with at most 2 decimals, e.g. 12.5", {
      fields: { percent: "0–100, at most 2 decimals" },
    });
  }
  return hundredths;
}

/** 1250n → "12.50". */
export function formatPercent(hundredths: bigint): string {
  return formatMinorUnits(hundredths, 2);
}

export interface RevenueShareView {
  id: string;
  operatorId: string;
  /** The first month it applies to, "YYYY-MM". */
  effectiveFrom: string;
  /** Decimal text with 2 places, e.g. "12.50". */
  percent: string;
  freeRoundsCostTreatment: FreeRoundsCostTreatmentValue;
  promotionCostTreatment: PromotionCostTreatmentValue;
  createdBy: string;
  createdAt: Date;
}

export function toRevenueShareView(row: OperatorRevenueShare): RevenueShareView {
  return {
    id: row.id.toString(),
    operatorId: row.operatorId,
    effectiveFrom: formatMonth(row.effectiveFrom),
    percent: row.percent.toFixed(2),
    freeRoundsCostTreatment: row.freeRoundsCostTreatment,
    promotionCostTreatment: row.promotionCostTreatment,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}
