import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { parseQuery, parseRequest } from "@/lib/contract/parse-request";
import type { EndpointAuth, EndpointPathParameter, ProviderEndpoint } from "@/lib/contract/provider-endpoints";
import type { ApiKeyPrincipal } from "@/lib/server/api-keys/authenticate-api-key";
import { resolveOperatorScope } from "@/lib/server/api-keys/resolve-operator-scope";
import { withOneCacheVersion } from "@/lib/server/cache/cache-version";
import { AppError } from "@/lib/base/errors";
import { observeRequest } from "@/lib/server/observability/observe-request";
import { authenticateProviderRequest } from "@/lib/server/provider-api/authenticate-provider-request";
import { errorResponse, jsonResponse } from "@/lib/server/http/json-response";
import { publicBaseUrl } from "@/lib/server/http/public-base-url";
import { readJsonBody } from "@/lib/server/http/read-json-body";

// The wrapper of provider API routes: authenticates the API key (before the body is read) under the rate
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

// ---------------------------------------------------------------------------------------------------------------
// Routes bound to their entry of the endpoint table (lib/contract/provider-endpoints.ts): the wrapper authenticates
// as the entry says, parses the path parameters, the query and the body with the contract's 400s, resolves the
// operator, and hands the handler the parsed request; the handler calls its service. What the handler returns is
// the answer's `data` ({success: true, data}), unless it is a Response already.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entry of the table, whatever its schemas
type AnyEndpoint = ProviderEndpoint<any, any, any, any>;

type OperatorOf<Auth extends EndpointAuth> = Auth extends { operator: "required" }
  ? string
  : Auth extends { operator: "optional" }
    ? string | null
    : undefined;

/** The request as the handler of an entry gets it: parsed and authenticated. */
export type EndpointInput<Endpoint extends AnyEndpoint> =
  Endpoint extends ProviderEndpoint<infer PathParameters, infer Query, infer Body, infer Auth>
    ? {
        request: NextRequest;
        /** By the path template's names (snake_case), parsed. */
        params: { [Name in keyof PathParameters]: string };
        query: z.infer<Query>;
        /** The body without operator_id (the operator is resolved into operatorId). */
        body: Omit<z.infer<Body>, "operator_id">;
        operatorId: OperatorOf<Auth>;
        /** The audit log's actor of a keyed request: api:<key id>. */
        actor: Auth extends "public" ? undefined : string;
        /** PUBLIC_BASE_URL, else this request's origin; for absolute links in responses. */
        baseUrl(): string;
      }
    : never;

export interface ServedEndpoint {
  endpoint: AnyEndpoint;
  handle: RouteHandler<RouteParams>;
}

const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type RouteMethod = (typeof ROUTE_METHODS)[number];

/** A route file's exports: the served entries' methods, and the contract's JSON 405 for the other methods. */
export function providerRoutes(...served: ServedEndpoint[]): Record<RouteMethod, RouteHandler<RouteParams>> {
  const allowed = ROUTE_METHODS.filter((method) => served.some(({ endpoint }) => endpoint.method === method));
  const rejectMethod = methodNotAllowed(...allowed);
  return Object.fromEntries(
    ROUTE_METHODS.map((method) => [
      method,
      served.find(({ endpoint }) => endpoint.method === method)?.handle ?? (async () => rejectMethod()),
    ]),
  ) as Record<RouteMethod, RouteHandler<RouteParams>>;
}

/** A route file of one entry: `export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(entry, handler)`. */
export function providerRoute<Endpoint extends AnyEndpoint>(
  endpoint: Endpoint,
  handler: (input: EndpointInput<Endpoint>) => unknown,
): Record<RouteMethod, RouteHandler<RouteParams>> {
  return providerRoutes(serveEndpoint(endpoint, handler));
}

/** One entry of a route file that serves several (one per method). */
export function serveEndpoint<Endpoint extends AnyEndpoint>(
  endpoint: Endpoint,
  handler: (input: EndpointInput<Endpoint>) => unknown,
): ServedEndpoint {
  const respond = async (input: EndpointInput<Endpoint>) => {
    const result = await handler(input);
    return result instanceof Response ? result : jsonResponse({ success: true, data: result });
  };
  const parse = async (request: NextRequest, params: RouteParams) => ({
    params: parsePathParameters(endpoint, params),
    query: parseEndpointQuery(endpoint, request.nextUrl.searchParams),
    body: endpoint.body
      ? (parseRequest(
          endpoint.body.schema,
          await readJsonBody(request, endpoint.body.maxBytes ? { maxBytes: endpoint.body.maxBytes } : undefined),
          { what: endpoint.body.what, fieldCodes: endpoint.body.fieldCodes },
        ) as Record<string, unknown>)
      : {},
  });
  const handle: RouteHandler<RouteParams> =
    endpoint.auth === "public"
      ? publicApiRoute(async ({ request, params }) => {
          const parsed = await parse(request, params);
          return respond({
            ...parsed,
            request,
            operatorId: undefined,
            actor: undefined,
            baseUrl: () => publicBaseUrl(request),
          } as EndpointInput<Endpoint>);
        })
      : providerApiRoute(async ({ request, params, principal, baseUrl, operatorScope }) => {
          const { params: parsedParams, query, body: parsedBody } = await parse(request, params);
          const { operator_id: bodyOperatorId, ...body } = parsedBody;
          const scope = { bodyOperatorId: bodyOperatorId as string | undefined };
          const operatorId =
            endpoint.auth.operator === "required"
              ? await operatorScope({ ...scope, required: true })
              : await operatorScope({ ...scope, required: false });
          const actor = `api:${principal.keyId}`;
          return respond({
            request,
            params: parsedParams,
            query,
            body,
            operatorId,
            actor,
            baseUrl,
          } as EndpointInput<Endpoint>);
        });
  return { endpoint, handle };
}

/** Each path parameter by its entry's schema; the route folder names it in camelCase ([campaignId] for campaign_id). */
function parsePathParameters(endpoint: AnyEndpoint, params: RouteParams): Record<string, string> {
  const parsed: Record<string, string> = {};
  const declared = Object.entries(endpoint.pathParameters ?? {}) as Array<[string, EndpointPathParameter]>;
  for (const [name, { schema, what }] of declared) {
    const value = params[name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())];
    parsed[name] = what
      ? parseRequest(schema, value, { what })
      : parseRequest(z.object({ [name]: schema }), { [name]: value }, { what: name })[name]!;
  }
  return parsed;
}

function parseEndpointQuery(endpoint: AnyEndpoint, searchParams: URLSearchParams): Record<string, unknown> {
  if (!endpoint.query) return {};
  const { schema, unknownParameters, fieldCodes } = endpoint.query;
  return unknownParameters === "refuse"
    ? parseQuery(schema, searchParams, { fieldCodes })
    : parseRequest(schema, Object.fromEntries(searchParams), { what: "query", fieldCodes });
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
