// GET /api/provider/v1/games — operator-scoped live catalog
import { catalogQuerySchema } from "@/lib/contract/provider-api";
import { listCatalogGames } from "@/lib/server/catalog/list-catalog-games";
import { jsonResponse } from "@/lib/server/http/json-response";
import { parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/http/provider-route";

export const GET = providerApiRoute(async ({ request, baseUrl, operatorScope }) => {
  const query = parseRequest(catalogQuerySchema, Object.fromEntries(request.nextUrl.searchParams), {
    what: "query",
    fieldCodes: { provider_id: "invalid_provider_id" },
  });
  const operatorId = await operatorScope({ required: false });
  const data = await listCatalogGames({ operatorId, providerId: query.provider_id, baseUrl: baseUrl() });
  return jsonResponse({ success: true, data });
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
