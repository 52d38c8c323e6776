import type { AssetSource, LaunchStatus, LoaderMode, ShellStrategy } from "@/lib/contract/game-vocabulary";
import type { SlotMathConfig } from "@/lib/game/math/types";

// What a demo game folder (lib/game/demo-games/<slug>/) holds, as plain data that server and browser both read:
// listing.ts (its catalog entry), math.ts (its maths), theme.ts (its colours); art.tsx (its drawings) is browser
// code and is registered apart, in art-registry.tsx.

/**
 * The game's catalog entry, as the seed creates it. The enumerated fields name the games schema's values
 * (lib/server/games/game-fields.ts); the seed hands the listing to upsertGame, so tsc and the schema check both.
 */
export interface DemoGameListing {
  symbol: string;
  slug: string;
  title: string;
  providerId: string;
  lines: number;
  family: string;
  assetVersion: string;
  assetSymbol: string;
  assetSource: AssetSource;
  hasLocalAssets: boolean;
  gameServiceVersion: string;
  loaderMode: LoaderMode;
  shellStrategy: ShellStrategy;
  certifiedBrowsers: string[];
  features: { bonus?: boolean; collect?: boolean; freeSpins?: boolean; buyFeature?: boolean; specialBet?: boolean };
  specialBetProfile?: {
    symbol: string;
    buttons: number;
    bls: number[];
    default_bl: number;
    service_version: string;
    cver: string;
  };
  launchStatus?: LaunchStatus;
  liveCatalogEnabled?: boolean;
}

/** A game's colours: the page background, the reel frame and the accents of its buttons and win effects. */
export interface GameTheme {
  /** Background gradient stops, top to bottom. */
  backdrop: [string, string, string];
  /** Soft light blobs drawn over the backdrop. */
  glow: [string, string];
  /** Main accent (spin button, highlights) and a second accent (win lines, badges). */
  accent: string;
  accentAlt: string;
  /** Reel frame metal and the reel window behind the symbols. */
  frame: string;
  reelBackdrop: [string, string];
  /** Text on the accent colour. */
  onAccent: string;
}

/** A demo game as the server and tools see it: its catalog entry and its (frozen, validated) maths. */
export interface DemoGame {
  listing: DemoGameListing;
  math: SlotMathConfig;
}
