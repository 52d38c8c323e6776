// GET /api/provider/v1/promotions/{promotion_id} — one promotion this operator takes part in, with its terms
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { getPromotion } from "@/lib/server/promotions/get-promotion";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.getPromotion,
  async ({ params, operatorId }) => (await getPromotion({ promotionId: params.promotion_id, operatorId })).promotion,
);
