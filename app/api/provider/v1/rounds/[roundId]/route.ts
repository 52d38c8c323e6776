// GET /api/provider/v1/rounds/{round_id} — one round's details: money, outcome, wallet transactions and attempts
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { providerRoute } from "@/lib/server/provider-api/provider-route";
import { getRoundDetails } from "@/lib/server/reconciliation/get-round-details";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.getRound,
  ({ params, operatorId, baseUrl }) =>
    getRoundDetails({ operatorId, roundId: params.round_id, replayBaseUrl: baseUrl() }),
);
