// GET /api/provider/v1/games/{symbol} — one game of the operator's live catalog, by symbol or slug
import { gameIdentifierSchema, singleGameQuerySchema } from "@/lib/contract/provider-api";
import { getCatalogGame } from "@/lib/server/catalog/get-catalog-game";
import { jsonResponse } from "@/lib/server/http/json-response";
import { parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";

export const GET = providerApiRoute<{ symbol: string }>(async ({ request, params, baseUrl, operatorScope }) => {
  parseRequest(singleGameQuerySchema, Object.fromEntries(request.nextUrl.searchParams), { what: "query" });
  const symbol = parseRequest(gameIdentifierSchema, params.symbol, { what: "game symbol" });
  const operatorId = await operatorScope({ required: false });
  const data = await getCatalogGame({ operatorId, symbolOrSlug: symbol, baseUrl: baseUrl() });
  return jsonResponse({ success: true, data });
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
