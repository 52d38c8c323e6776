import { buildOpenApiDocument } from "@/lib/contract/openapi";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { etagMatches, strongEtag } from "./etag";
import { publicBaseUrl } from "./public-base-url";

// The OpenAPI document as a public, cacheable response: anyone may fetch it (tools, operators' developers), caches
// may keep it for OPENAPI_CACHE_MAX_AGE_SECONDS (default 5 minutes), and If-None-Match gets 304.

export function openApiCacheMaxAgeSeconds(): number {
  return positiveIntegerSetting("OPENAPI_CACHE_MAX_AGE_SECONDS", 300);
}

export function openApiResponse(request: Request): Response {
  const text = JSON.stringify(buildOpenApiDocument({ baseUrl: publicBaseUrl(request) }));
  const etag = strongEtag(text);
  const headers = {
    etag,
    "cache-control": `public, max-age=${openApiCacheMaxAgeSeconds()}`,
    "x-content-type-options": "nosniff",
    // Browser-based API tools on other origins may load it.
    "access-control-allow-origin": "*",
  };
  if (etagMatches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(text, {
    status: 200,
    headers: { ...headers, "content-type": "application/json; charset=utf-8" },
  });
}
