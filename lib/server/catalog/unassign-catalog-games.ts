import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { parseInput } from "@/lib/base/parse-input";
import {
  catalogChangeSchema,
  catalogSymbols,
  resolveCatalogGames,
  type CatalogChangeOptions,
  type CatalogChangeResult,
} from "./assign-catalog-games";

/** Removes games from an operator's allowlist: they vanish from its catalog and launches are refused. Idempotent, all-or-nothing. */
export async function unassignCatalogGames(options: CatalogChangeOptions): Promise<CatalogChangeResult> {
  const input = parseInput(catalogChangeSchema, options);
  return prisma.$transaction(async (tx) => {
    await requireOperator(tx, input.operatorId);
    const games = await resolveCatalogGames(tx, input.symbols);
    const before = await catalogSymbols(tx, input.operatorId);
    const removed = games.filter((game) => before.includes(game.symbol));
    if (removed.length) {
      await tx.catalogEntry.deleteMany({
        where: { operatorId: input.operatorId, gameId: { in: removed.map((game) => game.id) } },
      });
    }
    const changed = removed.map((game) => game.symbol).sort();
    const after = before.filter((symbol) => !changed.includes(symbol));
    if (changed.length) {
      await recordAudit({
        db: tx,
        actor: input.actor,
        action: "catalog.unassign",
        target: { type: "operator", id: input.operatorId },
        before: { catalog: before },
        after: { catalog: after, removed: changed },
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
