import { describe, expect, it } from "vitest";
import { evaluateSpin } from "./evaluate-spin";
import { computeExactRtp, expectedFreeSpinsPlayed } from "./exact-rtp";
import { bruteForceConfig, tinyConfig } from "./test-configs";
import type { SlotMathConfig, SpinPhase } from "./types";

/** Every stop combination of a phase, evaluated by evaluateSpin: [win in coins, free spins awarded]. */
function everySpin(config: SlotMathConfig, phase: SpinPhase): { winCoins: number; awarded: number }[] {
  const strips = phase === "base" ? config.reelStrips.base : config.reelStrips.freeSpins!;
  const results: { winCoins: number; awarded: number }[] = [];
  const stops = [0, 0, 0, 0, 0];
  const visit = (reel: number) => {
    if (reel === 5) {
      const outcome = evaluateSpin({ config, stops, phase, betLevel: 1 });
      results.push({ winCoins: outcome.winCoins, awarded: outcome.freeSpinsAwarded });
      return;
    }
    for (let stop = 0; stop < strips[reel]!.length; stop++) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return results;
}

/**
 * The RTP by brute force: the mean over every base stop combination of its win plus the expected value of the
 * free spins it awards, where the feature is expanded spin by spin over every free-spin stop combination
 * (memoised on spins awarded and played) with the round's cap applied as play-round.ts applies it.
 */
function bruteForceRtp(config: SlotMathConfig): { rtp: number; buyRtp: number | null } {
  const lines = config.paylines.length;
  const cap = config.freeSpins?.maxSpinsPerRound ?? 0;
  const freeSpins = config.freeSpins ? everySpin(config, "free") : [];
  const memo = new Map<string, number>();
  const featureValue = (awarded: number, played: number): number => {
    if (played >= awarded) return 0;
    const key = `${awarded}/${played}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let total = 0;
    for (const spin of freeSpins)
      total += spin.winCoins + featureValue(Math.min(awarded + spin.awarded, cap), played + 1);
    const value = total / freeSpins.length;
    memo.set(key, value);
    return value;
  };
  const base = everySpin(config, "base");
  let total = 0;
  for (const spin of base) total += spin.winCoins + featureValue(Math.min(spin.awarded, cap), 0);
  const buy = config.freeSpins?.buy;
  return {
    rtp: total / base.length / lines,
    buyRtp: buy ? featureValue(buy.spins, 0) / (buy.cost * lines) : null,
  };
}

/** Equal up to floating-point rounding: the two sides add the same terms in different orders. */
function expectSameFigure(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-12 * Math.abs(expected));
}

describe("computeExactRtp", () => {
  it("equals brute-force enumeration of every stop combination, free spins, retriggers and cap included", () => {
    const config = bruteForceConfig();
    const exact = computeExactRtp(config);
    const brute = bruteForceRtp(config);
    expectSameFigure(exact.rtp, brute.rtp);
    expectSameFigure(exact.buyFeatureRtp!, brute.buyRtp!);
    // The parts are all present, so the comparison covers lines, scatters and the feature.
    expect(exact.baseLines).toBeGreaterThan(0);
    expect(exact.baseScatter).toBeGreaterThan(0);
    expect(exact.freeSpinsFeature).toBeGreaterThan(0);
    expect(exact.rtp).toBeCloseTo(exact.baseLines + exact.baseScatter + exact.freeSpinsFeature, 14);
  });

  it("equals brute force without a wild, without retrigger, and with a wild that stands in for everything", () => {
    const full = bruteForceConfig();
    const variants: SlotMathConfig[] = [
      { ...full, freeSpins: { ...full.freeSpins!, retrigger: false, multiplier: 3 } },
      { ...full, wild: { symbol: "wild", substitutes: ["crown", "bell", "cherry"] } },
      {
        ...full,
        symbols: full.symbols.filter((symbol) => symbol.kind !== "wild"),
        wild: undefined,
        paytable: { crown: full.paytable.crown!, bell: full.paytable.bell!, cherry: full.paytable.cherry! },
        reelStrips: {
          base: full.reelStrips.base.map((strip) => strip.map((id) => (id === "wild" ? "cherry" : id))),
          freeSpins: full.reelStrips.freeSpins!.map((strip) => strip.map((id) => (id === "wild" ? "bell" : id))),
        },
      },
    ];
    for (const config of variants) expectSameFigure(computeExactRtp(config).rtp, bruteForceRtp(config).rtp);
  });

  it("matches a hand calculation", () => {
    // Every reel is crown, crown, star: each window shows five scatters (100 × total bet, and 20 free spins,
    // retriggered on every free spin up to the cap of 30). A line cell is a star with chance 1/3 on each reel,
    // so a line pays five crowns (500) with chance (2/3)^5, four (100) with (2/3)^4·(1/3), three (20) with
    // (2/3)^3·(1/3): 18080/243 line bets per line, which is 18080/243 total bets per spin.
    const columns = [0, 1, 2, 3, 4].map(() => ["crown", "crown", "star"]);
    const config = tinyConfig(columns, {
      reelStrips: { base: columns, freeSpins: columns },
      freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 2, retrigger: true, maxSpinsPerRound: 30 },
    });
    const perSpin = 18080 / 243 + 100;
    const exact = computeExactRtp(config);
    expect(exact.baseLines).toBeCloseTo(18080 / 243, 12);
    expect(exact.baseScatter).toBe(100);
    expect(exact.freeSpinsTriggerProbability).toBe(1);
    expect(exact.expectedFreeSpinsPerTrigger).toBeCloseTo(30, 12);
    expectSameFigure(exact.rtp, perSpin + 30 * 2 * perSpin);
  });

  it("reports the RTP as percent text with two decimals", () => {
    const exact = computeExactRtp(bruteForceConfig());
    expect(exact.rtpPercent).toMatch(/^\d+\.\d{2}$/);
    expect(Number(exact.rtpPercent)).toBeCloseTo(exact.rtp * 100, 2);
  });
});

describe("expectedFreeSpinsPlayed", () => {
  it("is the award itself without retriggers", () => {
    expect(expectedFreeSpinsPlayed({ initial: 10, cap: 100, retrigger: [] })).toBe(10);
    expect(expectedFreeSpinsPlayed({ initial: 10, cap: 6, retrigger: [] })).toBe(6);
  });

  it("follows the geometric series initial / (1 − Σ p·spins) when the cap is far away", () => {
    const retrigger = [
      { spins: 10, probability: 0.02 },
      { spins: 15, probability: 0.004 },
      { spins: 20, probability: 0.0005 },
    ];
    const growth = retrigger.reduce((sum, award) => sum + award.probability * award.spins, 0);
    expect(expectedFreeSpinsPlayed({ initial: 10, cap: 1000, retrigger })).toBeCloseTo(10 / (1 - growth), 9);
  });

  it("cuts retriggers at the cap", () => {
    // Every spin retriggers: the feature always runs to the cap.
    expect(expectedFreeSpinsPlayed({ initial: 5, cap: 40, retrigger: [{ spins: 3, probability: 1 }] })).toBeCloseTo(
      40,
      12,
    );
    // One retrigger chance of 1/2 worth 5 spins, cap 7: spins played are 5 + min(5, 2) whenever any of the first
    // five spins retriggers (1 − 1/32), and more retriggers cannot add beyond 7.
    const played = expectedFreeSpinsPlayed({ initial: 5, cap: 7, retrigger: [{ spins: 5, probability: 0.5 }] });
    expect(played).toBeCloseTo(5 + 2 * (1 - 1 / 32), 12);
  });
});
