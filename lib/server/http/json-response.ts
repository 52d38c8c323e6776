import { AppError, isAppError, restErrorBody } from "@/lib/base/errors";
import { logger } from "@/lib/server/observability/logger";

// The one place where errors become HTTP responses for the provider API: the contract's
// {success:false, detail, error} with the AppError's status and headers. Anything else is a 500 whose detail
// says nothing about internals; the cause is logged (without request bodies, so tokens and keys stay out of logs).

// Responses carry keys' data and launch tokens: never cached by anyone on the way.
const PRIVATE_JSON_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

export function jsonResponse(body: unknown, init?: { status?: number; headers?: Record<string, string> }): Response {
  return Response.json(body, { status: init?.status ?? 200, headers: { ...PRIVATE_JSON_HEADERS, ...init?.headers } });
}

/** A private text body (e.g. a CSV statement), never cached either. */
export function textResponse(text: string, init: { contentType: string; headers?: Record<string, string> }): Response {
  return new Response(text, {
    status: 200,
    headers: { ...PRIVATE_JSON_HEADERS, "content-type": init.contentType, ...init.headers },
  });
}

export function errorResponse(error: unknown, where?: string): Response {
  const appError = isAppError(error) ? error : unexpected(error, where);
  if (appError.status >= 500 && isAppError(error)) {
    // A player-facing error (lib/server/runtime/player-facing-error.ts) keeps the internal detail as its cause: log that.
    logger.error({ where, code: appError.code }, isAppError(appError.cause) ? appError.cause.detail : appError.detail);
  }
  return jsonResponse(restErrorBody(appError), { status: appError.status, headers: appError.headers });
}

function unexpected(error: unknown, where: string | undefined): AppError {
  logger.error({ where, err: error }, "unexpected error");
  return new AppError("internal_error", "Internal server error", { cause: error });
}

/** Handlers for every method of a catch-all route: a JSON 404 in the shared error shape. */
export function unknownRouteHandlers(detail: string) {
  const unknownRoute = () => errorResponse(new AppError("not_found", detail));
  return {
    GET: unknownRoute,
    HEAD: unknownRoute,
    POST: unknownRoute,
    PUT: unknownRoute,
    PATCH: unknownRoute,
    DELETE: unknownRoute,
    OPTIONS: unknownRoute,
  };
}

/** The contract 1.1 answer of launch-url and player-balance-refresh: the result's fields at the top level and in data. */
export function contractResponse(data: object): Response {
  return jsonResponse({ success: true, ...data, data });
}
