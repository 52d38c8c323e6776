// POST /api/provider/v1/promotions/{promotion_id}/players — opts players in to an opt-in promotion
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { optInPlayers } from "@/lib/server/promotions/opt-in-players";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.optInPromotionPlayers,
  async ({ params, body, operatorId, actor }) => {
    const result = await optInPlayers({ promotionId: params.promotion_id, operatorId, players: body.players, actor });
    return {
      promotion_id: params.promotion_id,
      players_added: result.added.length,
      already_opted_in: result.alreadyOptedIn,
    };
  },
);
