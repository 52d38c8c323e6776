// POST /api/provider/v1/free-rounds — creates a free-rounds campaign; GET — a page of the operator's campaigns, or
// with ?external_player_id= of a player's awards (active by default; state=all for the player's history)
import {
  CAMPAIGN_STATES,
  createCampaignRequestSchema,
  FREE_ROUNDS_BODY_MAX_BYTES,
  listFreeRoundsQuerySchema,
} from "@/lib/contract/free-rounds-api";
import { operatorQuerySchema } from "@/lib/contract/reconciliation-api";
import { parseQuery, parseRequest } from "@/lib/contract/parse-request";
import { createCampaign } from "@/lib/server/free-rounds/create-campaign";
import { listCampaigns } from "@/lib/server/free-rounds/list-campaigns";
import { listPlayerAwards } from "@/lib/server/free-rounds/list-player-awards";
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";
import { readJsonBody } from "@/lib/server/http/read-json-body";

export const POST = providerApiRoute(async ({ request, principal, operatorScope }) => {
  parseQuery(operatorQuerySchema, request.nextUrl.searchParams);
  const { operator_id: bodyOperatorId, ...campaign } = parseRequest(
    createCampaignRequestSchema,
    await readJsonBody(request, { maxBytes: FREE_ROUNDS_BODY_MAX_BYTES }),
    {
      what: "free-rounds campaign",
      fieldCodes: { currency: "invalid_currency" },
    },
  );
  const operatorId = await operatorScope({ bodyOperatorId, required: true });
  const result = await createCampaign({ operatorId, request: campaign, actor: `api:${principal.keyId}` });
  const data = { ...result.campaign, created: result.created, players_added: campaign.players.length };
  return jsonResponse({ success: true, data }, { status: result.created ? 201 : 200 });
});

export const GET = providerApiRoute(async ({ request, operatorScope }) => {
  const {
    external_player_id: externalPlayerId,
    state,
    cursor,
    limit: limitText,
  } = parseQuery(listFreeRoundsQuerySchema, request.nextUrl.searchParams);
  const operatorId = await operatorScope({ required: true });
  const limit = limitText === undefined ? undefined : Number(limitText);
  if (externalPlayerId === undefined) {
    // "all" (or no state) lists every campaign; "completed" (awards only) was refused by the query's schema.
    const campaignState = CAMPAIGN_STATES.find((value) => value === state);
    const page = await listCampaigns({
      operatorId,
      state: campaignState,
      first: limit,
      after: cursor,
      cursorName: "cursor",
    });
    return jsonResponse({ success: true, data: { items: page.items, next_cursor: page.nextCursor } });
  }
  const page = await listPlayerAwards({ operatorId, externalPlayerId, state, cursor, limit });
  return jsonResponse({
    success: true,
    data: { external_player_id: externalPlayerId, awards: page.items, next_cursor: page.nextCursor },
  });
});

const rejectMethod = methodNotAllowed("GET", "POST");
export { rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
