import { DESKTOP_AND_MOBILE_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const auroraRichesListing: DemoGameListing = {
  symbol: "vs20aurora",
  slug: "aurora-riches",
  title: "Aurora Riches",
  providerId: "provider_a",
  lines: 20,
  family: "aurora",
  assetVersion: "2.4.1",
  assetSymbol: "vs20aurora",
  assetSource: "local",
  hasLocalAssets: true,
  gameServiceVersion: "5.2.0",
  loaderMode: "progressive",
  shellStrategy: "iframe",
  certifiedBrowsers: DESKTOP_AND_MOBILE_BROWSERS,
  features: { freeSpins: true },
};
