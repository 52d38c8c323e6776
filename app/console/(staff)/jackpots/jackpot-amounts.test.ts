import { describe, expect, it } from "vitest";
import { percentOf, sumDecimals } from "./jackpot-amounts";

describe("sumDecimals", () => {
  it("adds decimal text exactly, to the most precise value's decimals", () => {
    expect(sumDecimals(["100.00", "250.55"])).toBe("350.55");
    expect(sumDecimals(["0.1", "0.2"])).toBe("0.3");
    expect(sumDecimals(["1000", "0.005"])).toBe("1000.005");
    expect(sumDecimals(["5.00", "-7.25"])).toBe("-2.25");
    expect(sumDecimals([])).toBe("0");
  });
});

describe("percentOf", () => {
  it("shows an exact share as a percentage", () => {
    expect(percentOf("0.01")).toBe("1 %");
    expect(percentOf("0.0125")).toBe("1.25 %");
    expect(percentOf("0.5")).toBe("50 %");
    expect(percentOf("0")).toBe("0 %");
    expect(percentOf("0.000000000001")).toBe("0.0000000001 %");
    expect(percentOf("1e-7")).toBe("1e-7");
  });
});
