import { DESKTOP_AND_MOBILE_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const cosmicCashListing: DemoGameListing = {
  symbol: "bs15cosmic",
  slug: "cosmic-cash",
  title: "Cosmic Cash",
  providerId: "provider_b",
  lines: 15,
  family: "space",
  assetVersion: "1.1.2",
  assetSymbol: "bs15cosmic",
  assetSource: "cdn",
  hasLocalAssets: false,
  gameServiceVersion: "2.6.5",
  loaderMode: "progressive",
  shellStrategy: "iframe",
  certifiedBrowsers: DESKTOP_AND_MOBILE_BROWSERS,
  features: { collect: true },
};
