import { MODERN_BROWSERS } from "@/lib/game/demo-games/certified-browsers";
import type { DemoGameListing } from "@/lib/game/demo-games/demo-game";

export const gemVaultListing: DemoGameListing = {
  symbol: "bs30gemvault",
  slug: "gem-vault",
  title: "Gem Vault",
  providerId: "provider_b",
  lines: 30,
  family: "gems",
  assetVersion: "0.9.8",
  assetSymbol: "bs30gemvault",
  assetSource: "local",
  hasLocalAssets: true,
  gameServiceVersion: "2.8.0",
  loaderMode: "preload",
  shellStrategy: "iframe",
  certifiedBrowsers: MODERN_BROWSERS,
  features: { freeSpins: true },
};
