import { describe, expect, it } from "vitest";
import { amountDueMinor, billableGgrMinor, ggrMinor } from "./billing-maths";

describe("billing maths", () => {
  it("takes jackpot contributions off GGR, not jackpot wins (they are paid from the pools)", () => {
    expect(ggrMinor({ betsMinor: 100_000n, winsMinor: 60_000n, jackpotContributionsMinor: 1_371n })).toBe(38_629n);
    expect(ggrMinor({ betsMinor: 100n, winsMinor: 100n, jackpotContributionsMinor: 3n })).toBe(-3n);
  });

  const billable = (
    ggr: bigint,
    freeRoundsCostMinor: bigint,
    freeRoundsCostTreatment: "deducted" | "not_deducted",
    promotionCostMinor: bigint,
    promotionCostTreatment: "deducted" | "not_deducted",
  ) =>
    billableGgrMinor(ggr, { freeRoundsCostMinor, freeRoundsCostTreatment, promotionCostMinor, promotionCostTreatment });

  it("deducts the free-rounds cost only under its deducted treatment", () => {
    expect(billable(10_000n, 2_500n, "deducted", 0n, "deducted")).toBe(7_500n);
    expect(billable(10_000n, 2_500n, "not_deducted", 0n, "deducted")).toBe(10_000n);
    expect(billable(1_000n, 2_500n, "deducted", 0n, "not_deducted")).toBe(-1_500n);
  });

  it("deducts the promotion cost only under its deducted treatment", () => {
    expect(billable(10_000n, 0n, "deducted", 1_234n, "deducted")).toBe(8_766n);
    expect(billable(10_000n, 0n, "deducted", 1_234n, "not_deducted")).toBe(10_000n);
    expect(billable(1_000n, 0n, "not_deducted", 1_001n, "deducted")).toBe(-1n);
    expect(billable(1_000n, 0n, "not_deducted", 1_001n, "not_deducted")).toBe(1_000n);
  });

  it("treats the two costs independently: each of the four combinations, both costs present", () => {
    expect(billable(10_000n, 2_500n, "deducted", 1_234n, "deducted")).toBe(6_266n);
    expect(billable(10_000n, 2_500n, "deducted", 1_234n, "not_deducted")).toBe(7_500n);
    expect(billable(10_000n, 2_500n, "not_deducted", 1_234n, "deducted")).toBe(8_766n);
    expect(billable(10_000n, 2_500n, "not_deducted", 1_234n, "not_deducted")).toBe(10_000n);
    // The amount due follows: 12.50 % of each, half-up to the minor unit.
    expect(amountDueMinor(6_266n, 1_250n).amountMinor).toBe(783n); // 783.25
    expect(amountDueMinor(7_500n, 1_250n).amountMinor).toBe(938n); // 937.5 → up
    expect(amountDueMinor(8_766n, 1_250n).amountMinor).toBe(1_096n); // 1095.75
    expect(amountDueMinor(10_000n, 1_250n).amountMinor).toBe(1_250n);
  });

  it("rounds the share half-up to the minor unit, exactly", () => {
    expect(amountDueMinor(1_001n, 1_250n).amountMinor).toBe(125n); // 125.125
    expect(amountDueMinor(1_004n, 1_250n).amountMinor).toBe(126n); // 125.5 → up
    expect(amountDueMinor(1_003n, 1_250n).amountMinor).toBe(125n); // 125.375
    expect(amountDueMinor(1n, 5_000n).amountMinor).toBe(1n); // 0.5 → 1
    expect(amountDueMinor(1n, 4_999n).amountMinor).toBe(0n);
    expect(amountDueMinor(123_456_789_012_345_678n, 10_000n).amountMinor).toBe(123_456_789_012_345_678n);
    expect(amountDueMinor(999_999_999_999_999_999n, 3_333n).amountMinor).toBe(333_300_000_000_000_000n);
  });

  it("owes nothing on a billable GGR of zero or below, and says why", () => {
    expect(amountDueMinor(0n, 2_000n)).toEqual({ amountMinor: 0n, basis: "share_of_billable_ggr" });
    expect(amountDueMinor(-5_000n, 2_000n)).toEqual({ amountMinor: 0n, basis: "negative_ggr_not_billed" });
  });
});
