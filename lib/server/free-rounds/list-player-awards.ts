import "server-only";
import type { PlayerAwardView } from "@/lib/contract/free-rounds-api";
import { prisma } from "@/lib/server/db/prisma";
import { toPlayerAwardView } from "./campaign-view";

// A player's awards that can still be played, over all of the operator's campaigns: active awards of active,
// unexpired campaigns (cancelled, completed and expired ones are left out), soonest expiry first.

export async function listPlayerAwards(options: { operatorId: string; externalPlayerId: string }): Promise<PlayerAwardView[]> {
  const { operatorId, externalPlayerId } = options;
  const now = new Date();
  const awards = await prisma.freeRoundsAward.findMany({
    where: { operatorId, externalPlayerId, state: "active", campaign: { state: "active", expiresAt: { gt: now } } },
    include: { campaign: true },
    orderBy: [{ campaign: { expiresAt: "asc" } }, { createdAt: "asc" }],
  });
  return awards.map((award) => toPlayerAwardView(award, award.campaign, now));
}
