import type { GameArtContentType } from "@/lib/contract/provider-api";
import { versionedCache } from "@/lib/server/cache/versioned-cache";
import { findGameBySymbolOrSlug } from "@/lib/server/games/find-game-by-symbol-or-slug";
import { strongEtag } from "@/lib/server/http/etag";
import { renderFallbackArtSvg } from "./fallback-art-svg";

// A game's artwork: the uploaded bytes when there are any, else a generated SVG card. The fallback is drawn from
// the title in the URL (catalog thumbnail URLs carry it), else the game's title, else the symbol; an unknown
// symbol gets a card too, so a thumbnail never breaks an operator's lobby.

export interface GameArtImage {
  contentType: GameArtContentType;
  bytes: Uint8Array;
  /** Strong ETag value (quoted SHA-256 hex of the bytes). */
  etag: string;
  generated: boolean;
}

// Known games' art rows, by the symbol or slug asked for, kept in-process under the provider API cache version
// (an upload on any instance moves it). Unknown symbols are not kept (they come from requests), nor are uploads
// above CACHED_ART_MAX_BYTES, so the cache holds at most 512 × 128 KiB.
const CACHED_ART_MAX_BYTES = 128 * 1024;
const artRows = versionedCache<ArtRow | null>("game-art", 512);

type ArtRow = Awaited<ReturnType<typeof findArtRow>>;

function findArtRow(symbolOrSlug: string) {
  return findGameBySymbolOrSlug({
    symbolOrSlug,
    query: { select: { symbol: true, title: true, art: { select: { contentType: true, bytes: true, sha256: true } } } },
  });
}

export async function getGameArt(options: { symbol: string; title?: string | null }): Promise<GameArtImage> {
  const game = await artRows.readThrough(
    options.symbol,
    () => findArtRow(options.symbol),
    (row) => row !== null && (row.art?.bytes.byteLength ?? 0) <= CACHED_ART_MAX_BYTES,
  );
  if (game?.art) {
    return {
      contentType: game.art.contentType as GameArtContentType,
      bytes: game.art.bytes,
      etag: `"${game.art.sha256}"`,
      generated: false,
    };
  }
  const title = options.title?.trim() || game?.title || options.symbol;
  const bytes = new TextEncoder().encode(renderFallbackArtSvg({ symbol: game?.symbol ?? options.symbol, title }));
  return {
    contentType: "image/svg+xml",
    bytes,
    etag: strongEtag(bytes),
    generated: true,
  };
}
