import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/base/errors";
import { coinsToMinorUnits } from "./coin-money";

describe("coinsToMinorUnits", () => {
  it("multiplies whole coins by the exact coin value in minor units", () => {
    expect(coinsToMinorUnits({ coins: 20, coinValue: "0.05", currencyExponent: 2 })).toBe(100n);
    expect(coinsToMinorUnits({ coins: 3, coinValue: "0.10", currencyExponent: 2 })).toBe(30n);
    expect(coinsToMinorUnits({ coins: 7, coinValue: "1", currencyExponent: 0 })).toBe(7n);
    expect(coinsToMinorUnits({ coins: 0, coinValue: "0.01", currencyExponent: 2 })).toBe(0n);
    // 0.1 + 0.2 style float error cannot happen: 3 × 0.1 is exactly 30 cents.
    expect(coinsToMinorUnits({ coins: 3, coinValue: "0.1", currencyExponent: 2 })).toBe(30n);
    // Large totals stay exact beyond 2^53 minor units.
    expect(coinsToMinorUnits({ coins: 9_007_199_254_740_991n, coinValue: "12.34", currencyExponent: 2 })).toBe(
      9_007_199_254_740_991n * 1234n,
    );
  });

  it("refuses a coin value finer than the currency and malformed input", () => {
    const attempts = [
      () => coinsToMinorUnits({ coins: 1, coinValue: "0.005", currencyExponent: 2 }),
      () => coinsToMinorUnits({ coins: 1, coinValue: "0.5", currencyExponent: 0 }),
      () => coinsToMinorUnits({ coins: 1, coinValue: "-1", currencyExponent: 2 }),
      () => coinsToMinorUnits({ coins: 1, coinValue: "1e-2", currencyExponent: 2 }),
      () => coinsToMinorUnits({ coins: 1.5, coinValue: "0.01", currencyExponent: 2 }),
      () => coinsToMinorUnits({ coins: 1, coinValue: "0.01", currencyExponent: -1 }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toThrow(AppError);
    }
    expect(attempts[0]).toThrow(/finer than the currency's 2 decimals/);
    // Trailing zeros are not extra precision.
    expect(coinsToMinorUnits({ coins: 2, coinValue: "0.500", currencyExponent: 2 })).toBe(100n);
  });
});
