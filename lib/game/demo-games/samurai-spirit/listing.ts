import { MODERN_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const samuraiSpiritListing: DemoGameListing = {
  symbol: "bs20samurai",
  slug: "samurai-spirit",
  title: "Samurai Spirit",
  providerId: "provider_b",
  lines: 20,
  family: "asian-legends",
  assetVersion: "1.3.9",
  assetSymbol: "bs20samurai",
  assetSource: "remote",
  hasLocalAssets: false,
  gameServiceVersion: "2.8.0",
  loaderMode: "preload",
  shellStrategy: "redirect",
  certifiedBrowsers: MODERN_BROWSERS,
  features: { specialBet: true },
  specialBetProfile: {
    symbol: "bs20samurai_sb",
    buttons: 2,
    bls: [20, 30],
    default_bl: 20,
    service_version: "1.8.0",
    cver: "7730",
  },
};
