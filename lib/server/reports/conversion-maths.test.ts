import { describe, expect, it } from "vitest";
import { exactConversion, formatRate, parseRateUnits, RATE_ONE, roundExact } from "./conversion-maths";

const convert = (minor: bigint, from: number, rate: string, to: number) =>
  roundExact(exactConversion(minor, from, parseRateUnits(rate), to));

describe("conversion to a reporting currency", () => {
  it("rounds once, half-up (away from zero), to the reporting minor unit", () => {
    expect(convert(100n, 2, "1.005", 2)).toBe(101n); // 1.005 → 1.01
    expect(convert(-100n, 2, "1.005", 2)).toBe(-101n);
    expect(convert(100n, 2, "1.00499", 2)).toBe(100n);
    expect(convert(10_000n, 2, "162.345", 0)).toBe(16_235n); // 16234.5 JPY → 16235
    expect(convert(10_000n, 2, "0.333345", 3)).toBe(33_335n); // 33.3345 KWD → 33.335
    expect(convert(10_001n, 0, "0.0061234", 2)).toBe(6_124n); // 10001 JPY → 61.2401234 EUR
    expect(convert(1n, 18, "999999999999.999999999999", 0)).toBe(0n);
  });

  it("keeps sums exact until they are rounded", () => {
    const parts = [
      exactConversion(100_005n, 2, parseRateUnits("0.9"), 2),
      exactConversion(100_005n, 2, parseRateUnits("0.9"), 2),
    ];
    expect(parts.map(roundExact)).toEqual([90_005n, 90_005n]); // 900.045 → 900.05 each
    expect(roundExact(parts[0]! + parts[1]!)).toBe(180_009n); // 1800.09, not 1800.10
    expect(exactConversion(123n, 2, RATE_ONE, 2)).toBe(exactConversion(123n, 2, parseRateUnits("1"), 2));
  });

  it("parses and writes rates exactly", () => {
    expect(formatRate(parseRateUnits(" 0.850 "))).toBe("0.85");
    expect(formatRate(parseRateUnits("10"))).toBe("10");
    expect(formatRate(parseRateUnits("0.000000000001"))).toBe("0.000000000001");
    for (const bad of ["0", "-1", "1e3", "", ".5", "1.0000000000001", "1234567890123", 5])
      expect(() => parseRateUnits(bad), String(bad)).toThrow(/rate/);
  });
});
