import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const luckySevensListing: DemoGameListing = {
  symbol: "vs9luckysevens",
  slug: "lucky-sevens",
  title: "Lucky Sevens",
  providerId: "provider_a",
  lines: 9,
  family: "classic-fruits",
  assetVersion: "1.0.5",
  assetSymbol: "vs9luckysevens",
  assetSource: "local",
  hasLocalAssets: true,
  gameServiceVersion: "4.6.0",
  loaderMode: "progressive",
  shellStrategy: "redirect",
  certifiedBrowsers: ["chrome", "firefox"],
  features: {},
};
