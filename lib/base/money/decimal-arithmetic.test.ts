import { describe, expect, it } from "vitest";
import {
  addDecimal,
  compareDecimal,
  fractionOfDecimal,
  isZeroDecimal,
  multiplyDecimal,
  parseDecimal,
  subtractDecimal,
} from "./decimal-arithmetic";

describe("exact decimal arithmetic at the amount's own precision", () => {
  it("multiplies coin values by whole numbers without float drift", () => {
    expect(multiplyDecimal("0.10", 3)).toBe("0.30");
    expect(multiplyDecimal("0.01", 25 * 10)).toBe("2.50");
    expect(multiplyDecimal("0.07", 40 * 5)).toBe("14.00");
    expect(multiplyDecimal("1", 0)).toBe("0");
    expect(() => multiplyDecimal("0.10", 1.5)).toThrow();
  });

  it("adds, subtracts and compares across scales", () => {
    expect(addDecimal("0.1", "0.2")).toBe("0.3");
    expect(addDecimal("999.99", "0.015")).toBe("1000.005");
    expect(subtractDecimal("1000.00", "0.25")).toBe("999.75");
    expect(subtractDecimal("0.10", "0.25")).toBe("-0.15");
    expect(compareDecimal("10.00", "10")).toBe(0);
    expect(compareDecimal("9.99", "10")).toBe(-1);
    expect(compareDecimal("-1", "-2")).toBe(1);
    expect(isZeroDecimal("0.00")).toBe(true);
    expect(isZeroDecimal("0.01")).toBe(false);
  });

  it("counts up in exact steps that end on the amount", () => {
    expect(fractionOfDecimal("1.00", 1, 3)).toBe("0.33");
    expect(fractionOfDecimal("1.00", 2, 3)).toBe("0.66");
    expect(fractionOfDecimal("1.00", 3, 3)).toBe("1.00");
    expect(fractionOfDecimal("1.00", 0, 3)).toBe("0.00");
  });

  it("refuses text that is not a decimal", () => {
    expect(() => parseDecimal("1e3")).toThrow();
    expect(() => parseDecimal("12,50")).toThrow();
    expect(() => parseDecimal("")).toThrow();
  });
});
