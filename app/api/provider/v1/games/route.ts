// GET /api/provider/v1/games — operator-scoped live catalog (kept bytes, gzip when accepted, ETag/304; paging extension)
import { catalogQuerySchema } from "@/lib/contract/provider-api";
import { AppError } from "@/lib/base/errors";
import { readCatalogResponse } from "@/lib/server/catalog/read-catalog-response";
import { parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";

export const GET = providerApiRoute(async ({ request, baseUrl, operatorScope }) => {
  const query = parseRequest(catalogQuerySchema, Object.fromEntries(request.nextUrl.searchParams), {
    what: "query",
    fieldCodes: { provider_id: "invalid_provider_id" },
  });
  if (query.cursor !== undefined && query.limit === undefined)
    throw new AppError("invalid_request", "cursor needs limit");
  const operatorId = await operatorScope({ required: false });
  const response = await readCatalogResponse({
    operatorId,
    providerId: query.provider_id ?? null,
    baseUrl: baseUrl(),
    page: query.limit === undefined ? undefined : { limit: query.limit, cursor: query.cursor },
  });
  return response.respond(request.headers);
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
