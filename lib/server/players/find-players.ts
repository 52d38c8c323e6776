import "server-only";
import { z } from "zod";
import { parseInput } from "@/lib/base/parse-input";
import { prisma } from "@/lib/server/db/prisma";

// The back office's player search: the external player ids of one operator that start with the typed text. A
// player exists for us once they have launched a game, so the operator's launch sessions are the list.

const findPlayersSchema = z.object({
  operatorId: z.string().min(1).max(64),
  prefix: z.string().trim().min(1, "Type the start of an external player id").max(128),
  first: z.number().int().min(1).max(100).default(20),
});

export interface PlayerHit {
  externalPlayerId: string;
  lastLaunchAt: Date;
}

export async function findPlayers(options: z.input<typeof findPlayersSchema>): Promise<PlayerHit[]> {
  const input = parseInput(findPlayersSchema, options);
  const rows = await prisma.launchSession.groupBy({
    by: ["externalPlayerId"],
    where: { operatorId: input.operatorId, externalPlayerId: { startsWith: input.prefix } },
    _max: { createdAt: true },
    orderBy: { externalPlayerId: "asc" },
    take: input.first,
  });
  return rows.map((row) => ({ externalPlayerId: row.externalPlayerId, lastLaunchAt: row._max.createdAt! }));
}
