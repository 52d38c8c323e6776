// POST /api/provider/v1/free-rounds — creates a free-rounds campaign; GET — a page of the operator's campaigns, or
// with ?external_player_id= of a player's awards (active by default; state=all for the player's history)
import { CAMPAIGN_STATES } from "@/lib/contract/free-rounds-api";
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { createCampaign } from "@/lib/server/free-rounds/create-campaign";
import { listCampaigns } from "@/lib/server/free-rounds/list-campaigns";
import { listPlayerAwards } from "@/lib/server/free-rounds/list-player-awards";
import { jsonResponse } from "@/lib/server/http/json-response";
import { providerRoutes, serveEndpoint } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoutes(
  serveEndpoint(providerEndpoints.createFreeRoundsCampaign, async ({ body, operatorId, actor }) => {
    const result = await createCampaign({ operatorId, request: body, actor });
    const data = { ...result.campaign, created: result.created, players_added: body.players.length };
    return jsonResponse({ success: true, data }, { status: result.created ? 201 : 200 });
  }),
  serveEndpoint(providerEndpoints.listFreeRounds, async ({ query, operatorId }) => {
    const { external_player_id: externalPlayerId, state, cursor } = query;
    const limit = query.limit === undefined ? undefined : Number(query.limit);
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
      return { items: page.items, next_cursor: page.nextCursor };
    }
    const page = await listPlayerAwards({ operatorId, externalPlayerId, state, cursor, limit });
    return { external_player_id: externalPlayerId, awards: page.items, next_cursor: page.nextCursor };
  }),
);
