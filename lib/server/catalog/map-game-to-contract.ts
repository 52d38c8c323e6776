import { specialBetProfileSchema, type Game, type ProviderId } from "@/lib/contract/provider-api";
import { gameArtUrl } from "@/lib/server/art/game-art-url";
import type { Prisma } from "@/lib/server/db/prisma";

// A stored game as the contract's Game. Optional text fields the game does not have are left out (the contract
// types them as plain strings); rtp and special_bet_profile are null when unknown, as the contract allows.

// Only the columns the contract shows: a game row also holds its maths (reel strips, paytable), which would make
// reading a large catalog many times slower.
export const catalogGameSelect = {
  symbol: true,
  slug: true,
  title: true,
  providerId: true,
  family: true,
  rtp: true,
  rtpVariants: true,
  lines: true,
  assetVersion: true,
  assetSymbol: true,
  assetSource: true,
  hasLocalAssets: true,
  gameServiceVersion: true,
  loaderMode: true,
  shellStrategy: true,
  launchStatus: true,
  liveCatalogEnabled: true,
  certifiedBrowsers: true,
  featureBonus: true,
  featureCollect: true,
  featureFreeSpins: true,
  featureBuyFeature: true,
  featureSpecialBet: true,
  specialBetProfile: true,
  launchPath: true,
  provider: { select: { name: true, tagline: true } },
} satisfies Prisma.GameSelect;

export type CatalogGameRecord = Prisma.GameGetPayload<{ select: typeof catalogGameSelect }>;

/** `rtpVariant`: the variant the operator's players get (sessionRtpVariant); rtp reports that variant's return. */
export function mapGameToContract(game: CatalogGameRecord, options: { baseUrl: string; rtpVariant: string }): Game {
  const thumbnailUrl = gameArtUrl({
    baseUrl: options.baseUrl,
    symbol: game.symbol,
    slug: game.slug,
    title: game.title,
  });
  const profile = game.specialBetProfile === null ? null : specialBetProfileSchema.safeParse(game.specialBetProfile);
  return {
    symbol: game.symbol,
    slug: game.slug,
    title: game.title,
    // The providers table is reference data holding exactly the contract's two ids.
    provider_id: game.providerId as ProviderId,
    provider: game.provider.name,
    ...optional("family", game.family),
    rtp: rtpNumber(variantRtp(game, options.rtpVariant)),
    ...optional("lines", game.lines),
    ...optional("asset_version", game.assetVersion),
    ...optional("asset_symbol", game.assetSymbol),
    ...optional("asset_source", game.assetSource),
    has_local_assets: game.hasLocalAssets,
    ...optional("game_service_version", game.gameServiceVersion),
    ...optional("loader_mode", game.loaderMode),
    ...optional("provider_tagline", game.provider.tagline),
    ...optional("shell_strategy", game.shellStrategy),
    launch_status: game.launchStatus,
    live_catalog_enabled: game.liveCatalogEnabled,
    certified_browsers: game.certifiedBrowsers,
    features: {
      bonus: game.featureBonus,
      collect: game.featureCollect,
      free_spins: game.featureFreeSpins,
      buy_feature: game.featureBuyFeature,
      special_bet: game.featureSpecialBet,
    },
    special_bet_profile: profile?.success ? profile.data : null,
    thumbnail: { symbol: game.symbol, slug: game.slug, title: game.title, url: thumbnailUrl },
    thumbnail_url: thumbnailUrl,
    launch_path: game.launchPath,
  };
}

function optional<Key extends string, Value>(key: Key, value: Value | null): { [K in Key]?: Value } {
  return (value === null ? {} : { [key]: value }) as { [K in Key]?: Value };
}

// A game without that variant (or without variants) offers one return: its own rtp.
function variantRtp(game: Pick<CatalogGameRecord, "rtp" | "rtpVariants">, variant: string): string | null {
  const variants = game.rtpVariants;
  if (variants !== null && typeof variants === "object" && !Array.isArray(variants)) {
    const text = (variants as Record<string, unknown>)[variant];
    if (typeof text === "string") return text;
  }
  return game.rtp;
}

// rtp is stored as decimal text ("96.48"); the contract's number keeps the same digits in JSON.
function rtpNumber(rtp: string | null): number | null {
  if (rtp === null) return null;
  const value = Number(rtp);
  return Number.isFinite(value) ? value : null;
}
