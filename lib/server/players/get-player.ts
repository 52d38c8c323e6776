import "server-only";
import { AppError } from "@/lib/base/errors";
import { prisma } from "@/lib/server/db/prisma";

// One player of one operator: when they first and last launched a game. An id the operator has never seen (and so
// every id of another operator's players) is player_not_found, never a refusal that would say it exists elsewhere.

export interface PlayerView {
  operatorId: string;
  externalPlayerId: string;
  firstLaunchAt: Date;
  lastLaunchAt: Date;
}

export async function getPlayer(options: { operatorId: string; externalPlayerId: string }): Promise<PlayerView> {
  const seen = await prisma.launchSession.aggregate({
    where: { operatorId: options.operatorId, externalPlayerId: options.externalPlayerId },
    _min: { createdAt: true },
    _max: { createdAt: true },
  });
  if (!seen._min.createdAt || !seen._max.createdAt) {
    throw new AppError("player_not_found", `No player ${options.externalPlayerId} of your operator`);
  }
  return {
    operatorId: options.operatorId,
    externalPlayerId: options.externalPlayerId,
    firstLaunchAt: seen._min.createdAt,
    lastLaunchAt: seen._max.createdAt,
  };
}
