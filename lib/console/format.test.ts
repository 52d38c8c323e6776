import { describe, expect, it } from "vitest";
import { formatCountOf, nounFor } from "./format";

describe("counts with their noun", () => {
  it("says one in the singular and every other count in the plural", () => {
    expect(formatCountOf(1, "player")).toBe("1 player");
    expect(formatCountOf(0, "player")).toBe("0 players");
    expect(formatCountOf(1200, "round")).toBe("1,200 rounds");
    expect(formatCountOf(2, "entry", "entries")).toBe("2 entries");
    expect(nounFor(1, "round")).toBe("round");
  });
});
