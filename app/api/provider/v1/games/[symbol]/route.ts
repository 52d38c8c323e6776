// GET /api/provider/v1/games/{symbol} — one game of the operator's live catalog, by symbol or slug
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { getCatalogGame } from "@/lib/server/catalog/get-catalog-game";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.getGame,
  ({ params, operatorId, baseUrl }) => getCatalogGame({ operatorId, symbolOrSlug: params.symbol, baseUrl: baseUrl() }),
);
