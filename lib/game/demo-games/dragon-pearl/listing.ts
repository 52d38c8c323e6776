import { MODERN_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const dragonPearlListing: DemoGameListing = {
  symbol: "vs20dragonpearl",
  slug: "dragon-pearl",
  title: "Dragon Pearl",
  providerId: "provider_a",
  lines: 20,
  family: "asian-legends",
  assetVersion: "2.2.0",
  assetSymbol: "vs20dragonpearl",
  assetSource: "cdn",
  hasLocalAssets: false,
  gameServiceVersion: "5.1.4",
  loaderMode: "preload",
  shellStrategy: "iframe",
  certifiedBrowsers: MODERN_BROWSERS,
  features: { bonus: true, collect: true, specialBet: true },
  specialBetProfile: {
    symbol: "vs20dragonpearl_sb",
    buttons: 2,
    bls: [20, 25],
    default_bl: 20,
    service_version: "3.1.0",
    cver: "98412",
  },
};
