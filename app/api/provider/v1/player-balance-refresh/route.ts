// POST /api/provider/v1/player-balance-refresh — signals a player's open game pages to refresh their balance
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { refreshPlayerBalance } from "@/lib/server/balance-refresh/refresh-player-balance";
import { contractResponse } from "@/lib/server/http/json-response";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.refreshPlayerBalance,
  async ({ body, operatorId }) => contractResponse(await refreshPlayerBalance({ operatorId, request: body })),
);
