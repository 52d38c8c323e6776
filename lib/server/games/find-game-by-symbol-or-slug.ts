import type { Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";

// A game named by either identifier. Symbols and slugs are unique on their own but one game's slug may equal
// another's symbol, so an exact symbol match wins over a slug match.

type GameQuery = Omit<Prisma.GameFindManyArgs, "where" | "orderBy" | "take" | "skip" | "cursor" | "distinct">;

/** The game whose symbol or slug is `symbolOrSlug` (a symbol match wins), with the fields `query` asks for; null if none. */
export async function findGameBySymbolOrSlug<Query extends GameQuery>(options: {
  symbolOrSlug: string;
  /** select, or include/omit, as for prisma.game.findMany; the game's symbol is always read. */
  query: Query;
  /** The transaction to read in; the shared client by default. */
  db?: Prisma.TransactionClient;
}): Promise<Prisma.GameGetPayload<Query> | null> {
  const { symbolOrSlug, query } = options;
  const db = options.db ?? prisma;
  const withSymbol =
    "select" in query && query.select ? { ...query, select: { ...query.select, symbol: true } } : query;
  const candidates = (await db.game.findMany({
    ...withSymbol,
    where: { OR: [{ symbol: symbolOrSlug }, { slug: symbolOrSlug }] },
  } as Prisma.GameFindManyArgs)) as unknown as Array<Prisma.GameGetPayload<Query> & { symbol: string }>;
  return candidates.find((candidate) => candidate.symbol === symbolOrSlug) ?? candidates[0] ?? null;
}
