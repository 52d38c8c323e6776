// POST /api/provider/v1/free-rounds — creates a free-rounds campaign; GET ?external_player_id= — a player's active awards
import { createCampaignRequestSchema, FREE_ROUNDS_BODY_MAX_BYTES, listAwardsQuerySchema } from "@/lib/contract/free-rounds-api";
import { parseRequest } from "@/lib/contract/parse-request";
import { createCampaign } from "@/lib/server/free-rounds/create-campaign";
import { listPlayerAwards } from "@/lib/server/free-rounds/list-player-awards";
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/http/provider-route";
import { readJsonBody } from "@/lib/server/http/read-json-body";

export const POST = providerApiRoute(async ({ request, principal, operatorScope }) => {
  const { operator_id: bodyOperatorId, ...campaign } = parseRequest(createCampaignRequestSchema, await readJsonBody(request, { maxBytes: FREE_ROUNDS_BODY_MAX_BYTES }), {
    what: "free-rounds campaign",
    fieldCodes: { currency: "invalid_currency" },
  });
  const operatorId = await operatorScope({ bodyOperatorId, required: true });
  const result = await createCampaign({ operatorId, request: campaign, actor: `api:${principal.keyId}` });
  const data = { ...result.campaign, created: result.created, players_added: campaign.players.length };
  return jsonResponse({ success: true, data }, { status: result.created ? 201 : 200 });
});

export const GET = providerApiRoute(async ({ request, operatorScope }) => {
  const query = parseRequest(listAwardsQuerySchema, Object.fromEntries(request.nextUrl.searchParams), { what: "query" });
  const operatorId = await operatorScope({ required: true });
  const awards = await listPlayerAwards({ operatorId, externalPlayerId: query.external_player_id });
  return jsonResponse({ success: true, data: { external_player_id: query.external_player_id, awards } });
});

const rejectMethod = methodNotAllowed("GET", "POST");
export { rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
