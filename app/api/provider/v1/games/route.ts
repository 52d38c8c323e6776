// GET /api/provider/v1/games — operator-scoped live catalog (kept bytes, gzip when accepted, ETag/304; paging extension)
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { readCatalogResponse } from "@/lib/server/catalog/read-catalog-response";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.listGames,
  async ({ request, query, operatorId, baseUrl }) => {
    const catalog = await readCatalogResponse({
      operatorId,
      providerId: query.provider_id ?? null,
      baseUrl: baseUrl(),
      page: query.limit === undefined ? undefined : { limit: query.limit, cursor: query.cursor },
    });
    return catalog.respond(request.headers);
  },
);
