// GET /api/provider/v1/jackpots — the jackpot pools this operator's games feed, with their tiers' amounts now
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { listOperatorJackpots } from "@/lib/server/jackpots/list-jackpot-pools";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.listJackpots,
  async ({ query, operatorId }) => ({ items: await listOperatorJackpots({ operatorId, currency: query.currency }) }),
);
