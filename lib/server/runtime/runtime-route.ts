import "server-only";
import type { NextRequest } from "next/server";
import { runtimeCookieName } from "@/lib/contract/runtime-api";
import { isConnectionLoss } from "@/lib/server/db/connection-loss";
import { isAppError, type AppError } from "@/lib/base/errors";
import { publicApiRoute } from "@/lib/server/provider-api/provider-route";
import { authenticateRuntimeRequest } from "./authenticate-runtime-request";
import { playerFacingError, type PlayerErrorAbout } from "./player-facing-error";
import type { RuntimeSessionRecord } from "./runtime-session";

// The one wrapper for /api/runtime/sessions/<sessionId>/… routes: authenticates the session cookie (before any
// body is read), hands the handler the session, and converts every error into {success:false, detail, error}.
// A route may name the answer to a database connection lost in it (authentication included) instead of a 500.
// A wallet error reaches the player in the session's language, without the wallet's internals (player-facing-error.ts).

type SessionParams = { sessionId: string } & Record<string, string>;

export interface RuntimeApiContext<Params extends SessionParams> {
  request: NextRequest;
  params: Params;
  session: RuntimeSessionRecord;
}

export function runtimeApiRoute<Params extends SessionParams = { sessionId: string }>(
  handler: (context: RuntimeApiContext<Params>) => Promise<Response>,
  options: {
    connectionLossError?: (cause: unknown) => AppError;
    /** What a wallet error of this route is about, for the player's message (default: the balance). */
    walletErrorsAbout?: PlayerErrorAbout;
  } = {},
): (request: NextRequest, routeContext: { params: Promise<Params> }) => Promise<Response> {
  return publicApiRoute<Params>(async ({ request, params }) => {
    let session: RuntimeSessionRecord | undefined;
    try {
      session = await authenticateRuntimeRequest({
        sessionId: params.sessionId,
        headers: request.headers,
        cookieToken: request.cookies.get(runtimeCookieName(params.sessionId))?.value,
      });
      return await handler({ request, params, session });
    } catch (error) {
      if (options.connectionLossError && !isAppError(error) && isConnectionLoss(error))
        throw options.connectionLossError(error);
      if (isAppError(error) && session)
        throw playerFacingError(error, { lang: session.lang, about: options.walletErrorsAbout ?? "balance" });
      throw error;
    }
  });
}
