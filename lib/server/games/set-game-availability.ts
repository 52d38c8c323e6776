import { z } from "zod";
import type { Game } from "@/lib/server/db/generated/client";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import type { LaunchStatus } from "@/lib/contract/game-vocabulary";
import { typedGameIdentifierSchema, launchStatusSchema } from "./game-fields";

const setGameAvailabilitySchema = z
  .object({
    symbol: typedGameIdentifierSchema,
    launchStatus: launchStatusSchema.optional(),
    liveCatalogEnabled: z.boolean().optional(),
    actor: actorSchema,
  })
  .refine(
    (value) => value.launchStatus !== undefined || value.liveCatalogEnabled !== undefined,
    "give launchStatus and/or liveCatalogEnabled",
  );

/**
 * Staff switch for one game in every catalog at once: its launch status (live, maintenance, disabled) and whether
 * it shows in live catalogs. Accepts a symbol or slug. Setting the current values is a no-op.
 */
export async function setGameAvailability(options: {
  symbol: string;
  launchStatus?: LaunchStatus;
  liveCatalogEnabled?: boolean;
  actor: string;
}): Promise<Game> {
  const input = parseInput(setGameAvailabilitySchema, options);
  return prisma.$transaction(async (tx) => {
    const current = await tx.game.findFirst({ where: { OR: [{ symbol: input.symbol }, { slug: input.symbol }] } });
    if (!current) throw new AppError("game_not_found", `Game "${input.symbol}" not found`);
    const before = { launchStatus: current.launchStatus, liveCatalogEnabled: current.liveCatalogEnabled };
    const after = {
      launchStatus: input.launchStatus ?? current.launchStatus,
      liveCatalogEnabled: input.liveCatalogEnabled ?? current.liveCatalogEnabled,
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return current;
    const game = await tx.game.update({ where: { id: current.id }, data: after });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "game.set_availability",
      target: { type: "game", id: game.symbol },
      before,
      after,
    });
    return game;
  });
}
