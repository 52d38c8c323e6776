// POST /api/provider/v1/free-rounds/{campaign_id}/players — awards an active campaign's rounds to more players
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { addCampaignPlayers } from "@/lib/server/free-rounds/add-campaign-players";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.addFreeRoundsPlayers,
  async ({ params, body, operatorId, actor }) => {
    const result = await addCampaignPlayers({
      operatorId,
      campaignId: params.campaign_id,
      players: body.players,
      actor,
    });
    return { ...result.campaign, players_added: result.added.length, already_awarded: result.alreadyAwarded };
  },
);
