import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money";

describe("money as the player reads it", () => {
  it("formats per language, currency and exponent", () => {
    const eur = { currency: "EUR", exponent: 2 } as const;
    expect(formatMoney("1234567.5", { ...eur, lang: "en" })).toBe("€1,234,567.50");
    expect(formatMoney("1234567.5", { ...eur, lang: "tr" })).toBe("1.234.567,50 €");
    expect(formatMoney("-5", { ...eur, lang: "en" })).toBe("-€5.00");
    expect(formatMoney("25000.00", { currency: "TRY", exponent: 2, lang: "tr" })).toBe("25.000,00 ₺");
    expect(formatMoney("1500", { currency: "JPY", exponent: 0, lang: "en" })).toBe("¥1,500");
    expect(formatMoney("12.5", { currency: "XBT", exponent: 8, lang: "en" })).toBe("XBT 12.50000000");
    // A coin finer than the currency keeps its digits; zeros beyond the exponent go.
    expect(formatMoney("0.005", { ...eur, lang: "en" })).toBe("€0.005");
    expect(formatMoney("0.500", { ...eur, lang: "en" })).toBe("€0.50");
  });
});
