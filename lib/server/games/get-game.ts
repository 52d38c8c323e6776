import { z } from "zod";
import { AppError } from "@/lib/base/errors";
import { findGameBySymbolOrSlug } from "@/lib/server/games/find-game-by-symbol-or-slug";
import { typedGameIdentifierSchema } from "@/lib/server/games/game-fields";
import type { GameListItem } from "@/lib/server/games/list-games";
import { parseInput } from "@/lib/base/parse-input";

/** One game by symbol or slug (a symbol match wins), in the same shape as the games list. */
export async function getGame(options: { symbol: string }): Promise<GameListItem> {
  const { symbol } = parseInput(z.object({ symbol: typedGameIdentifierSchema }), options);
  const game = await findGameBySymbolOrSlug({
    symbolOrSlug: symbol,
    query: {
      omit: { mathConfig: true },
      include: { provider: { select: { name: true } }, _count: { select: { catalogEntries: true } } },
    },
  });
  if (!game) throw new AppError("game_not_found", `Game "${symbol}" not found`);
  const { provider, _count, ...rest } = game;
  return { ...rest, providerName: provider.name, catalogCount: _count.catalogEntries };
}
