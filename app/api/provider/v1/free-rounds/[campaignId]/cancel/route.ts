// POST /api/provider/v1/free-rounds/{campaign_id}/cancel — cancels a campaign (idempotent)
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { cancelCampaign } from "@/lib/server/free-rounds/cancel-campaign";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.cancelFreeRoundsCampaign,
  ({ params, operatorId, actor }) => cancelCampaign({ operatorId, campaignId: params.campaign_id, actor }),
);
