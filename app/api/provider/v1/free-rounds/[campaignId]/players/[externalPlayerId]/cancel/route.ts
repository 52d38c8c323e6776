// POST /api/provider/v1/free-rounds/{campaign_id}/players/{external_player_id}/cancel — cancels one player's award (idempotent)
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { cancelAward } from "@/lib/server/free-rounds/cancel-award";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.cancelFreeRoundsAward,
  ({ params, operatorId, actor }) =>
    cancelAward({ operatorId, campaignId: params.campaign_id, externalPlayerId: params.external_player_id, actor }),
);
