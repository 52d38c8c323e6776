import { MODERN_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const vikingSagaListing: DemoGameListing = {
  symbol: "bs10vikingsaga",
  slug: "viking-saga",
  title: "Viking Saga",
  providerId: "provider_b",
  lines: 10,
  family: "norse",
  assetVersion: "1.6.4",
  assetSymbol: "bs10vikingsaga",
  assetSource: "cdn",
  hasLocalAssets: false,
  gameServiceVersion: "2.7.3",
  loaderMode: "preload",
  shellStrategy: "iframe",
  certifiedBrowsers: MODERN_BROWSERS,
  features: { bonus: true },
};
