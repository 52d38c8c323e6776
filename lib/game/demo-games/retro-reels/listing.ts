import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const retroReelsListing: DemoGameListing = {
  symbol: "bs10retroreels",
  slug: "retro-reels",
  title: "Retro Reels",
  providerId: "provider_b",
  lines: 10,
  family: "classic-fruits",
  assetVersion: "1.0.0",
  assetSymbol: "bs10retroreels",
  assetSource: "local",
  hasLocalAssets: true,
  gameServiceVersion: "2.5.0",
  loaderMode: "progressive",
  shellStrategy: "redirect",
  certifiedBrowsers: ["chrome", "firefox", "edge"],
  features: {},
  launchStatus: "maintenance",
  liveCatalogEnabled: false,
};
