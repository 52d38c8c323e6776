import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/base/errors";
import { parseSlotMathConfig } from "./compiled-math";
import { STANDARD_PAYLINES, standardPaylines } from "./paylines";
import { bruteForceConfig, tinyConfig } from "./test-configs";
import type { SlotMathConfig } from "./types";

const columns = [
  ["crown", "bell", "star", "cherry"],
  ["bell", "wild", "cherry", "crown"],
  ["cherry", "star", "crown", "bell"],
  ["crown", "cherry", "bell", "wild"],
  ["bell", "crown", "cherry", "star"],
];

function rejection(config: unknown): AppError {
  try {
    parseSlotMathConfig(config);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error("the config was accepted");
}

describe("slot math config schema", () => {
  it("reports a bad config as a configuration error naming the field", () => {
    const strips = [...columns.slice(0, 4), ["crown", "ghost", "bell"]];
    const error = rejection({ ...tinyConfig(columns), reelStrips: { base: strips } });
    expect(error.code).toBe("configuration_error");
    expect(error.status).toBe(500);
    expect(error.detail).toContain("reelStrips.base.4.1: unknown symbol ghost");
  });

  const base = tinyConfig(columns);
  const withPays = (pays: Record<string, unknown>) => ({ ...base, paytable: { ...base.paytable, ...pays } });
  const withReel5 = (strip: string[]) => ({ ...base, reelStrips: { base: [...columns.slice(0, 4), strip] } });
  const withLine5 = (line: number[]) => ({ ...base, paylines: [...standardPaylines(5).slice(0, 4), line] });
  const freeSpins = { awards: { 3: 5, 4: 8, 5: 10 }, multiplier: 1, retrigger: false, maxSpinsPerRound: 10 };
  const cases: [string, unknown, RegExp][] = [
    ["fractional pays", withPays({ bell: { 3: 0.5, 4: 40, 5: 150 } }), /paytable\.bell\.3/],
    ["pays as text", withPays({ bell: { 3: "10", 4: 40, 5: 150 } }), /paytable\.bell\.3/],
    [
      "a regular symbol without pays",
      { ...base, paytable: { crown: base.paytable.crown } },
      /paytable\.bell: missing pays/,
    ],
    ["pays for the scatter", withPays({ star: { 3: 1, 4: 2, 5: 3 } }), /only regular and wild/],
    [
      "duplicate symbol ids",
      { ...base, symbols: [...base.symbols, { id: "bell", name: "Bell 2", kind: "regular" }] },
      /unique/,
    ],
    [
      "two wilds",
      { ...base, symbols: [...base.symbols, { id: "joker", name: "Joker", kind: "wild" }] },
      /at most one wild/,
    ],
    ["a wild without rules", { ...base, wild: undefined }, /wild rules are required/],
    [
      "a wild standing in for the scatter",
      { ...base, wild: { symbol: "wild", substitutes: ["star"] } },
      /star is not a regular/,
    ],
    ["a scatter without rules", { ...base, scatter: undefined }, /scatter rules are required/],
    ["four reels", { ...base, reelStrips: { base: columns.slice(0, 4) } }, /reelStrips\.base/],
    ["a strip shorter than the window", withReel5(["bell", "crown"]), /reelStrips\.base\.4/],
    ["two scatters in one window", withReel5(["star", "bell", "star", "crown", "cherry"]), /at least 3 stops apart/],
    ["seven lines", { ...base, paylines: standardPaylines(9).slice(0, 7) }, /paylines: a game has 5, 9, 10/],
    ["repeated lines", withLine5([1, 1, 1, 1, 1]), /distinct/],
    ["a row outside the window", withLine5([1, 1, 3, 1, 1]), /paylines\.4\.2/],
    ["free spins without their strips", { ...base, freeSpins }, /free spins need their own reel strips/],
    [
      "free-spin strips without free spins",
      { ...base, reelStrips: { base: columns, freeSpins: columns } },
      /without free spins/,
    ],
    [
      "a cap below the largest award",
      { ...bruteForceConfig(), freeSpins: { ...freeSpins, maxSpinsPerRound: 7 } },
      /largest award/,
    ],
    ["a default bet level not offered", { ...base, defaultBetLevel: 3 }, /defaultBetLevel: must be one of betLevels/],
    ["a zero bet level", { ...base, betLevels: [0, 1] }, /betLevels\.0/],
    ["a coin value in exponent notation", { ...base, coinValues: ["1e-2"], defaultCoinValue: "1e-2" }, /decimal text/],
    ["a zero coin value", { ...base, coinValues: ["0.00", "0.01"] }, /must be positive/],
    ["an unknown field", { ...base, jackpot: 1000 }, /jackpot/],
  ];
  it.each(cases)("refuses %s", (_, config, message) => {
    expect(rejection(config).detail).toMatch(message);
  });

  it("keeps valid configs as they are", () => {
    const config: SlotMathConfig = tinyConfig(columns);
    expect(parseSlotMathConfig(config)).toEqual(config);
  });
});

describe("standard paylines", () => {
  it("are 40 distinct 5-reel lines over rows 0–2, and a game uses the first N", () => {
    expect(STANDARD_PAYLINES).toHaveLength(40);
    expect(new Set(STANDARD_PAYLINES.map((line) => line.join(""))).size).toBe(40);
    expect(STANDARD_PAYLINES.every((line) => line.length === 5 && line.every((row) => row >= 0 && row <= 2))).toBe(
      true,
    );
    expect(standardPaylines(20)).toEqual(STANDARD_PAYLINES.slice(0, 20));
    expect(standardPaylines(5)[0]).toEqual([1, 1, 1, 1, 1]);
  });
});
