import "server-only";
import type { ApolloServer, BaseContext } from "@apollo/server";
import { startServerAndCreateNextHandler } from "@as-integrations/next";
import { NextRequest } from "next/server";
import { AppError, isAppError } from "@/lib/base/errors";
import { refuseCrossSiteRequest } from "@/lib/server/http/forwarded-headers";
import { readJsonBody } from "@/lib/server/http/read-json-body";
import { logger } from "@/lib/server/observability/logger";

// The GET and POST handlers of a GraphQL endpoint behind a session cookie (the console's, the back office's): only
// from this app's own pages, JSON bodies only, size-capped, never cached.

type Handler = (request: NextRequest) => Promise<Response>;

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

export function graphQLRoute<Context extends BaseContext>(options: {
  /** Names the API in the cross-site refusal, e.g. "the console's GraphQL API". */
  apiName: string;
  createServer: () => ApolloServer<Context>;
  createContext: (request: NextRequest) => Promise<Context>;
}): { GET: Handler; POST: Handler } {
  let handler: Handler | undefined;
  // Started on first use, not at import, so `next build` never starts a server.
  const graphqlHandler = (): Handler =>
    (handler ??= startServerAndCreateNextHandler<NextRequest, Context>(options.createServer(), {
      context: options.createContext,
    }));

  /** The session cookie rides along with a request another site's page makes: such a request never reaches Apollo. */
  function crossSiteRefusal(request: NextRequest): Response | null {
    try {
      refuseCrossSiteRequest(request.headers, options.apiName);
      return null;
    } catch (error) {
      return errorResponse(error);
    }
  }

  return {
    async GET(request) {
      return crossSiteRefusal(request) ?? withNoStore(await graphqlHandler()(request));
    },
    async POST(request) {
      const refusal = crossSiteRefusal(request);
      if (refusal) return refusal;
      // Only JSON bodies: a "simple" cross-site POST (text/plain, forms) never reaches a resolver with the cookie.
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
    },
  };
}
