// GET /api/provider/v1/rounds?transaction_id=… (one round's details) | ?state=open (rounds not settled)
//   | ?external_player_id=…&from=…&to=… (a player's rounds over a period)
import { roundsQuerySchema } from "@/lib/contract/reconciliation-api";
import { jsonResponse } from "@/lib/server/http/json-response";
import { parseQuery } from "@/lib/contract/parse-request";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";
import { getRoundDetails } from "@/lib/server/reconciliation/get-round-details";
import { listOpenRounds } from "@/lib/server/reconciliation/list-open-rounds";
import { listPlayerRounds } from "@/lib/server/reconciliation/list-player-rounds";

export const GET = providerApiRoute(async ({ request, operatorScope, baseUrl }) => {
  const query = parseQuery(roundsQuerySchema, request.nextUrl.searchParams);
  const operatorId = await operatorScope({ required: true });
  if (query.transaction_id !== undefined) {
    return jsonResponse({
      success: true,
      data: await getRoundDetails({ operatorId, transactionId: query.transaction_id, replayBaseUrl: baseUrl() }),
    });
  }
  const page =
    query.external_player_id === undefined
      ? await listOpenRounds({ operatorId, cursor: query.cursor, limit: query.limit })
      : await listPlayerRounds({
          operatorId,
          externalPlayerId: query.external_player_id,
          from: query.from,
          to: query.to,
          cursor: query.cursor,
          limit: query.limit,
        });
  return jsonResponse({ success: true, data: { items: page.items, next_cursor: page.nextCursor } });
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
