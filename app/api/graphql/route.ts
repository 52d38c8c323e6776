// GET|POST /api/graphql — the console's GraphQL API (staff session required; mutations need the admin role; only from
// this app's own pages: another site's page is refused before anything runs)
import { startServerAndCreateNextHandler } from "@as-integrations/next";
import { NextRequest } from "next/server";
import { createGraphQLContext, type GraphQLContext } from "@/graphql/context";
import { createApolloServer } from "@/graphql/server";
import { AppError, isAppError } from "@/lib/base/errors";
import { refuseCrossSiteRequest } from "@/lib/server/http/forwarded-headers";
import { readJsonBody } from "@/lib/server/http/read-json-body";
import { logger } from "@/lib/server/observability/logger";

type Handler = (request: NextRequest) => Promise<Response>;
let handler: Handler | undefined;

// Started on first use, not at import, so `next build` never starts a server.
function graphqlHandler(): Handler {
  handler ??= startServerAndCreateNextHandler<NextRequest, GraphQLContext>(createApolloServer(), {
    context: createGraphQLContext,
  });
  return handler;
}

const NO_STORE = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

function errorResponse(error: unknown): Response {
  const appError = isAppError(error) ? error : new AppError("internal_error", "Internal server error");
  if (!isAppError(error)) logger.error({ where: "graphql", err: error }, "request failed");
  return Response.json(
    { errors: [{ message: appError.detail, extensions: { code: appError.code } }] },
    { status: appError.status, headers: NO_STORE },
  );
}

async function withNoStore(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(NO_STORE)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}

/** The staff cookie rides along with a request another site's page makes: such a request never reaches Apollo. */
function crossSiteRefusal(request: NextRequest): Response | null {
  try {
    refuseCrossSiteRequest(request.headers, "the console's GraphQL API");
    return null;
  } catch (error) {
    return errorResponse(error);
  }
}

export async function GET(request: NextRequest): Promise<Response> {
  return crossSiteRefusal(request) ?? withNoStore(await graphqlHandler()(request));
}

export async function POST(request: NextRequest): Promise<Response> {
  const refusal = crossSiteRefusal(request);
  if (refusal) return refusal;
  // Only JSON bodies: a "simple" cross-site POST (text/plain, forms) never reaches a resolver with the staff cookie.
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") {
    return errorResponse(
      new AppError("unsupported_media_type", "Send the GraphQL request as JSON (content-type: application/json)"),
    );
  }
  let body: unknown;
  try {
    body = await readJsonBody(request);
  } catch (error) {
    return errorResponse(error);
  }
  // The size-capped, parsed body goes on in the one form the integration reads as JSON.
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  const normalized = new NextRequest(request.url, { method: "POST", headers, body: JSON.stringify(body) });
  return withNoStore(await graphqlHandler()(normalized));
}
