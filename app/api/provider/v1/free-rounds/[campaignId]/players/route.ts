// POST /api/provider/v1/free-rounds/{campaign_id}/players — awards an active campaign's rounds to more players
import { addCampaignPlayersRequestSchema, FREE_ROUNDS_BODY_MAX_BYTES } from "@/lib/contract/free-rounds-api";
import { parseQuery, parseRequest } from "@/lib/contract/parse-request";
import { operatorQuerySchema } from "@/lib/contract/reconciliation-api";
import { addCampaignPlayers } from "@/lib/server/free-rounds/add-campaign-players";
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";
import { readJsonBody } from "@/lib/server/http/read-json-body";

export const POST = providerApiRoute<{ campaignId: string }>(async ({ request, params, principal, operatorScope }) => {
  parseQuery(operatorQuerySchema, request.nextUrl.searchParams);
  const body = parseRequest(
    addCampaignPlayersRequestSchema,
    await readJsonBody(request, { maxBytes: FREE_ROUNDS_BODY_MAX_BYTES }),
    { what: "players request" },
  );
  const operatorId = await operatorScope({ bodyOperatorId: body.operator_id, required: true });
  const result = await addCampaignPlayers({
    operatorId,
    campaignId: params.campaignId,
    players: body.players,
    actor: `api:${principal.keyId}`,
  });
  const data = { ...result.campaign, players_added: result.added.length, already_awarded: result.alreadyAwarded };
  return jsonResponse({ success: true, data });
});

const rejectMethod = methodNotAllowed("POST");
export { rejectMethod as GET, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
