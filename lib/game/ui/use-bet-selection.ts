"use client";

import { useState } from "react";
import type { RuntimeGame } from "@/lib/contract/runtime-api";
import { multiplyDecimal } from "./decimal-money";

/** The player's bet (level and coin value), the total it stakes and what buying the feature costs at it. */
export function useBetSelection(game: RuntimeGame) {
  const [betLevel, setBetLevel] = useState(game.defaultBetLevel);
  const [coinValue, setCoinValue] = useState(game.defaultCoinValue);
  const totalBet = multiplyDecimal(coinValue, game.lines * betLevel);
  const buyCost = game.buyFeature ? multiplyDecimal(totalBet, game.buyFeature.costMultiplier) : null;
  const selectBet = (bet: { betLevel: number; coinValue: string }) => {
    setBetLevel(bet.betLevel);
    setCoinValue(bet.coinValue);
  };
  return { betLevel, coinValue, totalBet, buyCost, selectBet };
}
