// GET /api/provider/v1/free-rounds/{campaign_id} — a campaign with a page of its players' progress
import { getCampaignQuerySchema } from "@/lib/contract/free-rounds-api";
import { parseQuery } from "@/lib/contract/parse-request";
import { getCampaign } from "@/lib/server/free-rounds/get-campaign";
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";

export const GET = providerApiRoute<{ campaignId: string }>(async ({ request, params, operatorScope }) => {
  const query = parseQuery(getCampaignQuerySchema, request.nextUrl.searchParams);
  const operatorId = await operatorScope({ required: true });
  const { playersNextCursor, ...campaign } = await getCampaign({
    operatorId,
    campaignId: params.campaignId,
    playersCursor: query.players_cursor,
    playersLimit: query.players_limit === undefined ? undefined : Number(query.players_limit),
  });
  return jsonResponse({ success: true, data: { ...campaign, players_next_cursor: playersNextCursor } });
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
