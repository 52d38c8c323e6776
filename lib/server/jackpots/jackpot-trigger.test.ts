import { describe, expect, it } from "vitest";
import { JACKPOT_SHARDS } from "@/lib/server/wallet/jackpot-feeds";
import { drawTrigger, shardLimit, triggerHash } from "./jackpot-trigger";

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
      const limit = shardLimit({ amountMinor: 100n, triggerMinor: 100n + gap })!;
      expect(limit * BigInt(JACKPOT_SHARDS)).toBeLessThan(gap);
      // And as large as that allows: one more per shard could reach it.
      expect((limit + 1n) * BigInt(JACKPOT_SHARDS)).toBeGreaterThanOrEqual(gap);
    }
    expect(shardLimit({ amountMinor: 100n, triggerMinor: 100n })).toBe(0n);
    expect(shardLimit({ amountMinor: 100n, triggerMinor: null })).toBeNull();
  });
});
