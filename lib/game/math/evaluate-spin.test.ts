import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/base/errors";
import { evaluateSpin } from "./evaluate-spin";
import { columnsFromRows, tinyConfig } from "./test-configs";
import type { SlotMathConfig } from "./types";

// Windows are written row by row; the tiny config has five lines: 1 middle, 2 top, 3 bottom, 4 V, 5 inverted V.
// Pays (× line bet, 3/4/5): wild 50/200/1000, crown 20/100/500, bell 10/40/150, cherry 2/5/20; star scatter
// 2/10/100 × total bet.
const STOPS = [0, 0, 0, 0, 0];

function spin(rows: [string[], string[], string[]], overrides: Partial<SlotMathConfig> = {}, betLevel = 1) {
  return evaluateSpin({ config: tinyConfig(columnsFromRows(rows), overrides), stops: STOPS, phase: "base", betLevel });
}

describe("evaluateSpin", () => {
  it("shows each reel's strip from the stop down, wrapping round the strip", () => {
    const config = tinyConfig([
      ["crown", "bell", "cherry", "bell"],
      ["bell", "cherry", "crown"],
      ["cherry", "crown", "bell"],
      ["bell", "crown", "cherry"],
      ["crown", "cherry", "bell"],
    ]);
    const outcome = evaluateSpin({ config, stops: [2, 1, 0, 2, 1], phase: "base", betLevel: 1 });
    expect(outcome.window).toEqual([
      ["cherry", "bell", "crown"],
      ["cherry", "crown", "bell"],
      ["cherry", "crown", "bell"],
      ["cherry", "bell", "crown"],
      ["cherry", "bell", "crown"],
    ]);
    // Top row: five cherries on line 2, 20 × line bet. Lines 1, 3, 4, 5 break before reel 3.
    expect(outcome.lineWins).toEqual([{ line: 2, symbol: "cherry", count: 5, pay: 20, winCoins: 20 }]);
    expect(outcome.stops).toEqual([2, 1, 0, 2, 1]);
  });

  it("lets the wild stand in on a line and pays line pay × bet level", () => {
    const outcome = spin(
      [
        ["cherry", "bell", "cherry", "bell", "cherry"],
        ["crown", "wild", "crown", "bell", "cherry"],
        ["bell", "cherry", "bell", "cherry", "bell"],
      ],
      {},
      2,
    );
    // Middle: crown, wild-as-crown, crown, then bell breaks the run → 3 crowns = 20 × 2 coins.
    // Line 4 (cherry, wild, bell) and line 5 (bell, wild, cherry) stop at two.
    expect(outcome.lineWins).toEqual([{ line: 1, symbol: "crown", count: 3, pay: 20, winCoins: 40 }]);
    expect(outcome.winCoins).toBe(40);
    expect(outcome.multiplier).toBe(1);
  });

  it("pays only runs that start on reel 1", () => {
    const outcome = spin([
      ["bell", "cherry", "cherry", "cherry", "bell"],
      ["cherry", "bell", "crown", "crown", "crown"],
      ["bell", "cherry", "cherry", "cherry", "bell"],
    ]);
    expect(outcome.lineWins).toEqual([]);
    expect(outcome.winCoins).toBe(0);
  });

  it("pays each line its best combination: the longer symbol run beats the wilds' own pay when it pays more", () => {
    const outcome = spin([
      ["bell", "cherry", "bell", "cherry", "bell"],
      ["wild", "wild", "wild", "bell", "bell"],
      ["cherry", "bell", "cherry", "bell", "cherry"],
    ]);
    // Three wilds pay 50 as wilds; as bells the run is five long and pays 150.
    expect(outcome.lineWins).toEqual([{ line: 1, symbol: "bell", count: 5, pay: 150, winCoins: 150 }]);
  });

  it("pays each line its best combination: three wilds as wilds beat five cherries", () => {
    const outcome = spin([
      ["bell", "cherry", "bell", "cherry", "bell"],
      ["wild", "wild", "wild", "cherry", "cherry"],
      ["cherry", "bell", "cherry", "bell", "cherry"],
    ]);
    // Three wilds pay 50; five cherries (with the wilds) would pay 20.
    expect(outcome.lineWins).toEqual([{ line: 1, symbol: "wild", count: 3, pay: 50, winCoins: 50 }]);
  });

  it("pays a wild run without its own pay as the best symbol it stands in for", () => {
    const outcome = spin(
      [
        ["bell", "cherry", "bell", "cherry", "bell"],
        ["wild", "wild", "wild", "star", "cherry"],
        ["cherry", "bell", "cherry", "bell", "cherry"],
      ],
      {
        paytable: {
          crown: { 3: 20, 4: 100, 5: 500 },
          bell: { 3: 10, 4: 40, 5: 150 },
          cherry: { 3: 2, 4: 5, 5: 20 },
        },
      },
    );
    // The scatter ends the run; the three wilds are worth most as crowns.
    expect(outcome.lineWins).toEqual([{ line: 1, symbol: "crown", count: 3, pay: 20, winCoins: 20 }]);
  });

  it("does not let the wild stand in for symbols outside its substitution list", () => {
    const rows: [string[], string[], string[]] = [
      ["bell", "cherry", "bell", "cherry", "bell"],
      ["crown", "wild", "crown", "crown", "crown"],
      ["cherry", "bell", "cherry", "bell", "cherry"],
    ];
    expect(spin(rows).lineWins).toEqual([{ line: 1, symbol: "crown", count: 5, pay: 500, winCoins: 500 }]);
    const excluded = spin(rows, { wild: { symbol: "wild", substitutes: ["bell", "cherry"] } });
    expect(excluded.lineWins).toEqual([]);
  });

  it("pays scatters anywhere in the window × total bet, never on a line", () => {
    const outcome = spin(
      [
        ["star", "cherry", "bell", "cherry", "bell"],
        ["crown", "bell", "cherry", "bell", "star"],
        ["cherry", "crown", "star", "crown", "cherry"],
      ],
      {},
      5,
    );
    expect(outcome.lineWins).toEqual([]);
    // 3 scatters pay 2 × total bet = 2 × 5 lines × bet level 5.
    expect(outcome.scatterWin).toEqual({
      symbol: "star",
      count: 3,
      positions: [
        [0, 0],
        [2, 2],
        [4, 1],
      ],
      pay: 2,
      winCoins: 50,
    });
    expect(outcome.winCoins).toBe(50);
    expect(outcome.freeSpinsAwarded).toBe(0);
  });

  it("adds line and scatter wins together", () => {
    const outcome = spin([
      ["star", "cherry", "star", "cherry", "star"],
      ["bell", "bell", "bell", "bell", "cherry"],
      ["cherry", "crown", "cherry", "crown", "cherry"],
    ]);
    // Line 1: four bells = 40. Line 4 (top, mid, bottom, mid, top): star breaks it at once. Scatters: 3 → 2 × 5.
    expect(outcome.lineWins).toEqual([{ line: 1, symbol: "bell", count: 4, pay: 40, winCoins: 40 }]);
    expect(outcome.scatterWin?.winCoins).toBe(10);
    expect(outcome.winCoins).toBe(50);
  });

  describe("free spins", () => {
    const rows: [string[], string[], string[]] = [
      ["star", "cherry", "star", "cherry", "star"],
      ["crown", "bell", "cherry", "star", "cherry"],
      ["cherry", "crown", "bell", "crown", "bell"],
    ];
    const freeSpinsConfig = (retrigger: boolean) => {
      const columns = columnsFromRows(rows);
      return tinyConfig(columns, {
        reelStrips: { base: columns, freeSpins: columns },
        freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 3, retrigger, maxSpinsPerRound: 50 },
      });
    };

    it("awards free spins for scatters in the base game", () => {
      const outcome = evaluateSpin({ config: freeSpinsConfig(true), stops: STOPS, phase: "base", betLevel: 1 });
      expect(outcome.scatterWin?.count).toBe(4);
      expect(outcome.freeSpinsAwarded).toBe(15);
      expect(outcome.winCoins).toBe(10 * 5);
    });

    it("retriggers during free spins and multiplies every free-spin win", () => {
      const outcome = evaluateSpin({ config: freeSpinsConfig(true), stops: STOPS, phase: "free", betLevel: 2 });
      expect(outcome.phase).toBe("free");
      expect(outcome.multiplier).toBe(3);
      expect(outcome.freeSpinsAwarded).toBe(15);
      // 4 scatters: 10 × (5 lines × bet level 2) × multiplier 3.
      expect(outcome.scatterWin).toMatchObject({ count: 4, pay: 10, winCoins: 300 });
      expect(outcome.winCoins).toBe(300);
    });

    it("awards nothing more during free spins without retrigger", () => {
      const outcome = evaluateSpin({ config: freeSpinsConfig(false), stops: STOPS, phase: "free", betLevel: 1 });
      expect(outcome.freeSpinsAwarded).toBe(0);
      expect(outcome.winCoins).toBe(10 * 5 * 3);
    });
  });

  it("refuses stops outside the strips, a wrong number of stops, and free spins a game does not have", () => {
    const config = tinyConfig(
      columnsFromRows([
        ["star", "cherry", "bell", "cherry", "bell"],
        ["crown", "bell", "cherry", "bell", "star"],
        ["cherry", "crown", "star", "crown", "cherry"],
      ]),
    );
    const attempt =
      (stops: number[], phase: "base" | "free" = "base") =>
      () =>
        evaluateSpin({ config, stops, phase, betLevel: 1 });
    const badStops = [
      [0, 0, 3, 0, 0],
      [0, 0, -1, 0, 0],
      [0, 0, 0.5, 0, 0],
      [0, 0, 0, 0],
    ];
    for (const bad of badStops.map((stops) => attempt(stops))) {
      expect(bad).toThrow(AppError);
      expect(bad).toThrow(/stop|5 stops/);
    }
    expect(attempt(STOPS, "free")).toThrow(/has no free spins/);
  });
});
