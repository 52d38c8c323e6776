import { z } from "zod";
import type { Game } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";

export type GameListItem = Omit<Game, "mathConfig"> & { providerName: string; catalogCount: number };

const listGamesSchema = z.object({
  providerId: z.string().trim().min(1).max(40).optional(),
  search: z.string().trim().max(120).optional(),
});

/** Every game (live or not, in a catalog or not), by provider then symbol; search matches symbol, slug or title. */
export async function listGames(options: { providerId?: string; search?: string } = {}): Promise<GameListItem[]> {
  const input = parseInput(listGamesSchema, options);
  const games = await prisma.game.findMany({
    where: {
      providerId: input.providerId,
      ...(input.search
        ? {
            OR: [
              { symbol: { contains: input.search, mode: "insensitive" } },
              { slug: { contains: input.search, mode: "insensitive" } },
              { title: { contains: input.search, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    omit: { mathConfig: true },
    include: { provider: { select: { name: true } }, _count: { select: { catalogEntries: true } } },
    orderBy: [{ providerId: "asc" }, { symbol: "asc" }],
  });
  return games.map(({ provider, _count, ...game }) => ({
    ...game,
    providerName: provider.name,
    catalogCount: _count.catalogEntries,
  }));
}
