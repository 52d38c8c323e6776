import type { SlotMathConfig } from "@/lib/game/math/types";
import { AppError } from "@/lib/base/errors";
import { auroraRichesListing } from "./aurora-riches/listing";
import { auroraRichesMath } from "./aurora-riches/math";
import { pharaohsFortuneListing } from "./pharaohs-fortune/listing";
import { pharaohsFortuneMath } from "./pharaohs-fortune/math";
import { fruitBlazeListing } from "./fruit-blaze/listing";
import { fruitBlazeMath } from "./fruit-blaze/math";
import { dragonPearlListing } from "./dragon-pearl/listing";
import { dragonPearlMath } from "./dragon-pearl/math";
import { jokerJewelsListing } from "./joker-jewels/listing";
import { jokerJewelsMath } from "./joker-jewels/math";
import { wildWestGoldListing } from "./wild-west-gold/listing";
import { wildWestGoldMath } from "./wild-west-gold/math";
import { luckySevensListing } from "./lucky-sevens/listing";
import { luckySevensMath } from "./lucky-sevens/math";
import { oceanicTreasuresListing } from "./oceanic-treasures/listing";
import { oceanicTreasuresMath } from "./oceanic-treasures/math";
import { vikingSagaListing } from "./viking-saga/listing";
import { vikingSagaMath } from "./viking-saga/math";
import { candyRushListing } from "./candy-rush/listing";
import { candyRushMath } from "./candy-rush/math";
import { samuraiSpiritListing } from "./samurai-spirit/listing";
import { samuraiSpiritMath } from "./samurai-spirit/math";
import { cosmicCashListing } from "./cosmic-cash/listing";
import { cosmicCashMath } from "./cosmic-cash/math";
import { gemVaultListing } from "./gem-vault/listing";
import { gemVaultMath } from "./gem-vault/math";
import { retroReelsListing } from "./retro-reels/listing";
import { retroReelsMath } from "./retro-reels/math";
import type { DemoGame } from "./demo-game";

// The demo games for the server and the tools: each game's catalog entry and maths, from its folder. Adding a game
// is adding its folder and a line here and in art-registry.tsx.

/** In catalog order: the seed creates them in this order. */
export const DEMO_GAMES: readonly DemoGame[] = [
  { listing: auroraRichesListing, math: auroraRichesMath },
  { listing: pharaohsFortuneListing, math: pharaohsFortuneMath },
  { listing: fruitBlazeListing, math: fruitBlazeMath },
  { listing: dragonPearlListing, math: dragonPearlMath },
  { listing: jokerJewelsListing, math: jokerJewelsMath },
  { listing: wildWestGoldListing, math: wildWestGoldMath },
  { listing: luckySevensListing, math: luckySevensMath },
  { listing: oceanicTreasuresListing, math: oceanicTreasuresMath },
  { listing: vikingSagaListing, math: vikingSagaMath },
  { listing: candyRushListing, math: candyRushMath },
  { listing: samuraiSpiritListing, math: samuraiSpiritMath },
  { listing: cosmicCashListing, math: cosmicCashMath },
  { listing: gemVaultListing, math: gemVaultMath },
  { listing: retroReelsListing, math: retroReelsMath },
];

/** Demo game symbol → its maths (frozen). */
export const demoGameMath: Record<string, SlotMathConfig> = Object.fromEntries(
  DEMO_GAMES.map(({ math }) => [math.game, math]),
);

export function getDemoGameMath(symbol: string): SlotMathConfig {
  const config = demoGameMath[symbol];
  if (!config) throw new AppError("game_not_found", `no demo maths for game ${symbol}`);
  return config;
}
