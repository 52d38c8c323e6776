// GET /api/provider/v1/promotions/{promotion_id}/payouts — the prizes a promotion paid to this operator's players
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { listPayouts } from "@/lib/server/promotions/list-payouts";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.listPromotionPayouts,
  async ({ params, query, operatorId }) => {
    const page = await listPayouts({
      promotionId: params.promotion_id,
      viewerOperatorId: operatorId,
      limit: query.limit === undefined ? undefined : Number(query.limit),
      cursor: query.cursor,
    });
    return { items: page.items.map((record) => record.payout), next_cursor: page.nextCursor };
  },
);
