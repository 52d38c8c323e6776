import { describe, expect, it } from "vitest";
import { dropChance } from "./drop-chance";

// The drop chance's promise: over the rest of a window, at any steady traffic, the expected number of drops is the
// number of prizes left (the pool is spent by the end on average), and never more than one a round.

describe("dropChance", () => {
  it("is 0 with no prize or no time left, and at most 1", () => {
    expect(dropChance({ prizesLeft: 0, roundsSoFar: 10, msSinceStart: 10_000, msLeft: 10_000 })).toBe(0);
    expect(dropChance({ prizesLeft: 5, roundsSoFar: 10, msSinceStart: 10_000, msLeft: 0 })).toBe(0);
    // 1 round a second and 10 s left: 10 rounds to come for 50 prizes.
    expect(dropChance({ prizesLeft: 50, roundsSoFar: 10, msSinceStart: 10_000, msLeft: 10_000 })).toBe(1);
  });

  it("is the prizes left over the rounds expected at the traffic so far", () => {
    // 2 rounds a second so far, 100 s left: 200 rounds expected for 10 prizes.
    expect(dropChance({ prizesLeft: 10, roundsSoFar: 20, msSinceStart: 10_000, msLeft: 100_000 })).toBeCloseTo(0.05);
  });

  it("spends the pool by the end at steady traffic: expected drops equal the prizes", () => {
    for (const roundsPerSecond of [0.5, 3, 40]) {
      const windowSeconds = 3_600;
      let prizesLeft = 120;
      let rounds = 0;
      let expectedDrops = 0;
      // Whole seconds of traffic; each second's rounds draw at the chance of that moment (expectations, no RNG).
      for (let second = 1; second <= windowSeconds; second++) {
        rounds += roundsPerSecond;
        const chance = dropChance({
          prizesLeft,
          roundsSoFar: rounds,
          msSinceStart: second * 1_000,
          msLeft: (windowSeconds - second) * 1_000,
        });
        const drops = Math.min(prizesLeft, chance * roundsPerSecond);
        expectedDrops += drops;
        prizesLeft -= drops;
      }
      expect(expectedDrops, `${roundsPerSecond} rounds/s`).toBeGreaterThan(119);
      expect(expectedDrops).toBeLessThanOrEqual(120);
    }
  });
});
