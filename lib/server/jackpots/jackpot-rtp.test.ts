import { describe, expect, it } from "vitest";
import { mysteryTierRtp, progressiveTierRtp } from "./jackpot-rtp";

// The closed forms against their definitions, and against a seeded simulation of the applier's rules (contribution,
// reserve share, reseed from seed + reserve, the mystery trigger uniform in [start + 1, cap]): the provider's seeds
// over the bets taken converge to the seed share.

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("progressiveTierRtp", () => {
  it("is r + p x S / E[b], and the seed share unknown without a mean bet", () => {
    expect(progressiveTierRtp({ rate: 0.01, seedMinor: 100_000, winProbability: 0.00001, meanBetMinor: 200 })).toEqual({
      contribution: 0.01,
      seed: 0.005,
      total: 0.015,
    });
    expect(progressiveTierRtp({ rate: 0.02, seedMinor: 500, winProbability: 1, meanBetMinor: null })).toEqual({
      contribution: 0.02,
      seed: null,
      total: null,
    });
  });

  it("matches a simulation: seeds put in over bets taken (p = 0.001, bets of 1.00 to 10.00)", () => {
    const random = seeded(7);
    const seed = 5_000;
    const p = 0.001;
    let bets = 0;
    let seeds = seed;
    for (let index = 0; index < 2_000_000; index++) {
      bets += 100 * (1 + Math.floor(random() * 10));
      if (random() < p) seeds += seed;
    }
    const expected = progressiveTierRtp({ rate: 0.01, seedMinor: seed, winProbability: p, meanBetMinor: 550 }).seed!;
    expect(Math.abs(seeds / bets / expected - 1)).toBeLessThan(0.06);
  });
});

describe("mysteryTierRtp", () => {
  it("is r + S r (2 - q) / (C + 1 - S)", () => {
    const rtp = mysteryTierRtp({ rate: 0.01, reserveRate: 0, seedMinor: 10_000, capMinor: 50_000 });
    expect(rtp.contribution).toBe(0.01);
    expect(rtp.seed).toBeCloseTo((10_000 * 0.01 * 2) / 40_001, 15);
    expect(rtp.total).toBeCloseTo(0.01 + rtp.seed!, 15);
    // A reserve share shortens the cycles (each starts higher): more seeds per unit bet.
    expect(mysteryTierRtp({ rate: 0.01, reserveRate: 0.5, seedMinor: 10_000, capMinor: 50_000 }).seed).toBeCloseTo(
      (10_000 * 0.01 * 1.5) / 40_001,
      15,
    );
  });

  for (const reserveRate of [0, 0.2, 0.5])
    it(`matches a simulation of the applier's cycles (reserve share ${reserveRate})`, () => {
      const random = seeded(29);
      const seed = 1_000;
      const cap = 3_000;
      const contribution = 10; // a bet of 10.00 at 1 %, in cents
      const reservePart = Math.floor(contribution * reserveRate);
      const drawTrigger = (start: number) => {
        const low = start + 1;
        const high = Math.max(cap, low);
        return low + Math.floor(random() * (high - low + 1));
      };
      let amount = seed;
      let reserve = 0;
      let trigger = drawTrigger(amount);
      let seeds = seed;
      let bets = 0;
      for (let index = 0; index < 300_000; index++) {
        bets += 1_000;
        amount += contribution - reservePart;
        reserve += reservePart;
        if (amount < trigger) continue;
        seeds += seed;
        amount = seed + reserve;
        reserve = 0;
        trigger = drawTrigger(amount);
      }
      const expected = mysteryTierRtp({ rate: 0.01, reserveRate, seedMinor: seed, capMinor: cap }).seed!;
      expect(Math.abs(seeds / bets / expected - 1)).toBeLessThan(0.05);
    });
});
