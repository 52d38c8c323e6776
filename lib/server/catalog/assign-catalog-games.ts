import { z } from "zod";
import type { Prisma } from "@/lib/server/db/prisma";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { typedGameIdentifierSchema } from "@/lib/server/games/game-fields";
import { operatorSlugSchema } from "@/lib/server/operators/operator-fields";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { parseInput } from "@/lib/base/parse-input";

export const catalogChangeSchema = z.object({
  operatorId: operatorSlugSchema,
  symbols: z.array(typedGameIdentifierSchema).min(1, "give at least one game symbol or slug").max(500),
  actor: actorSchema,
});

export interface CatalogChangeOptions {
  operatorId: string;
  /** Game symbols or slugs. */
  symbols: string[];
  actor: string;
}

export interface CatalogChangeResult {
  operatorId: string;
  /** Symbols whose membership changed. */
  changed: string[];
  /** Symbols that were already as asked. */
  unchanged: string[];
  /** The operator's whole allowlist afterwards. */
  catalog: string[];
}

/** Resolves symbols or slugs to games; any unknown one fails the whole request before anything is written. */
export async function resolveCatalogGames(db: Prisma.TransactionClient, identifiers: string[]) {
  const unique = [...new Set(identifiers)];
  const games = await db.game.findMany({
    where: { OR: [{ symbol: { in: unique } }, { slug: { in: unique } }] },
    select: { id: true, symbol: true, slug: true },
  });
  const unknown = unique.filter(
    (identifier) => !games.some((game) => game.symbol === identifier || game.slug === identifier),
  );
  if (unknown.length) throw new AppError("game_not_found", `Unknown game(s): ${unknown.join(", ")}`);
  return games;
}

export async function catalogSymbols(db: Prisma.TransactionClient, operatorId: string): Promise<string[]> {
  const entries = await db.catalogEntry.findMany({
    where: { operatorId },
    select: { game: { select: { symbol: true } } },
  });
  return entries.map((entry) => entry.game.symbol).sort();
}

/** Adds games to an operator's allowlist (catalog and launch). Idempotent and all-or-nothing. */
export async function assignCatalogGames(options: CatalogChangeOptions): Promise<CatalogChangeResult> {
  const input = parseInput(catalogChangeSchema, options);
  return prisma.$transaction(async (tx) => {
    await requireOperator(tx, input.operatorId);
    const games = await resolveCatalogGames(tx, input.symbols);
    const before = await catalogSymbols(tx, input.operatorId);
    const added = games.filter((game) => !before.includes(game.symbol));
    if (added.length) {
      await tx.catalogEntry.createMany({
        data: added.map((game) => ({ operatorId: input.operatorId, gameId: game.id })),
        skipDuplicates: true,
      });
    }
    const after = added.length ? await catalogSymbols(tx, input.operatorId) : before;
    const changed = added.map((game) => game.symbol).sort();
    if (changed.length) {
      await recordAudit({
        db: tx,
        actor: input.actor,
        action: "catalog.assign",
        target: { type: "operator", id: input.operatorId },
        before: { catalog: before },
        after: { catalog: after, added: changed },
      });
    }
    return {
      operatorId: input.operatorId,
      changed,
      unchanged: games
        .map((game) => game.symbol)
        .filter((symbol) => !changed.includes(symbol))
        .sort(),
      catalog: after,
    };
  });
}
