// GET /api/provider/v1/jackpots/{jackpot_id}/wins — a pool's latest wins (other operators' winners masked)
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { listJackpotWins } from "@/lib/server/jackpots/list-jackpot-wins";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.listJackpotWins,
  async ({ params, operatorId }) => ({
    items: await listJackpotWins({ poolId: params.jackpot_id, viewerOperatorId: operatorId }),
  }),
);
