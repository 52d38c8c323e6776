import "server-only";
import type { NextRequest } from "next/server";
import { runtimeCookieName } from "@/lib/contract/runtime-api";
import { isConnectionLoss } from "@/lib/server/db/connection-loss";
import { isAppError, type AppError } from "@/lib/base/errors";
import { publicApiRoute } from "@/lib/server/http/provider-route";
import { authenticateRuntimeRequest } from "./authenticate-runtime-request";
import type { RuntimeSessionRecord } from "./runtime-session";

// The one wrapper for /api/runtime/sessions/<sessionId>/… routes: authenticates the session cookie (before any
// body is read), hands the handler the session, and converts every error into {success:false, detail, error}.
// A route may name the answer to a database connection lost in it (authentication included) instead of a 500.

type SessionParams = { sessionId: string } & Record<string, string>;

export interface RuntimeApiContext<Params extends SessionParams> {
  request: NextRequest;
  params: Params;
  session: RuntimeSessionRecord;
}

export function runtimeApiRoute<Params extends SessionParams = { sessionId: string }>(
  handler: (context: RuntimeApiContext<Params>) => Promise<Response>,
  options: { connectionLossError?: (cause: unknown) => AppError } = {},
): (request: NextRequest, routeContext: { params: Promise<Params> }) => Promise<Response> {
  return publicApiRoute<Params>(async ({ request, params }) => {
    try {
      const session = await authenticateRuntimeRequest({
        sessionId: params.sessionId,
        headers: request.headers,
        cookieToken: request.cookies.get(runtimeCookieName(params.sessionId))?.value,
      });
      return await handler({ request, params, session });
    } catch (error) {
      if (options.connectionLossError && !isAppError(error) && isConnectionLoss(error)) throw options.connectionLossError(error);
      throw error;
    }
  });
}
