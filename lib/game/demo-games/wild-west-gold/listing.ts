import { MODERN_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const wildWestGoldListing: DemoGameListing = {
  symbol: "vs40wildwest",
  slug: "wild-west-gold",
  title: "Wild West Gold",
  providerId: "provider_a",
  lines: 40,
  family: "frontier",
  assetVersion: "3.3.0",
  assetSymbol: "vs40wildwest",
  assetSource: "cdn",
  hasLocalAssets: false,
  gameServiceVersion: "5.3.0",
  loaderMode: "preload",
  shellStrategy: "iframe",
  certifiedBrowsers: MODERN_BROWSERS,
  features: { freeSpins: true, buyFeature: true, specialBet: true },
  specialBetProfile: {
    symbol: "vs40wildwest_sb",
    buttons: 3,
    bls: [40, 50, 60],
    default_bl: 40,
    service_version: "3.4.2",
    cver: "101233",
  },
};
