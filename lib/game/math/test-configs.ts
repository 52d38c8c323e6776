import { standardPaylines } from "./paylines";
import type { SlotMathConfig } from "./types";

// Small hand-made configs for the math tests. With strips of exactly three symbols, stops [0,0,0,0,0] show each
// strip as its column, so a test can draw the window it needs.

export const TINY_SYMBOLS: SlotMathConfig["symbols"] = [
  { id: "wild", name: "Wild", kind: "wild" },
  { id: "star", name: "Star", kind: "scatter" },
  { id: "crown", name: "Crown", kind: "regular" },
  { id: "bell", name: "Bell", kind: "regular" },
  { id: "cherry", name: "Cherry", kind: "regular" },
];

/** Five lines: 1 middle, 2 top, 3 bottom, 4 V (top-middle-bottom-middle-top), 5 inverted V. */
export function tinyConfig(columns: string[][], overrides: Partial<SlotMathConfig> = {}): SlotMathConfig {
  return {
    game: "test-tiny",
    reels: 5,
    rows: 3,
    symbols: TINY_SYMBOLS,
    reelStrips: { base: columns },
    paytable: {
      wild: { 3: 50, 4: 200, 5: 1000 },
      crown: { 3: 20, 4: 100, 5: 500 },
      bell: { 3: 10, 4: 40, 5: 150 },
      cherry: { 3: 2, 4: 5, 5: 20 },
    },
    paylines: standardPaylines(5),
    wild: { symbol: "wild", substitutes: ["crown", "bell", "cherry"] },
    scatter: { symbol: "star", pays: { 3: 2, 4: 10, 5: 100 } },
    betLevels: [1, 2, 5],
    defaultBetLevel: 1,
    coinValues: ["0.01", "0.10"],
    defaultCoinValue: "0.01",
    ...overrides,
  };
}

/** A window given row by row (top, middle, bottom), turned into five three-symbol strips. */
export function columnsFromRows(rows: [string[], string[], string[]]): string[][] {
  return [0, 1, 2, 3, 4].map((reel) => rows.map((row) => row[reel]!));
}

/**
 * Short strips (4–6 stops) with wilds, scatters, free spins, retriggers and a small cap, so every stop
 * combination can be enumerated by brute force.
 */
export function bruteForceConfig(): SlotMathConfig {
  return {
    game: "test-brute-force",
    reels: 5,
    rows: 3,
    symbols: TINY_SYMBOLS,
    reelStrips: {
      base: [
        ["crown", "bell", "star", "cherry", "bell"],
        ["cherry", "wild", "bell", "star", "crown", "cherry"],
        ["bell", "crown", "star", "cherry"],
        ["wild", "cherry", "bell", "crown", "star", "bell"],
        ["star", "cherry", "crown", "bell", "cherry"],
      ],
      freeSpins: [
        ["star", "crown", "wild", "bell"],
        ["bell", "wild", "star", "cherry", "crown"],
        ["crown", "star", "bell", "wild"],
        ["cherry", "star", "crown", "wild", "bell"],
        ["wild", "bell", "star", "crown"],
      ],
    },
    paytable: {
      wild: { 3: 30, 4: 90, 5: 400 },
      crown: { 3: 12, 4: 60, 5: 250 },
      bell: { 3: 6, 4: 25, 5: 100 },
      cherry: { 3: 2, 4: 8, 5: 30 },
    },
    paylines: standardPaylines(9),
    // The wild does not stand in for crowns, so the exclusion rule is covered too.
    wild: { symbol: "wild", substitutes: ["bell", "cherry"] },
    scatter: { symbol: "star", pays: { 3: 3, 4: 15, 5: 80 } },
    freeSpins: {
      awards: { 3: 3, 4: 5, 5: 8 },
      multiplier: 2,
      retrigger: true,
      maxSpinsPerRound: 12,
      buy: { cost: 40, spins: 3 },
    },
    betLevels: [1],
    defaultBetLevel: 1,
    coinValues: ["0.01"],
    defaultCoinValue: "0.01",
  };
}
