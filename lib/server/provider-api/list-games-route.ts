import "server-only";
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { readCatalogResponse } from "@/lib/server/catalog/read-catalog-response";
import { providerRoute } from "./provider-route";

// GET /api/provider/v1/games — the operator's live catalog (kept bytes, gzip when accepted, ETag/304; paging
// extension). Its handlers serve both ways in: the app route file (Next.js's router) and the production entry point,
// which calls GET directly (lib/server/entry/serve-route-handler.ts): the catalog is the contract's busiest read.
export const listGamesRoute = providerRoute(
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
