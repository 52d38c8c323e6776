import "server-only";
import { parseInput } from "@/lib/base/parse-input";
import { prisma } from "@/lib/server/db/prisma";
import {
  activeRestrictionWhere,
  restrictionScopeSchema,
  toPlayerRestrictionView,
  type PlayerRestrictionView,
} from "./player-restriction-fields";

/** A player's active restrictions at one operator, newest first. */
export async function listPlayerRestrictions(options: {
  operatorId: string;
  externalPlayerId: string;
}): Promise<PlayerRestrictionView[]> {
  const input = parseInput(restrictionScopeSchema, options);
  const rows = await prisma.playerRestriction.findMany({
    where: {
      operatorId: input.operatorId,
      externalPlayerId: input.externalPlayerId,
      ...activeRestrictionWhere(new Date()),
    },
    orderBy: { createdAt: "desc" },
  });
  return rows.map(toPlayerRestrictionView);
}
