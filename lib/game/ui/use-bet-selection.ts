"use client";

import { useState } from "react";
import type { RuntimeGame } from "@/lib/contract/runtime-api";
import { compareDecimal, multiplyDecimal } from "@/lib/base/money/decimal-arithmetic";

/** Whether a bet may be offered (the session's stake limit); every bet fits without one. */
export type BetFits = (betLevel: number, coinValue: string) => boolean;

/**
 * The game's default bet, or, when the session's stake limit forbids it, the largest bet that fits (falling back
 * to the smallest there is, which the server then refuses with a clear message).
 */
function openingBet(game: RuntimeGame, fits: BetFits): { betLevel: number; coinValue: string } {
  if (fits(game.defaultBetLevel, game.defaultCoinValue))
    return { betLevel: game.defaultBetLevel, coinValue: game.defaultCoinValue };
  return largestFittingBet(game, fits) ?? { betLevel: game.betLevels[0]!, coinValue: game.coinValues[0]! };
}

/** The bet with the largest total stake that fits, or null when none does. */
export function largestFittingBet(game: RuntimeGame, fits: BetFits): { betLevel: number; coinValue: string } | null {
  let best: { betLevel: number; coinValue: string; total: string } | null = null;
  for (const betLevel of game.betLevels) {
    for (const coinValue of game.coinValues) {
      if (!fits(betLevel, coinValue)) continue;
      const total = multiplyDecimal(coinValue, game.lines * betLevel);
      if (!best || compareDecimal(total, best.total) > 0) best = { betLevel, coinValue, total };
    }
  }
  return best && { betLevel: best.betLevel, coinValue: best.coinValue };
}

/** The player's bet (level and coin value), the total it stakes and what buying the feature costs at it. */
export function useBetSelection(game: RuntimeGame, fits: BetFits = () => true) {
  const [opening] = useState(() => openingBet(game, fits));
  const [betLevel, setBetLevel] = useState(opening.betLevel);
  const [coinValue, setCoinValue] = useState(opening.coinValue);
  const totalBet = multiplyDecimal(coinValue, game.lines * betLevel);
  const buyCost = game.buyFeature ? multiplyDecimal(totalBet, game.buyFeature.costMultiplier) : null;
  const selectBet = (bet: { betLevel: number; coinValue: string }) => {
    setBetLevel(bet.betLevel);
    setCoinValue(bet.coinValue);
  };
  return { betLevel, coinValue, totalBet, buyCost, selectBet };
}
