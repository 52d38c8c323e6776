import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import {
  restrictionScopeSchema,
  toPlayerRestrictionView,
  type PlayerRestrictionView,
} from "./player-restriction-fields";

// Blocks a player of one operator from launching games (the launch answers 403 player_restricted) until it is
// lifted or its end passes. The player must be one the operator has launched before: any other id, including a
// player of another operator, is "not found", so an operator learns nothing of another's players.

const restrictSchema = restrictionScopeSchema.extend({
  reason: z.string().trim().min(1, "reason is required").max(500),
  endsAt: z.date().nullable().optional(),
  actor: actorSchema,
});

export interface RestrictPlayerOptions {
  operatorId: string;
  externalPlayerId: string;
  reason: string;
  /** When the restriction ends by itself; null or absent: until lifted. */
  endsAt?: Date | null;
  actor: string;
}

export async function restrictPlayer(options: RestrictPlayerOptions): Promise<PlayerRestrictionView> {
  const input = parseInput(restrictSchema, options);
  if (input.endsAt && input.endsAt.getTime() <= Date.now()) {
    throw new AppError("invalid_request", "endsAt must be in the future", {
      fields: { endsAt: "must be in the future" },
    });
  }
  return prisma.$transaction(async (tx) => {
    const known = await tx.launchSession.findFirst({
      where: { operatorId: input.operatorId, externalPlayerId: input.externalPlayerId },
      select: { id: true },
    });
    if (!known) throw new AppError("not_found", `Player "${input.externalPlayerId}" not found`);
    const row = await tx.playerRestriction.create({
      data: {
        operatorId: input.operatorId,
        externalPlayerId: input.externalPlayerId,
        reason: input.reason,
        endsAt: input.endsAt ?? null,
        createdBy: input.actor,
      },
    });
    const view = toPlayerRestrictionView(row);
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "player.restrict",
      target: { type: "player_restriction", id: row.id },
      after: view,
    });
    return view;
  });
}
