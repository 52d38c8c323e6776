import { DESKTOP_AND_MOBILE_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const pharaohsFortuneListing: DemoGameListing = {
  symbol: "vs25pharaoh",
  slug: "pharaohs-fortune",
  title: "Pharaoh's Fortune",
  providerId: "provider_a",
  lines: 25,
  family: "ancient-egypt",
  assetVersion: "3.0.7",
  assetSymbol: "vs25pharaoh",
  assetSource: "cdn",
  hasLocalAssets: false,
  gameServiceVersion: "5.2.0",
  loaderMode: "preload",
  shellStrategy: "iframe",
  certifiedBrowsers: DESKTOP_AND_MOBILE_BROWSERS,
  features: { freeSpins: true, buyFeature: true },
};
