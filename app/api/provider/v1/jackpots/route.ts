// GET /api/provider/v1/jackpots — the jackpot pools this operator's games feed, with their tiers' amounts now
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { jackpotView, listJackpotPools } from "@/lib/server/jackpots/list-jackpot-pools";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.listJackpots,
  async ({ operatorId }) => ({
    items: (await listJackpotPools({ operatorId })).map(jackpotView),
  }),
);
