import { DESKTOP_AND_MOBILE_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const candyRushListing: DemoGameListing = {
  symbol: "bs25candyrush",
  slug: "candy-rush",
  title: "Candy Rush",
  providerId: "provider_b",
  lines: 25,
  family: "sweets",
  assetVersion: "2.0.1",
  assetSymbol: "bs25candyrush",
  assetSource: "local",
  hasLocalAssets: true,
  gameServiceVersion: "2.8.0",
  loaderMode: "progressive",
  shellStrategy: "iframe",
  certifiedBrowsers: DESKTOP_AND_MOBILE_BROWSERS,
  features: { freeSpins: true, buyFeature: true },
};
