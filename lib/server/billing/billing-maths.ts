import type { FreeRoundsCostTreatmentValue } from "./revenue-share-fields";

// The statement's arithmetic, on integer minor units and hundredths of a percent only (no floating point).

export type AmountDueBasis = "share_of_billable_ggr" | "negative_ggr_not_billed" | "no_revenue_share";

/** GGR less the free-rounds cost when the treatment deducts it. */
export function billableGgrMinor(
  ggrMinor: bigint,
  freeRoundsCostMinor: bigint,
  treatment: FreeRoundsCostTreatmentValue,
): bigint {
  return treatment === "deducted" ? ggrMinor - freeRoundsCostMinor : ggrMinor;
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
