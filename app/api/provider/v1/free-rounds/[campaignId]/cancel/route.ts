// POST /api/provider/v1/free-rounds/{campaign_id}/cancel — cancels a campaign (idempotent)
import { parseQuery } from "@/lib/contract/parse-request";
import { operatorQuerySchema } from "@/lib/contract/reconciliation-api";
import { cancelCampaign } from "@/lib/server/free-rounds/cancel-campaign";
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";

export const POST = providerApiRoute<{ campaignId: string }>(async ({ request, params, principal, operatorScope }) => {
  parseQuery(operatorQuerySchema, request.nextUrl.searchParams);
  const operatorId = await operatorScope({ required: true });
  const data = await cancelCampaign({ operatorId, campaignId: params.campaignId, actor: `api:${principal.keyId}` });
  return jsonResponse({ success: true, data });
});

const rejectMethod = methodNotAllowed("POST");
export { rejectMethod as GET, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
