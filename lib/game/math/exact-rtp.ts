import { bestLineCombination, compileSlotMath, type CompiledMath } from "./compiled-math";
import { REEL_COUNT, ROW_COUNT, type SlotMathConfig, type SpinPhase } from "./types";

// The theoretical return of a config, computed from its strips and paytable, not sampled.
//
// - Lines: each cell of a payline is, on its own, a uniform stop of its reel and the reels are independent, so
//   every line has the same expected pay; enumerate the five reels' symbol frequencies (at most symbols^5
//   combinations) with integer weights, then divide once.
// - Scatters: per reel, count the stops whose window shows a scatter, then convolve the five reels.
// - Free spins: every free spin is an independent draw on the free-spin strips, so the feature is worth the
//   expected number of spins played times the expected return of one spin. Retriggers make that number a
//   geometric series; the per-round cap cuts it, and expectedFreeSpinsPlayed follows the cut exactly.

interface PhaseReturn {
  /** Expected line pay of one spin, as a fraction of the total bet (before any multiplier). */
  lines: number;
  /** Expected scatter pay of one spin, as a fraction of the total bet (before any multiplier). */
  scatter: number;
  /** P(exactly k scatters in the window), k = 0–5. */
  scatterCountProbabilities: number[];
}

export interface ExactRtp {
  game: string;
  /** Return to player as a fraction of the stake, e.g. 0.9648. */
  rtp: number;
  /** rtp as percent text with 2 decimals, e.g. "96.48" (the catalog's rtp field). */
  rtpPercent: string;
  /** Contributions to rtp. */
  baseLines: number;
  baseScatter: number;
  freeSpinsFeature: number;
  /** Chance that a base spin triggers free spins. */
  freeSpinsTriggerProbability: number;
  /** Expected free spins played per trigger, retriggers included. */
  expectedFreeSpinsPerTrigger: number;
  /** Return of the bought feature as a fraction of its price, or null when it cannot be bought. */
  buyFeatureRtp: number | null;
}

export function computeExactRtp(config: SlotMathConfig): ExactRtp {
  const math = compileSlotMath(config);
  const base = computePhaseReturn(math, "base");
  const freeSpins = math.config.freeSpins;

  let freeSpinsFeature = 0;
  let freeSpinsTriggerProbability = 0;
  let expectedFreeSpinsPerTrigger = 0;
  let buyFeatureRtp: number | null = null;
  if (freeSpins) {
    const free = computePhaseReturn(math, "free");
    const perFreeSpin = math.freeSpinMultiplier * (free.lines + free.scatter);
    const retrigger = [3, 4, 5]
      .map((count) => ({ spins: math.retriggerAwards[count]!, probability: free.scatterCountProbabilities[count]! }))
      .filter((award) => award.spins > 0 && award.probability > 0);
    const spinsPlayed = (initial: number) =>
      expectedFreeSpinsPlayed({ initial, cap: freeSpins.maxSpinsPerRound, retrigger });

    for (const count of [3, 4, 5]) {
      const probability = base.scatterCountProbabilities[count]!;
      const played = spinsPlayed(math.freeSpinAwards[count]!);
      freeSpinsTriggerProbability += probability;
      expectedFreeSpinsPerTrigger += probability * played;
      freeSpinsFeature += probability * played * perFreeSpin;
    }
    if (freeSpinsTriggerProbability > 0) expectedFreeSpinsPerTrigger /= freeSpinsTriggerProbability;
    if (freeSpins.buy) buyFeatureRtp = (spinsPlayed(freeSpins.buy.spins) * perFreeSpin) / freeSpins.buy.cost;
  }

  const rtp = base.lines + base.scatter + freeSpinsFeature;
  return {
    game: math.config.game,
    rtp,
    rtpPercent: (rtp * 100).toFixed(2),
    baseLines: base.lines,
    baseScatter: base.scatter,
    freeSpinsFeature,
    freeSpinsTriggerProbability,
    expectedFreeSpinsPerTrigger,
    buyFeatureRtp,
  };
}

