import { describe, expect, it } from "vitest";
import { JACKPOT_SHARDS } from "@/lib/server/wallet/jackpot-feeds";
import { parseRateUnits } from "@/lib/server/reports/conversion-maths";
import {
  drawProgressive,
  drawTrigger,
  PROGRESSIVE_DRAW_RANGE,
  progressiveDrawWins,
  shardLimit,
  triggerHash,
} from "./jackpot-trigger";

describe("drawTrigger", () => {
  it("draws within (start, cap], committed by its salted hash", () => {
    for (let index = 0; index < 2_000; index++) {
      const drawn = drawTrigger({ tierId: "jtr_x", cycle: 3, startMinor: 1_000n, capMinor: 1_250n });
      expect(drawn.triggerMinor).toBeGreaterThan(1_000n);
      expect(drawn.triggerMinor).toBeLessThanOrEqual(1_250n);
      expect(drawn.triggerNonce).toMatch(/^[0-9a-f]{64}$/);
      expect(drawn.triggerHash).toBe(
        triggerHash({ tierId: "jtr_x", cycle: 3, triggerMinor: drawn.triggerMinor, nonce: drawn.triggerNonce }),
      );
    }
  });

  it("is uniform over the range (chi-square over 10 values, 20,000 draws)", () => {
    const counts = new Array<number>(10).fill(0);
    const draws = 20_000;
    for (let index = 0; index < draws; index++)
      counts[Number(drawTrigger({ tierId: "t", cycle: 1, startMinor: 0n, capMinor: 10n }).triggerMinor - 1n)]! += 1;
    const expected = draws / 10;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: above 40 with probability below 10^-5 (a fair draw fails about once in 200,000 runs).
    expect(chiSquare).toBeLessThan(40);
  });

  it("leaves start + 1 when the start is at or above the cap (the next contribution drops the tier)", () => {
    expect(drawTrigger({ tierId: "t", cycle: 2, startMinor: 500n, capMinor: 500n }).triggerMinor).toBe(501n);
    expect(drawTrigger({ tierId: "t", cycle: 2, startMinor: 900n, capMinor: 500n }).triggerMinor).toBe(901n);
  });

  it("draws over ranges wider than 2^32 minor units", () => {
    const cap = 2n ** 40n;
    const drawn = drawTrigger({ tierId: "t", cycle: 1, startMinor: 0n, capMinor: cap });
    expect(drawn.triggerMinor >= 1n && drawn.triggerMinor <= cap).toBe(true);
  });
});

describe("shardLimit", () => {
  it("keeps the shards together below the gap to the trigger", () => {
    for (const gap of [1n, 2n, 15n, 16n, 17n, 31n, 32n, 33n, 1_000n, 123_457n]) {
      const limit = shardLimit({ kind: "mystery", amountMinor: 100n, triggerMinor: 100n + gap })!;
      expect(limit * BigInt(JACKPOT_SHARDS)).toBeLessThan(gap);
      // And as large as that allows: one more per shard could reach it.
      expect((limit + 1n) * BigInt(JACKPOT_SHARDS)).toBeGreaterThanOrEqual(gap);
    }
    expect(shardLimit({ kind: "mystery", amountMinor: 100n, triggerMinor: 100n })).toBe(0n);
    expect(shardLimit({ kind: "mystery", amountMinor: 100n, triggerMinor: null })).toBeNull();
  });

  it("is 0 for a progressive tier, trigger or not: every contribution goes to the applier's draw", () => {
    expect(shardLimit({ kind: "progressive", amountMinor: 100n, triggerMinor: null })).toBe(0n);
    expect(shardLimit({ kind: "progressive", amountMinor: 100n, triggerMinor: 1_000n })).toBe(0n);
  });
});

describe("progressiveDrawWins", () => {
  const last = PROGRESSIVE_DRAW_RANGE - 1n;

  it("wins exactly the draws below p x 10^12", () => {
    const units = parseRateUnits("0.00001");
    expect(units).toBe(10_000_000n);
    expect(progressiveDrawWins({ draw: 0n, probabilityUnits: units })).toBe(true);
    expect(progressiveDrawWins({ draw: units - 1n, probabilityUnits: units })).toBe(true);
    expect(progressiveDrawWins({ draw: units, probabilityUnits: units })).toBe(false);
    expect(progressiveDrawWins({ draw: last, probabilityUnits: units })).toBe(false);
  });

  it("always wins at p = 1 and only on draw 0 at the smallest p (10^-12)", () => {
    const one = parseRateUnits("1");
    for (const draw of [0n, 1n, PROGRESSIVE_DRAW_RANGE / 2n, last])
      expect(progressiveDrawWins({ draw, probabilityUnits: one })).toBe(true);
    const tiny = parseRateUnits("0.000000000001");
    expect(progressiveDrawWins({ draw: 0n, probabilityUnits: tiny })).toBe(true);
    expect(progressiveDrawWins({ draw: 1n, probabilityUnits: tiny })).toBe(false);
  });
});

describe("drawProgressive", () => {
  it("draws within [0, 10^12), always wins at p = 1, and wins about half the draws at p = 0.5", () => {
    const one = parseRateUnits("1");
    const half = parseRateUnits("0.5");
    let wins = 0;
    const draws = 20_000;
    for (let index = 0; index < draws; index++) {
      const drawn = drawProgressive(half);
      expect(drawn.draw >= 0n && drawn.draw < PROGRESSIVE_DRAW_RANGE).toBe(true);
      expect(drawn.won).toBe(drawn.draw < half);
      if (drawn.won) wins++;
      expect(drawProgressive(one).won).toBe(true);
    }
    // Binomial(20,000, 0.5): standard deviation 70.7; 6 of them either side fails a fair draw once in 10^9 runs.
    expect(Math.abs(wins - draws / 2)).toBeLessThan(425);
  });
});
