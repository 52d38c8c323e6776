import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { listGames, type GameListItem } from "@/lib/server/games/list-games";
import { operatorSlugSchema } from "@/lib/server/operators/operator-fields";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { parseInput } from "@/lib/base/parse-input";

export interface CatalogAssignment {
  game: GameListItem;
  assigned: boolean;
  assignedAt: Date | null;
}

/** Every game (same filters as the games list) with whether it is in the operator's allowlist, for bulk editing. */
export async function listCatalogAssignments(options: {
  operatorId: string;
  search?: string | null;
  providerId?: string | null;
}): Promise<CatalogAssignment[]> {
  const { operatorId } = parseInput(z.object({ operatorId: operatorSlugSchema }), { operatorId: options.operatorId });
  await requireOperator(prisma, operatorId);
  const [games, entries] = await Promise.all([
    listGames({ search: options.search ?? undefined, providerId: options.providerId ?? undefined }),
    prisma.catalogEntry.findMany({ where: { operatorId }, select: { gameId: true, createdAt: true } }),
  ]);
  const assignedAt = new Map(entries.map((entry) => [entry.gameId, entry.createdAt]));
  return games.map((game) => ({
    game,
    assigned: assignedAt.has(game.id),
    assignedAt: assignedAt.get(game.id) ?? null,
  }));
}