function computePhaseReturn(math: CompiledMath, phase: SpinPhase): PhaseReturn {
  const strips = math.strips[phase]!;

  // Lines: integer weight of each five-symbol combination = product of the symbols' counts on their reels.
  const symbolCounts = strips.map((strip) => {
    const counts = new Array<number>(math.symbolIds.length).fill(0);
    for (const symbol of strip) counts[symbol]!++;
    return counts.flatMap((count, symbol) => (count > 0 ? [{ symbol, count }] : []));
  });
  const cells = new Array<number>(REEL_COUNT);
  // Weights stay below 2^53 (strips hold at most 1000 stops); the pay-weighted sum is kept in BigInt to stay exact.
  let weightedPay = 0n;
  const visit = (reel: number, weight: number) => {
    if (reel === REEL_COUNT) {
      const combination = bestLineCombination(math, cells);
      if (combination) weightedPay += BigInt(weight) * BigInt(combination.pay);
      return;
    }
    for (const { symbol, count } of symbolCounts[reel]!) {
      cells[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  const combinations = strips.reduce((product, strip) => product * strip.length, 1);
  // Every line has the same expectation, and the total bet is one line bet per line: per line = per total bet.
  const lines = Number(weightedPay) / combinations;

  // Scatters: scatterStops[reel] = stops showing a scatter (the schema allows at most one per window).
  let countWeights = [1];
  for (const strip of strips) {
    let withScatter = 0;
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < ROW_COUNT; row++) {
        if (strip[(stop + row) % strip.length] === math.scatter) {
          withScatter++;
          break;
        }
      }
    }
    const without = strip.length - withScatter;
    const next = new Array<number>(countWeights.length + 1).fill(0);
    countWeights.forEach((weight, count) => {
      next[count]! += weight * without;
      next[count + 1]! += weight * withScatter;
    });
    countWeights = next;
  }
  const scatterCountProbabilities = countWeights.map((weight) => weight / combinations);
  const scatter = scatterCountProbabilities.reduce(
    (sum, probability, count) => sum + probability * (math.scatterPays[count] ?? 0),
    0,
  );

  return { lines, scatter, scatterCountProbabilities };
}

export interface ExpectedFreeSpinsOptions {
  /** Spins awarded by the trigger. */
  initial: number;
  /** Most spins a round may award in total; awards beyond it are cut. */
  cap: number;
  /** Per free spin: the chance of each retrigger award. */
  retrigger: readonly { spins: number; probability: number }[];
}

/**
 * Expected free spins played. Without the cap this is initial / (1 − Σ p·spins), the geometric series of
 * retriggers; with it, a walk over "spins awarded so far" after each played spin gives the exact figure.
 */
export function expectedFreeSpinsPlayed({ initial, cap, retrigger }: ExpectedFreeSpinsOptions): number {
  const noRetrigger = 1 - retrigger.reduce((sum, award) => sum + award.probability, 0);
  // running[a]: probability the feature is still going with `a` spins awarded in total.
  let running = new Float64Array(cap + 1);
  running[Math.min(initial, cap)] = 1;
  let expected = 0;
  for (let played = 0; played < cap; played++) {
    let stillPlaying = 0;
    for (let awarded = played + 1; awarded <= cap; awarded++) stillPlaying += running[awarded]!;
    if (stillPlaying === 0) break;
    expected += stillPlaying;
    const next = new Float64Array(cap + 1);
    for (let awarded = played + 1; awarded <= cap; awarded++) {
      const mass = running[awarded]!;
      if (mass === 0) continue;
      next[awarded]! += mass * noRetrigger;
      for (const award of retrigger) next[Math.min(awarded + award.spins, cap)]! += mass * award.probability;
    }
    running = next;
  }
  return expected;
}
