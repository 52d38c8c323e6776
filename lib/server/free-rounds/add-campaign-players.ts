import "server-only";
import type { FreeRoundsCampaignView } from "@/lib/contract/free-rounds-api";
import { AppError } from "@/lib/base/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { readCampaignView } from "./campaign-view";
import { insertAwards, requireCampaign } from "./campaign-record";

// Awards an active campaign's rounds to more players. Players already in it are skipped and named, so a CRM retry
// is safe. The campaign row is locked, so a cancel cannot slip between the check and the insert.

export async function addCampaignPlayers(options: {
  operatorId: string;
  campaignId: string;
  /** 1…10,000 distinct external_player_ids (campaignPlayersSchema). */
  players: string[];
  actor: string;
}): Promise<{ added: string[]; alreadyAwarded: string[]; campaign: FreeRoundsCampaignView }> {
  const { operatorId, campaignId, players, actor } = options;
  return prisma.$transaction(
    async (tx) => {
      const campaign = await requireCampaign(tx, { operatorId, campaignId, lock: true });
      if (campaign.state !== "active" || campaign.expiresAt.getTime() <= Date.now()) {
        const why = campaign.state === "active" ? "has expired" : "is cancelled";
        throw new AppError("campaign_not_active", `Campaign "${campaignId}" ${why}; players cannot be added`);
      }
      const inserted = await insertAwards(tx, campaign, players, { newCampaign: false });
      const added = players.filter((player) => inserted.has(player));
      const alreadyAwarded = players.filter((player) => !inserted.has(player));
      const view = await readCampaignView(tx, campaign);
      if (added.length > 0) {
        await recordAudit({
          db: tx,
          actor,
          action: "free_rounds.campaign.add_players",
          target: { type: "free_rounds_campaign", id: campaign.id },
          after: { campaign_id: campaignId, players_added: added, players_count: view.players_count },
        });
      }
      return { added, alreadyAwarded, campaign: view };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
