// GET /api/provider/v1/openapi.json — the OpenAPI 3.1 document of the provider API (public, cacheable)
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { openApiResponse } from "@/lib/server/http/openapi-response";
import { providerRoute } from "@/lib/server/provider-api/provider-route";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(providerEndpoints.getOpenApiDocument, ({ request }) =>
  openApiResponse(request),
);
