import type { Game } from "@/lib/contract/provider-api";
import { AppError } from "@/lib/base/errors";
import { operatorCatalog } from "./operator-catalog";

// One game of the live catalog, by symbol or slug, under the same access rule as the list: a game outside the
// operator's allowlist (or not live) is "not found", exactly as if it did not exist.

export async function getCatalogGame(options: {
  operatorId: string | null;
  symbolOrSlug: string;
  baseUrl: string;
}): Promise<Game> {
  const { symbolOrSlug } = options;
  const catalog = await operatorCatalog({ operatorId: options.operatorId, providerId: null, baseUrl: options.baseUrl });
  // A symbol match wins over another game's identical slug.
  const game = catalog.bySymbol.get(symbolOrSlug) ?? catalog.bySlug.get(symbolOrSlug);
  if (!game) throw new AppError("game_not_found", "Game not found in this operator's catalog");
  return game;
}
