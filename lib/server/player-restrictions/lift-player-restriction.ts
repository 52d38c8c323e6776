import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { operatorIdSchema } from "@/lib/contract/provider-api";
import { toPlayerRestrictionView, type PlayerRestrictionView } from "./player-restriction-fields";

// Lifts one restriction of the operator's: the player may launch again at once (unless another restriction is
// active). A restriction of another operator is "not found". Lifting one already lifted changes nothing.

const liftSchema = z.object({
  operatorId: operatorIdSchema,
  restrictionId: z.string().trim().min(1).max(64),
  actor: actorSchema,
});

export async function liftPlayerRestriction(options: {
  operatorId: string;
  restrictionId: string;
  actor: string;
}): Promise<PlayerRestrictionView> {
  const input = parseInput(liftSchema, options);
  return prisma.$transaction(async (tx) => {
    const before = await tx.playerRestriction.findFirst({
      where: { id: input.restrictionId, operatorId: input.operatorId },
    });
    if (!before) throw new AppError("not_found", `Restriction "${input.restrictionId}" not found`);
    if (before.liftedAt) return toPlayerRestrictionView(before);
    const after = await tx.playerRestriction.update({
      where: { id: before.id },
      data: { liftedAt: new Date(), liftedBy: input.actor },
    });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "player.lift_restriction",
      target: { type: "player_restriction", id: before.id },
      before: toPlayerRestrictionView(before),
      after: toPlayerRestrictionView(after),
    });
    return toPlayerRestrictionView(after);
  });
}
