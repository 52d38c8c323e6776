// GET /api/provider/v1/rounds?transaction_id=… (one round's details) | ?state=open (rounds not settled)
//   | ?external_player_id=…&from=…&to=… (a player's rounds over a period)
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { providerRoute } from "@/lib/server/provider-api/provider-route";
import { getRoundDetails } from "@/lib/server/reconciliation/get-round-details";
import { listOpenRounds } from "@/lib/server/reconciliation/list-open-rounds";
import { listPlayerRounds } from "@/lib/server/reconciliation/list-player-rounds";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.findRounds,
  async ({ query, operatorId, baseUrl }) => {
    if (query.transaction_id !== undefined)
      return getRoundDetails({ operatorId, transactionId: query.transaction_id, replayBaseUrl: baseUrl() });
    const { cursor, limit } = query;
    const page =
      query.external_player_id === undefined
        ? await listOpenRounds({ operatorId, cursor, limit })
        : await listPlayerRounds({
            operatorId,
            externalPlayerId: query.external_player_id,
            from: query.from,
            to: query.to,
            cursor,
            limit,
          });
    return { items: page.items, next_cursor: page.nextCursor };
  },
);
