import "server-only";
import type { NextRequest } from "next/server";
import type { ApiKeyPrincipal } from "@/lib/server/api-keys/authenticate-api-key";
import { resolveOperatorScope } from "@/lib/server/api-keys/resolve-operator-scope";
import { withOneCacheVersion } from "@/lib/server/cache/cache-version";
import { AppError } from "@/lib/base/errors";
import { observeRequest } from "@/lib/server/observability/observe-request";
import { authenticateProviderRequest } from "@/lib/server/provider-api/authenticate-provider-request";
import { errorResponse } from "@/lib/server/http/json-response";
import { publicBaseUrl } from "@/lib/server/http/public-base-url";

// The one wrapper for provider API routes: authenticates the API key (before the body is read) under the rate
// limits, hands the handler its principal and operator-scope resolver, converts every error into the contract's
// JSON error, and gives each request its request id, access log line and metrics (observeRequest). Provider API
// requests change nothing the provider API caches hold, so one cache version read serves all of a request.

interface OperatorScopeResolver {
  (options: { bodyOperatorId?: string; required: true }): Promise<string>;
  (options: { bodyOperatorId?: string; required: false }): Promise<string | null>;
}

type RouteParams = Record<string, string | string[] | undefined>;

export interface ProviderApiContext<Params extends RouteParams> {
  request: NextRequest;
  params: Params;
  principal: ApiKeyPrincipal;
  /** PUBLIC_BASE_URL, else this request's origin; for absolute links in responses. */
  baseUrl(): string;
  /** The operator this request acts for (see resolveOperatorScope); the query and x-operator-id are included. */
  operatorScope: OperatorScopeResolver;
}

export interface PublicApiContext<Params extends RouteParams> {
  request: NextRequest;
  params: Params;
}

type RouteHandler<Params extends RouteParams> = (
  request: NextRequest,
  routeContext: { params: Promise<Params> },
) => Promise<Response>;

export function providerApiRoute<Params extends RouteParams = Record<string, never>>(
  handler: (context: ProviderApiContext<Params>) => Promise<Response>,
): RouteHandler<Params> {
  return publicApiRoute<Params>(({ request, params }) =>
    withOneCacheVersion(async () => {
      const principal = await authenticateProviderRequest({
        key: apiKeyFromHeaders(request.headers),
        headers: request.headers,
      });
      return handler({
        request,
        params,
        principal,
        baseUrl: () => publicBaseUrl(request),
        operatorScope: (({ bodyOperatorId, required }: { bodyOperatorId?: string; required: boolean }) =>
          resolveOperatorScope({
            principal,
            requestedOperatorIds: [
              ...request.nextUrl.searchParams.getAll("operator_id"),
              bodyOperatorId,
              request.headers.get("x-operator-id"),
            ],
            required,
          })) as OperatorScopeResolver,
      });
    }),
  );
}

/** Routes that need no key (game art): only the error conversion. */
export function publicApiRoute<Params extends RouteParams = Record<string, never>>(
  handler: (context: PublicApiContext<Params>) => Promise<Response>,
): RouteHandler<Params> {
  return async (request, routeContext) => {
    const params = await routeContext.params;
    return observeRequest({
      request,
      params,
      handle: async () => {
        try {
          return await handler({ request, params });
        } catch (error) {
          return errorResponse(error, `${request.method} ${request.nextUrl.pathname}`);
        }
      },
    });
  };
}

/** The key in any of the contract's three forms, in order of preference. */
export function apiKeyFromHeaders(headers: Headers): string | null {
  const providerKey = headers.get("x-provider-api-key")?.trim();
  if (providerKey) return providerKey;
  const legacyKey = headers.get("x-api-key")?.trim();
  if (legacyKey) return legacyKey;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return bearer?.[1] ?? null;
}

/** A JSON 405 for the methods a route does not serve; the Allow header lists the ones it does. */
export function methodNotAllowed(...allowed: string[]): () => Response {
  const allow = allowed.join(", ");
  return () =>
    errorResponse(
      new AppError("method_not_allowed", `Method not allowed; this route accepts ${allow}`, { headers: { allow } }),
    );
}
