// GET /api/provider/v1/promotions/{promotion_id}/leaderboard — a tournament's live leaderboard
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { getLeaderboard } from "@/lib/server/promotions/get-leaderboard";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.getPromotionLeaderboard,
  async ({ params, query, operatorId }) =>
    (
      await getLeaderboard({
        promotionId: params.promotion_id,
        viewerOperatorId: operatorId,
        limit: query.limit === undefined ? undefined : Number(query.limit),
        externalPlayerId: query.external_player_id,
      })
    ).leaderboard,
);
