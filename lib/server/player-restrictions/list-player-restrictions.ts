import "server-only";
import { z } from "zod";
import { parseInput } from "@/lib/base/parse-input";
import { idText, operatorIdSchema } from "@/lib/contract/provider-api";
import { prisma } from "@/lib/server/db/prisma";
import {
  activeRestrictionWhere,
  toPlayerRestrictionView,
  type PlayerRestrictionView,
} from "./player-restriction-fields";

const listSchema = z.object({ operatorId: operatorIdSchema.nullable(), externalPlayerId: idText({ max: 128 }) });

/**
 * A player's active restrictions, newest first. operatorId scopes them to one operator (the back office always
 * passes its own); null, said explicitly, reads every operator's (the staff console).
 */
export async function listPlayerRestrictions(options: {
  operatorId: string | null;
  externalPlayerId: string;
}): Promise<PlayerRestrictionView[]> {
  const input = parseInput(listSchema, options);
  const rows = await prisma.playerRestriction.findMany({
    where: {
      ...(input.operatorId === null ? {} : { operatorId: input.operatorId }),
      externalPlayerId: input.externalPlayerId,
      ...activeRestrictionWhere(new Date()),
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return rows.map(toPlayerRestrictionView);
}
