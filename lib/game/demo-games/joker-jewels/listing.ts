import { DESKTOP_AND_MOBILE_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const jokerJewelsListing: DemoGameListing = {
  symbol: "vs5jokerjewels",
  slug: "joker-jewels",
  title: "Joker Jewels",
  providerId: "provider_a",
  lines: 5,
  family: "classic-fruits",
  assetVersion: "1.4.2",
  assetSymbol: "vs5jokerjewels",
  assetSource: "local",
  hasLocalAssets: true,
  gameServiceVersion: "4.8.1",
  loaderMode: "progressive",
  shellStrategy: "iframe",
  certifiedBrowsers: DESKTOP_AND_MOBILE_BROWSERS,
  features: {},
};
