import type { ReactNode } from "react";
import type { SymbolDrawings } from "./art-primitives";
import { auroraRichesArt } from "./aurora-riches/art";
import { auroraRichesListing } from "./aurora-riches/listing";
import { auroraRichesTheme } from "./aurora-riches/theme";
import { pharaohsFortuneArt } from "./pharaohs-fortune/art";
import { pharaohsFortuneListing } from "./pharaohs-fortune/listing";
import { pharaohsFortuneTheme } from "./pharaohs-fortune/theme";
import { fruitBlazeArt } from "./fruit-blaze/art";
import { fruitBlazeListing } from "./fruit-blaze/listing";
import { fruitBlazeTheme } from "./fruit-blaze/theme";
import { dragonPearlArt } from "./dragon-pearl/art";
import { dragonPearlListing } from "./dragon-pearl/listing";
import { dragonPearlTheme } from "./dragon-pearl/theme";
import { jokerJewelsArt } from "./joker-jewels/art";
import { jokerJewelsListing } from "./joker-jewels/listing";
import { jokerJewelsTheme } from "./joker-jewels/theme";
import { wildWestGoldArt } from "./wild-west-gold/art";
import { wildWestGoldListing } from "./wild-west-gold/listing";
import { wildWestGoldTheme } from "./wild-west-gold/theme";
import { luckySevensArt } from "./lucky-sevens/art";
import { luckySevensListing } from "./lucky-sevens/listing";
import { luckySevensTheme } from "./lucky-sevens/theme";
import { oceanicTreasuresArt } from "./oceanic-treasures/art";
import { oceanicTreasuresListing } from "./oceanic-treasures/listing";
import { oceanicTreasuresTheme } from "./oceanic-treasures/theme";
import { vikingSagaArt } from "./viking-saga/art";
import { vikingSagaListing } from "./viking-saga/listing";
import { vikingSagaTheme } from "./viking-saga/theme";
import { candyRushArt } from "./candy-rush/art";
import { candyRushListing } from "./candy-rush/listing";
import { candyRushTheme } from "./candy-rush/theme";
import { samuraiSpiritArt } from "./samurai-spirit/art";
import { samuraiSpiritListing } from "./samurai-spirit/listing";
import { samuraiSpiritTheme } from "./samurai-spirit/theme";
import { cosmicCashArt } from "./cosmic-cash/art";
import { cosmicCashListing } from "./cosmic-cash/listing";
import { cosmicCashTheme } from "./cosmic-cash/theme";
import { gemVaultArt } from "./gem-vault/art";
import { gemVaultListing } from "./gem-vault/listing";
import { gemVaultTheme } from "./gem-vault/theme";
import { retroReelsArt } from "./retro-reels/art";
import { retroReelsListing } from "./retro-reels/listing";
import { retroReelsTheme } from "./retro-reels/theme";
import type { GameTheme } from "./demo-game";
import { sharedSymbolArt } from "./shared-symbol-art";

// The demo games for the browser: each game's colours and drawings, from its folder (its maths stays out of the
// page bundle). Adding a game is adding its folder and a line here and in registry.ts.

const DEMO_GAME_LOOKS = new Map<string, { theme: GameTheme; art: SymbolDrawings }>([
  [auroraRichesListing.symbol, { theme: auroraRichesTheme, art: auroraRichesArt }],
  [pharaohsFortuneListing.symbol, { theme: pharaohsFortuneTheme, art: pharaohsFortuneArt }],
  [fruitBlazeListing.symbol, { theme: fruitBlazeTheme, art: fruitBlazeArt }],
  [dragonPearlListing.symbol, { theme: dragonPearlTheme, art: dragonPearlArt }],
  [jokerJewelsListing.symbol, { theme: jokerJewelsTheme, art: jokerJewelsArt }],
  [wildWestGoldListing.symbol, { theme: wildWestGoldTheme, art: wildWestGoldArt }],
  [luckySevensListing.symbol, { theme: luckySevensTheme, art: luckySevensArt }],
  [oceanicTreasuresListing.symbol, { theme: oceanicTreasuresTheme, art: oceanicTreasuresArt }],
  [vikingSagaListing.symbol, { theme: vikingSagaTheme, art: vikingSagaArt }],
  [candyRushListing.symbol, { theme: candyRushTheme, art: candyRushArt }],
  [samuraiSpiritListing.symbol, { theme: samuraiSpiritTheme, art: samuraiSpiritArt }],
  [cosmicCashListing.symbol, { theme: cosmicCashTheme, art: cosmicCashArt }],
  [gemVaultListing.symbol, { theme: gemVaultTheme, art: gemVaultArt }],
  [retroReelsListing.symbol, { theme: retroReelsTheme, art: retroReelsArt }],
]);

/** The demo game's own colours; undefined for any other game. */
export function demoGameTheme(gameSymbol: string): GameTheme | undefined {
  return DEMO_GAME_LOOKS.get(gameSymbol)?.theme;
}

// Drawings are found by symbol id alone, whatever the game, so a new game that reuses an id (cherry, a, star…)
// is drawn at once. Hence one drawing per id: a second would silently replace the first in every game using it.
const SYMBOL_DRAWINGS = new Map<string, () => ReactNode>();
for (const drawings of [sharedSymbolArt, ...[...DEMO_GAME_LOOKS.values()].map((look) => look.art)]) {
  for (const [symbolId, draw] of Object.entries(drawings)) {
    if (SYMBOL_DRAWINGS.has(symbolId))
      throw new Error(`symbol ${symbolId} is drawn twice; draw it once, in shared-symbol-art.tsx`);
    SYMBOL_DRAWINGS.set(symbolId, draw);
  }
}

/** The drawing of a symbol id, or undefined when no demo game draws it. */
export function symbolDrawing(symbolId: string): (() => ReactNode) | undefined {
  return SYMBOL_DRAWINGS.get(symbolId);
}
