import { AppError } from "@/lib/base/errors";
import { bestLineCombination, compileSlotMath } from "./compiled-math";
import {
  REEL_COUNT,
  ROW_COUNT,
  type LineWin,
  type ScatterWin,
  type SlotMathConfig,
  type SpinOutcome,
  type SpinPhase,
} from "./types";

export interface EvaluateSpinOptions {
  config: SlotMathConfig;
  /** Strip index shown on the top row, one per reel. */
  stops: readonly number[];
  phase: SpinPhase;
  /** Line bet in coins. */
  betLevel: number;
}

/**
 * Turns reel stops into the window and its wins: every payline's best left-to-right combination, scatters
 * anywhere in the window, and the free spins they award. Wins are integer coins: line pay × betLevel and
 * scatter pay × lines × betLevel, times the free-spin multiplier during free spins.
 */
export function evaluateSpin({ config, stops, phase, betLevel }: EvaluateSpinOptions): SpinOutcome {
  const math = compileSlotMath(config);
  const strips = math.strips[phase];
  if (!strips) throw new AppError("invalid_request", `${math.config.game} has no free spins`);
  if (!Number.isSafeInteger(betLevel) || betLevel < 1) {
    throw new AppError("invalid_request", "betLevel must be a positive integer");
  }
  if (stops.length !== REEL_COUNT) throw new AppError("invalid_request", `a spin has ${REEL_COUNT} stops`);

  const cells = new Array<number>(REEL_COUNT * ROW_COUNT);
  for (let reel = 0; reel < REEL_COUNT; reel++) {
    const strip = strips[reel]!;
    const stop = stops[reel]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new AppError("invalid_request", `stop ${stop} is outside reel ${reel + 1} (0–${strip.length - 1})`);
    }
    for (let row = 0; row < ROW_COUNT; row++) cells[reel * ROW_COUNT + row] = strip[(stop + row) % strip.length]!;
  }

  // Plain loops, no closures: a simulation evaluates millions of spins.
  const multiplier = phase === "free" ? math.freeSpinMultiplier : 1;
  const lineWins: LineWin[] = [];
  let winCoins = 0;
  const line = new Array<number>(REEL_COUNT);
  const { paylines } = math;
  for (let lineIndex = 0; lineIndex < paylines.length; lineIndex++) {
    const rows = paylines[lineIndex]!;
    for (let reel = 0; reel < REEL_COUNT; reel++) line[reel] = cells[reel * ROW_COUNT + rows[reel]!]!;
    const combination = bestLineCombination(math, line);
    if (combination) {
      const lineWinCoins = combination.pay * betLevel * multiplier;
      winCoins += lineWinCoins;
      lineWins.push({
        line: lineIndex + 1,
        symbol: math.symbolIds[combination.symbol]!,
        count: combination.count,
        pay: combination.pay,
        winCoins: lineWinCoins,
      });
    }
  }

  let scatterWin: ScatterWin | null = null;
  let freeSpinsAwarded = 0;
  if (math.scatter >= 0) {
    const positions: [number, number][] = [];
    for (let cell = 0; cell < cells.length; cell++) {
      if (cells[cell] === math.scatter) positions.push([Math.floor(cell / ROW_COUNT), cell % ROW_COUNT]);
    }
    const count = positions.length;
    const pay = math.scatterPays[count] ?? 0;
    if (pay > 0) {
      scatterWin = {
        symbol: math.symbolIds[math.scatter]!,
        count,
        positions,
        pay,
        winCoins: pay * paylines.length * betLevel * multiplier,
      };
      winCoins += scatterWin.winCoins;
    }
    freeSpinsAwarded = (phase === "base" ? math.freeSpinAwards : math.retriggerAwards)[count] ?? 0;
  }

  const window: string[][] = new Array(REEL_COUNT);
  for (let reel = 0; reel < REEL_COUNT; reel++) {
    const column: string[] = new Array(ROW_COUNT);
    for (let row = 0; row < ROW_COUNT; row++) column[row] = math.symbolIds[cells[reel * ROW_COUNT + row]!]!;
    window[reel] = column;
  }
  return { phase, stops: [...stops], window, lineWins, scatterWin, freeSpinsAwarded, multiplier, winCoins };
}
