import { DESKTOP_AND_MOBILE_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const oceanicTreasuresListing: DemoGameListing = {
  symbol: "bs20oceanic",
  slug: "oceanic-treasures",
  title: "Oceanic Treasures",
  providerId: "provider_b",
  lines: 20,
  family: "deep-sea",
  assetVersion: "1.12.0",
  assetSymbol: "bs20oceanic",
  assetSource: "remote",
  hasLocalAssets: false,
  gameServiceVersion: "2.7.3",
  loaderMode: "progressive",
  shellStrategy: "iframe",
  certifiedBrowsers: DESKTOP_AND_MOBILE_BROWSERS,
  features: { freeSpins: true },
};
