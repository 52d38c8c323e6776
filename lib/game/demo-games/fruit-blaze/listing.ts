import { DESKTOP_AND_MOBILE_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const fruitBlazeListing: DemoGameListing = {
  symbol: "vs10fruitblaze",
  slug: "fruit-blaze",
  title: "Fruit Blaze",
  providerId: "provider_a",
  lines: 10,
  family: "classic-fruits",
  assetVersion: "1.9.3",
  assetSymbol: "vs10fruitblaze",
  assetSource: "local",
  hasLocalAssets: true,
  gameServiceVersion: "4.8.1",
  loaderMode: "progressive",
  shellStrategy: "redirect",
  certifiedBrowsers: DESKTOP_AND_MOBILE_BROWSERS,
  features: {},
};
