// POST /api/provider/v1/free-rounds/{campaign_id}/players/{external_player_id}/cancel — cancels one player's award (idempotent)
import { awardPlayerIdSchema } from "@/lib/contract/free-rounds-api";
import { parseQuery, parseRequest } from "@/lib/contract/parse-request";
import { operatorQuerySchema } from "@/lib/contract/reconciliation-api";
import { cancelAward } from "@/lib/server/free-rounds/cancel-award";
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";

export const POST = providerApiRoute<{ campaignId: string; externalPlayerId: string }>(
  async ({ request, params, principal, operatorScope }) => {
    parseQuery(operatorQuerySchema, request.nextUrl.searchParams);
    const externalPlayerId = parseRequest(awardPlayerIdSchema, params.externalPlayerId, { what: "external_player_id" });
    const operatorId = await operatorScope({ required: true });
    const data = await cancelAward({
      operatorId,
      campaignId: params.campaignId,
      externalPlayerId,
      actor: `api:${principal.keyId}`,
    });
    return jsonResponse({ success: true, data });
  },
);

const rejectMethod = methodNotAllowed("POST");
export { rejectMethod as GET, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
