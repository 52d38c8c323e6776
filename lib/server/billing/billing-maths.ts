import type { FreeRoundsCostTreatmentValue, PromotionCostTreatmentValue } from "./revenue-share-fields";

// The statement's arithmetic, on integer minor units and hundredths of a percent only (no floating point).

export type AmountDueBasis = "share_of_billable_ggr" | "negative_ggr_not_billed" | "no_revenue_share";

/**
 * GGR = bets − wins − jackpot contributions (docs/decisions.md "Jackpots in GGR"): a contribution is the player's
 * money put into a pool the provider holds for the players, not revenue; a jackpot win is paid from the pool, so it
 * is not a win here (counting both would take the same money off twice).
 */
export function ggrMinor(figures: { betsMinor: bigint; winsMinor: bigint; jackpotContributionsMinor: bigint }): bigint {
  return figures.betsMinor - figures.winsMinor - figures.jackpotContributionsMinor;
}

/**
 * GGR less each cost its share deducts: the free-rounds cost (what free rounds paid) and the promotion cost (prizes
 * paid), each under its own treatment on the revenue share. Deducting the promotion cost means the provider bears
 * its share percentage of the prizes and the operator the rest; not deducting it, the operator bears them in full
 * (docs/decisions.md "Promotion cost").
 */
export function billableGgrMinor(
  ggrMinor: bigint,
  costs: {
    freeRoundsCostMinor: bigint;
    freeRoundsCostTreatment: FreeRoundsCostTreatmentValue;
    promotionCostMinor: bigint;
    promotionCostTreatment: PromotionCostTreatmentValue;
  },
): bigint {
  const freeRounds = costs.freeRoundsCostTreatment === "deducted" ? costs.freeRoundsCostMinor : 0n;
  const promotion = costs.promotionCostTreatment === "deducted" ? costs.promotionCostMinor : 0n;
  return ggrMinor - freeRounds - promotion;
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
