import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/base/errors";
import { playRound, replayRound } from "./play-round";
import { createSeededRandomSource } from "./rng";
import { bruteForceConfig, tinyConfig } from "./test-configs";
import type { RoundOutcome } from "./types";

/** The free spins a round should have played, recomputed from its spins' own awards and the cap. */
function expectedFreeSpins(outcome: RoundOutcome, initial: number, cap: number): number {
  let awarded = Math.min(initial, cap);
  for (const spin of outcome.spins.filter((spin) => spin.phase === "free")) {
    awarded = Math.min(awarded + spin.freeSpinsAwarded, cap);
  }
  return awarded;
}

describe("playRound", () => {
  it("plays the base spin, every free spin it triggers, retriggers, and stops at the cap", () => {
    const config = bruteForceConfig();
    const cap = config.freeSpins!.maxSpinsPerRound;
    const rng = createSeededRandomSource(11);
    let triggered = 0;
    let retriggered = 0;
    let capped = 0;
    for (let round = 0; round < 3000; round++) {
      const outcome = playRound({ config, betLevel: 1, rng });
      const [base, ...free] = outcome.spins;
      expect(base!.phase).toBe("base");
      expect(free.every((spin) => spin.phase === "free" && spin.multiplier === 2)).toBe(true);
      expect(outcome.freeSpinsAwarded).toBe(expectedFreeSpins(outcome, base!.freeSpinsAwarded, cap));
      expect(free).toHaveLength(outcome.freeSpinsAwarded);
      expect(outcome.totalWinCoins).toBe(outcome.spins.reduce((sum, spin) => sum + spin.winCoins, 0));
      expect(outcome.stakeCoins).toBe(9);
      if (free.length > 0) triggered++;
      if (free.some((spin) => spin.freeSpinsAwarded > 0)) retriggered++;
      if (outcome.freeSpinsAwarded === cap) capped++;
    }
    // The seeded run covers every path of the loop.
    expect(triggered).toBeGreaterThan(0);
    expect(retriggered).toBeGreaterThan(0);
    expect(capped).toBeGreaterThan(0);
    expect(triggered).toBeLessThan(3000);
  });

  it("runs a feature that retriggers on every spin exactly to the cap", () => {
    const columns = [0, 1, 2, 3, 4].map(() => ["crown", "crown", "star"]);
    const config = tinyConfig(columns, {
      reelStrips: { base: columns, freeSpins: columns },
      freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 2, retrigger: true, maxSpinsPerRound: 45 },
    });
    const outcome = playRound({ config, betLevel: 2, rng: createSeededRandomSource(3) });
    expect(outcome.spins).toHaveLength(1 + 45);
    expect(outcome.freeSpinsAwarded).toBe(45);
    expect(outcome.spins.slice(1).every((spin) => spin.freeSpinsAwarded === 20)).toBe(true);
  });

  it("scales every win with the bet level", () => {
    const config = bruteForceConfig();
    const rng = createSeededRandomSource(5);
    for (let round = 0; round < 200; round++) {
      const outcome = playRound({ config, betLevel: 1, rng });
      const stops = outcome.spins.map((spin) => spin.stops);
      const larger = replayRound({ config: { ...config, betLevels: [1, 7] }, betLevel: 7, stops });
      expect(larger.totalWinCoins).toBe(outcome.totalWinCoins * 7);
      expect(larger.stakeCoins).toBe(outcome.stakeCoins * 7);
    }
  });

  it("sells the feature where the game offers it: no base spin, the buy price as stake", () => {
    const config = bruteForceConfig();
    const outcome = playRound({ config, betLevel: 1, rng: createSeededRandomSource(8), buyFeature: true });
    expect(outcome.boughtFeature).toBe(true);
    expect(outcome.stakeCoins).toBe(40 * 9);
    expect(outcome.spins.every((spin) => spin.phase === "free")).toBe(true);
    expect(outcome.spins.length).toBe(outcome.freeSpinsAwarded);
    expect(outcome.freeSpinsAwarded).toBe(expectedFreeSpins(outcome, 3, 12));
  });
});

describe("replayRound", () => {
  it("rebuilds a stored round from its stops alone, identical after a JSON round trip", () => {
    const config = bruteForceConfig();
    const rng = createSeededRandomSource(21);
    for (let round = 0; round < 300; round++) {
      const buyFeature = round % 10 === 0;
      const stored: RoundOutcome = JSON.parse(JSON.stringify(playRound({ config, betLevel: 1, rng, buyFeature })));
      const stops = stored.spins.map((spin) => spin.stops);
      expect(replayRound({ config, betLevel: 1, buyFeature, stops })).toEqual(stored);
    }
  });

  it("refuses recorded stops that do not make up the round", () => {
    const config = bruteForceConfig();
    const rng = createSeededRandomSource(4);
    let outcome = playRound({ config, betLevel: 1, rng });
    while (outcome.spins.length < 2) outcome = playRound({ config, betLevel: 1, rng });
    const stops = outcome.spins.map((spin) => spin.stops);
    expect(() => replayRound({ config, betLevel: 1, stops: stops.slice(0, -1) })).toThrow(/needs more than/);
    expect(() => replayRound({ config, betLevel: 1, stops: [...stops, stops[0]!] })).toThrow(/were recorded/);
    expect(() => replayRound({ config, betLevel: 1, stops: [[0, 0, 99, 0, 0]] })).toThrow(AppError);
  });
});
