import { AppError } from "@/lib/base/errors";
import { compileSlotMath } from "./compiled-math";
import { evaluateSpin } from "./evaluate-spin";
import type { RandomSource } from "./rng";
import type { RoundOutcome, SlotMathConfig, SpinOutcome, SpinPhase } from "./types";

export interface PlayRoundOptions {
  config: SlotMathConfig;
  /** Line bet in coins; one of the config's betLevels. */
  betLevel: number;
  rng: RandomSource;
  /** Buy the free-spins feature instead of a base spin (only where the config offers it). */
  buyFeature?: boolean;
}

/** A full round: the base spin (or a bought feature) and every free spin it triggers, retriggers included. */
export function playRound({ config, betLevel, rng, buyFeature = false }: PlayRoundOptions): RoundOutcome {
  return runRound(config, betLevel, buyFeature, (phase) => {
    const strips = compileSlotMath(config).strips[phase]!;
    return strips.map((strip) => rng.nextInt(strip.length));
  });
}

export interface ReplayRoundOptions {
  config: SlotMathConfig;
  betLevel: number;
  buyFeature?: boolean;
  /** The recorded stops of every spin of the round, in order. */
  stops: readonly (readonly number[])[];
}

/**
 * Rebuilds a recorded round from its stops alone. The result equals the original outcome, so a stored round can
 * be shown again and checked against the game's maths.
 */
export function replayRound({ config, betLevel, buyFeature = false, stops }: ReplayRoundOptions): RoundOutcome {
  let next = 0;
  const outcome = runRound(config, betLevel, buyFeature, () => {
    const spinStops = stops[next++];
    if (!spinStops) {
      throw new AppError("invalid_request", `the round needs more than the ${stops.length} recorded spins`);
    }
    return spinStops;
  });
  if (next !== stops.length) {
    throw new AppError("invalid_request", `the round has ${next} spins, but ${stops.length} were recorded`);
  }
  return outcome;
}

function runRound(
  config: SlotMathConfig,
  betLevel: number,
  buyFeature: boolean,
  drawStops: (phase: SpinPhase) => readonly number[],
): RoundOutcome {
  const math = compileSlotMath(config);
  const { game, betLevels, freeSpins } = math.config;
  if (!betLevels.includes(betLevel)) {
    throw new AppError(
      "invalid_request",
      `bet level ${betLevel} is not offered by ${game}; choose one of ${betLevels.join(", ")}`,
    );
  }
  if (buyFeature && !freeSpins?.buy) throw new AppError("invalid_request", `${game} has no feature to buy`);

  const lines = math.paylines.length;
  const totalBetCoins = lines * betLevel;
  const cap = freeSpins?.maxSpinsPerRound ?? 0;
  const spins: SpinOutcome[] = [];
  let stakeCoins = totalBetCoins;
  let awarded = 0;

  if (buyFeature) {
    stakeCoins = freeSpins!.buy!.cost * totalBetCoins;
    awarded = freeSpins!.buy!.spins;
  } else {
    const base = evaluateSpin({ config, stops: drawStops("base"), phase: "base", betLevel });
    spins.push(base);
    awarded = Math.min(base.freeSpinsAwarded, cap);
  }
  // Retriggers add spins until the round's cap; the exact RTP models the same cut (exact-rtp.ts).
  for (let played = 0; played < awarded; played++) {
    const spin = evaluateSpin({ config, stops: drawStops("free"), phase: "free", betLevel });
    spins.push(spin);
    awarded = Math.min(awarded + spin.freeSpinsAwarded, cap);
  }

  const totalWinCoins = spins.reduce((sum, spin) => sum + spin.winCoins, 0);
  return {
    game,
    betLevel,
    lines,
    stakeCoins,
    boughtFeature: buyFeature,
    spins,
    freeSpinsAwarded: awarded,
    totalWinCoins,
  };
}
