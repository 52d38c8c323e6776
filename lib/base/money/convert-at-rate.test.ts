import { describe, expect, it } from "vitest";
import { convertMinorAtRate } from "./convert-at-rate";

describe("convertMinorAtRate", () => {
  it("converts exactly and rounds down to the target's minor unit", () => {
    // 100.01 EUR at 0.03 EUR per TRY = 3333.666… TRY → 3333.66.
    expect(
      convertMinorAtRate({ amountMinor: 10001n, fromExponent: 2, toExponent: 2, rateUnits: 30_000_000_000n }),
    ).toBe(333366n);
    // 1.00 EUR at 1 EUR per unit into a currency without decimals (JPY-like) and one with three.
    expect(convertMinorAtRate({ amountMinor: 100n, fromExponent: 2, toExponent: 0, rateUnits: 10n ** 12n })).toBe(1n);
    expect(convertMinorAtRate({ amountMinor: 100n, fromExponent: 2, toExponent: 3, rateUnits: 10n ** 12n })).toBe(
      1000n,
    );
  });

  it("stays exact for amounts beyond a float's 2^53", () => {
    const huge = 123_456_789_012_345_678_901n;
    expect(convertMinorAtRate({ amountMinor: huge, fromExponent: 2, toExponent: 2, rateUnits: 2n * 10n ** 12n })).toBe(
      huge / 2n,
    );
  });
});
