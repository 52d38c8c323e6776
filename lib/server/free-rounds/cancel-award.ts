import "server-only";
import type { PlayerAwardView } from "@/lib/contract/free-rounds-api";
import { AppError } from "@/lib/base/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { toPlayerAwardView } from "./campaign-view";
import { requireCampaign } from "./campaign-record";

// Cancels one player's award, as cancelling the campaign does for all of them: no new round starts (unplayed rounds
// are void); a round already started still settles and its win is credited and added to the award (settlement
// completes only an active award, so the award stays cancelled). The award's row lock orders this with a round's
// start, which re-checks the state under the same lock. Cancelling a cancelled award answers it again; a completed
// one (every round played and settled) has nothing left to cancel.

export async function cancelAward(options: {
  operatorId: string;
  campaignId: string;
  externalPlayerId: string;
  actor: string;
}): Promise<PlayerAwardView> {
  const { operatorId, campaignId, externalPlayerId, actor } = options;
  return prisma.$transaction(
    async (tx) => {
      const campaign = await requireCampaign(tx, { operatorId, campaignId });
      await tx.$executeRaw`SELECT 1 FROM free_rounds_awards WHERE campaign_ref = ${campaign.id} AND external_player_id = ${externalPlayerId} FOR UPDATE`;
      const award = await tx.freeRoundsAward.findUnique({
        where: { campaignRef_externalPlayerId: { campaignRef: campaign.id, externalPlayerId } },
      });
      if (!award)
        throw new AppError("award_not_found", `Player "${externalPlayerId}" has no award in campaign "${campaignId}"`);
      const now = new Date();
      if (award.state === "cancelled") return toPlayerAwardView(award, campaign, now);
      if (award.state === "completed") {
        throw new AppError(
          "award_not_active",
          `The award of player "${externalPlayerId}" in campaign "${campaignId}" is completed: every round was played`,
        );
      }
      const cancelled = await tx.freeRoundsAward.update({ where: { id: award.id }, data: { state: "cancelled" } });
      const before = toPlayerAwardView(award, campaign, now);
      const after = toPlayerAwardView(cancelled, campaign, now);
      await recordAudit({
        db: tx,
        actor,
        action: "free_rounds.award.cancel",
        target: { type: "free_rounds_award", id: award.id },
        before,
        after,
      });
      return after;
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
