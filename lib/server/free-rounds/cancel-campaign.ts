import "server-only";
import type { FreeRoundsCampaignView } from "@/lib/contract/free-rounds-api";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { readCampaignView } from "./campaign-view";
import { requireCampaign } from "./campaign-record";

// Cancels a campaign: it and its active awards become cancelled, so no new round starts (unplayed rounds are void);
// a round already started still settles and is credited. Cancelling a cancelled campaign answers it again.

export async function cancelCampaign(options: {
  operatorId: string;
  campaignId: string;
  actor: string;
}): Promise<FreeRoundsCampaignView> {
  const { operatorId, campaignId, actor } = options;
  return prisma.$transaction(
    async (tx) => {
      const campaign = await requireCampaign(tx, { operatorId, campaignId, lock: true });
      if (campaign.state === "cancelled") return readCampaignView(tx, campaign);
      const before = await readCampaignView(tx, campaign);
      const cancelled = await tx.freeRoundsCampaign.update({
        where: { id: campaign.id },
        data: { state: "cancelled", cancelledAt: new Date() },
      });
      const awards = await tx.freeRoundsAward.updateMany({
        where: { campaignRef: campaign.id, state: "active" },
        data: { state: "cancelled" },
      });
      const after = await readCampaignView(tx, cancelled);
      await recordAudit({
        db: tx,
        actor,
        action: "free_rounds.campaign.cancel",
        target: { type: "free_rounds_campaign", id: campaign.id },
        before,
        after: { ...after, awards_cancelled: awards.count },
      });
      return after;
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
