import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { currencyExponent } from "./currency-exponent";
import { formatMinorUnits, isDecimalText, normalizeAmount, parseMinorUnits } from "./decimal-amount";

describe("currency exponents", () => {
  afterEach(() => {
    delete process.env.CURRENCY_EXPONENTS;
  });
  it("knows zero-, two- and three-decimal currencies", () => {
    expect(currencyExponent("JPY")).toBe(0);
    expect(currencyExponent("krw")).toBe(0);
    expect(currencyExponent("KWD")).toBe(3);
    expect(currencyExponent("BHD")).toBe(3);
    expect(currencyExponent("EUR")).toBe(2);
    expect(currencyExponent("TRY")).toBe(2);
  });
  it("takes overrides from CURRENCY_EXPONENTS and refuses malformed ones", () => {
    process.env.CURRENCY_EXPONENTS = "XBT:8, EUR:3";
    expect(currencyExponent("XBT")).toBe(8);
    expect(currencyExponent("EUR")).toBe(3);
    process.env.CURRENCY_EXPONENTS = "XBT=8";
    expect(() => currencyExponent("XBT")).toThrow(/CURRENCY_EXPONENTS/);
  });
});

describe("decimal text ↔ minor units", () => {
  it("0.1 + 0.2 is exactly 0.3", () => {
    const sum = parseMinorUnits("0.1", 2) + parseMinorUnits("0.2", 2);
    expect(sum).toBe(30n);
    expect(formatMinorUnits(sum, 2)).toBe("0.30");
    expect(0.1 + 0.2).not.toBe(0.3); // what a binary float would have done
  });
  it("handles large amounts without losing a cent", () => {
    const big = "92233720368547758.07"; // beyond 2^53 in cents
    expect(parseMinorUnits(big, 2)).toBe(9223372036854775807n);
    expect(formatMinorUnits(parseMinorUnits(big, 2) + 1n, 2)).toBe("92233720368547758.08");
    expect(formatMinorUnits(123456789012345678901234567890n, 2)).toBe("1234567890123456789012345678.90");
  });
  it("JPY has no decimals; KWD has three", () => {
    expect(parseMinorUnits("1500", 0)).toBe(1500n);
    expect(formatMinorUnits(1500n, 0)).toBe("1500");
    expect(() => parseMinorUnits("1500.5", 0)).toThrow(/decimal place/);
    expect(parseMinorUnits("1500.00", 0)).toBe(1500n);
    expect(parseMinorUnits("1.005", 3)).toBe(1005n);
    expect(formatMinorUnits(5n, 3)).toBe("0.005");
  });
  it("pads and accepts trailing zeros, refuses finer precision instead of rounding", () => {
    expect(parseMinorUnits("5", 2)).toBe(500n);
    expect(parseMinorUnits("5.1", 2)).toBe(510n);
    expect(parseMinorUnits("1.500", 2)).toBe(150n);
    expect(() => parseMinorUnits("1.005", 2)).toThrow(/more than 2 decimal/);
    expect(normalizeAmount("7", 2)).toBe("7.00");
  });
  it("refuses everything that is not plain decimal text", () => {
    for (const bad of [
      "",
      " 1",
      "1 ",
      "+1",
      ".5",
      "5.",
      "1e3",
      "0x10",
      "01",
      "1,00",
      "NaN",
      "Infinity",
      "--1",
      "1.2.3",
      "٣",
    ]) {
      expect(isDecimalText(bad), bad).toBe(false);
      expect(() => parseMinorUnits(bad, 2), bad).toThrow();
    }
    expect(() => parseMinorUnits("9".repeat(65), 2)).toThrow();
  });
  it("refuses negatives unless allowed (balances may be negative)", () => {
    expect(() => parseMinorUnits("-1.00", 2)).toThrow(/negative/);
    expect(parseMinorUnits("-1.05", 2, { allowNegative: true })).toBe(-105n);
    expect(formatMinorUnits(-105n, 2)).toBe("-1.05");
    expect(parseMinorUnits("-0", 2)).toBe(0n);
  });
  it("round-trips any amount for any exponent (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 8 }),
        (minor, exponent) => {
          const text = formatMinorUnits(minor, exponent);
          expect(isDecimalText(text)).toBe(true);
          expect(parseMinorUnits(text, exponent, { allowNegative: true })).toBe(minor);
        },
      ),
    );
  });
  it("sums of parsed amounts equal the parsed text of the exact sum (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n }), { maxLength: 50 }), (amounts) => {
        const total = amounts
          .map((minor) => parseMinorUnits(formatMinorUnits(minor, 2), 2))
          .reduce((a, b) => a + b, 0n);
        expect(total).toBe(amounts.reduce((a, b) => a + b, 0n));
      }),
    );
  });
});
