import type { FreeRoundsCostTreatmentValue } from "./revenue-share-fields";

// The statement's arithmetic, on integer minor units and hundredths of a percent only (no floating point).

export type AmountDueBasis = "share_of_billable_ggr" | "negative_ggr_not_billed" | "no_revenue_share";

/**
 * How promotion cost (prizes paid) is billed: always taken off GGR before the share (docs/decisions.md "Promotion
 * cost"). The provider runs the promotion but the prizes are paid from the operator's wallet, so the revenue the
 * share applies to is what the games kept after the prizes: the provider bears its share of the cost, the operator
 * the rest. A constant, not a per-share setting like the free-rounds treatment, until a contract asks for another.
 */
export const PROMOTION_COST_TREATMENT = "deducted" as const;

/** GGR less the free-rounds cost when the treatment deducts it, less the promotion cost (always deducted). */
export function billableGgrMinor(
  ggrMinor: bigint,
  freeRoundsCostMinor: bigint,
  treatment: FreeRoundsCostTreatmentValue,
  promotionCostMinor = 0n,
): bigint {
  return (treatment === "deducted" ? ggrMinor - freeRoundsCostMinor : ggrMinor) - promotionCostMinor;
}

/**
 * billable × percent, rounded half-up to the minor unit: 1001 minor × 12.50 % = 125.125 → 125; 1004 × 12.50 % =
 * 125.5 → 126. A billable GGR of zero or below owes nothing (the month's loss is shown, not carried into later
 * months).
 */
export function amountDueMinor(
  billableMinor: bigint,
  percentHundredths: bigint,
): { amountMinor: bigint; basis: AmountDueBasis } {
  if (billableMinor <= 0n)
    return { amountMinor: 0n, basis: billableMinor < 0n ? "negative_ggr_not_billed" : "share_of_billable_ggr" };
  return { amountMinor: (billableMinor * percentHundredths + 5_000n) / 10_000n, basis: "share_of_billable_ggr" };
}
