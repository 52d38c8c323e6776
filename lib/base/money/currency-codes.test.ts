import { afterEach, describe, expect, it } from "vitest";
import { isKnownCurrency } from "./currency-codes";

describe("isKnownCurrency", () => {
  afterEach(() => {
    delete process.env.CURRENCY_EXPONENTS;
  });

  it("accepts active ISO 4217 currencies in any case", () => {
    for (const code of ["EUR", "usd", "Jpy", "KWD", "TRY", "XOF"]) expect(isKnownCurrency(code)).toBe(true);
  });

  it("refuses codes that name no currency, and made-up ones", () => {
    for (const code of ["XXX", "XTS", "XAU", "QQQ", "ABC"]) expect(isKnownCurrency(code)).toBe(false);
  });

  it("accepts the codes CURRENCY_EXPONENTS adds", () => {
    expect(isKnownCurrency("XBT")).toBe(false);
    process.env.CURRENCY_EXPONENTS = "XBT:8";
    expect(isKnownCurrency("xbt")).toBe(true);
  });
});
