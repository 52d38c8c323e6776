import { compileSlotMath } from "./compiled-math";
import { playRound } from "./play-round";
import { createSeededRandomSource } from "./rng";
import type { SlotMathConfig } from "./types";

/** Two-sided 99% quantile of the standard normal distribution. */
export const Z_99 = 2.5758293035489004;

export interface SimulateRoundsOptions {
  config: SlotMathConfig;
  rounds: number;
  seed: number;
  /** Simulate bought features instead of base rounds. */
  buyFeature?: boolean;
}

export interface SimulationResult {
  game: string;
  rounds: number;
  stakeCoins: number;
  winCoins: number;
  /** Total win / total stake. */
  rtp: number;
  /** Share of rounds that win anything. */
  hitFrequency: number;
  /** Share of rounds that award free spins. */
  freeSpinsFrequency: number;
  /** Standard deviation of one round's return (win / stake). */
  standardDeviation: number;
  /** standardDeviation / √rounds: the spread of the simulated RTP around the true one. */
  standardError: number;
}

/** Plays `rounds` full rounds (the same playRound as production) with a seeded RNG and measures them. */
export function simulateRounds({ config, rounds, seed, buyFeature = false }: SimulateRoundsOptions): SimulationResult {
  if (!Number.isSafeInteger(rounds) || rounds < 2) {
    throw new RangeError(`rounds must be an integer of at least 2, got ${rounds}`);
  }
  const { config: valid } = compileSlotMath(config);
  const rng = createSeededRandomSource(seed);
  let stakeCoins = 0;
  let winCoins = 0;
  let hits = 0;
  let featureRounds = 0;
  // Welford's running mean and sum of squared deviations of the per-round return.
  let mean = 0;
  let squaredDeviations = 0;
  for (let round = 1; round <= rounds; round++) {
    const outcome = playRound({ config, betLevel: valid.defaultBetLevel, rng, buyFeature });
    stakeCoins += outcome.stakeCoins;
    winCoins += outcome.totalWinCoins;
    if (outcome.totalWinCoins > 0) hits++;
    if (outcome.freeSpinsAwarded > 0) featureRounds++;
    const value = outcome.totalWinCoins / outcome.stakeCoins;
    const delta = value - mean;
    mean += delta / round;
    squaredDeviations += delta * (value - mean);
  }
  const standardDeviation = Math.sqrt(squaredDeviations / (rounds - 1));
  return {
    game: valid.game,
    rounds,
    stakeCoins,
    winCoins,
    rtp: winCoins / stakeCoins,
    hitFrequency: hits / rounds,
    freeSpinsFrequency: featureRounds / rounds,
    standardDeviation,
    standardError: standardDeviation / Math.sqrt(rounds),
  };
}

export interface ConfidenceInterval {
  low: number;
  high: number;
}

/** Where a simulated RTP of `rounds` rounds should land around the exact RTP: ± z standard errors. */
export function rtpConfidenceInterval(exactRtp: number, simulation: SimulationResult, z = Z_99): ConfidenceInterval {
  return { low: exactRtp - z * simulation.standardError, high: exactRtp + z * simulation.standardError };
}
