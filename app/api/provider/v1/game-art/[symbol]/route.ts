// GET /api/provider/v1/game-art/{symbol} — public artwork: the uploaded image, else a generated SVG card
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { imageResponse } from "@/lib/server/art/game-art-response";
import { getGameArt } from "@/lib/server/art/get-game-art";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.getGameArt,
  async ({ request, params, query }) =>
    imageResponse(request, await getGameArt({ symbol: params.symbol, title: query.title })),
);
