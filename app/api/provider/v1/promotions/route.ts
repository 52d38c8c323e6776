// GET /api/provider/v1/promotions — the promotions this operator takes part in, latest start first
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { PROMOTIONS_LIST_DEFAULT_LIMIT } from "@/lib/contract/promotions-api";
import { listPromotions } from "@/lib/server/promotions/list-promotions";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.listPromotions,
  async ({ query, operatorId }) => {
    const page = await listPromotions({
      operatorId,
      state: query.state,
      first: query.limit === undefined ? PROMOTIONS_LIST_DEFAULT_LIMIT : Number(query.limit),
      after: query.cursor,
      cursorName: "cursor",
    });
    return { items: page.items.map((record) => record.promotion), next_cursor: page.nextCursor };
  },
);
