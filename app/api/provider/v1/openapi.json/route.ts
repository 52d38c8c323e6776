// GET /api/provider/v1/openapi.json — the OpenAPI 3.1 document of the provider API (public, cacheable)
import { openApiResponse } from "@/lib/server/http/openapi-response";
import { methodNotAllowed, publicApiRoute } from "@/lib/server/provider-api/provider-route";

export const GET = publicApiRoute(async ({ request }) => openApiResponse(request));

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
