// GET /api/provider/v1/free-rounds/{campaign_id} — a campaign with a page of its players' progress
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { getCampaign } from "@/lib/server/free-rounds/get-campaign";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.getFreeRoundsCampaign,
  async ({ params, query, operatorId }) => {
    const { playersNextCursor, ...campaign } = await getCampaign({
      operatorId,
      campaignId: params.campaign_id,
      playersCursor: query.players_cursor,
      playersLimit: query.players_limit === undefined ? undefined : Number(query.players_limit),
    });
    return { ...campaign, players_next_cursor: playersNextCursor };
  },
);
