import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { ERROR_STATUS, isAppError, type ErrorCode } from "@/lib/base/errors";
import { logger } from "@/lib/server/observability/logger";

// The one place where errors become GraphQL errors. extensions.code is always one of the platform's shared codes
// (lib/base/errors.ts): an AppError keeps its code and detail; GraphQL's own request errors (syntax, unknown
// fields, bad variables) become invalid_request; anything unexpected is logged and masked as internal_error.

/** An error with a shared code and the HTTP status of the code table, for refusals outside resolvers. */
export function graphQLErrorFor(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: ERROR_STATUS[code] } } });
}

const REQUEST_ERROR_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
]);

function isSharedCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_STATUS, code);
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const where = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  // Resolver and context errors arrive wrapped in a GraphQLError; the AppError inside decides.
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (isAppError(original)) {
    if (original.status >= 500) logger.error({ where: "graphql", code: original.code }, original.detail);
    return {
      message: original.detail,
      ...where,
      extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
    };
  }
  // Our own GraphQL errors (sign-in, role, limits), also when GraphQL wrapped them as validation errors.
  const ownCode = [formatted.extensions?.code, (original as GraphQLError | undefined)?.extensions?.code].find(
    isSharedCode,
  );
  if (ownCode) return { message: formatted.message, ...where, extensions: { code: ownCode } };
  if (REQUEST_ERROR_CODES.has(String(formatted.extensions?.code))) {
    return { message: formatted.message, ...where, extensions: { code: "invalid_request" } };
  }
  logger.error({ where: "graphql", err: original }, "unexpected error");
  return { message: "Internal server error", ...where, extensions: { code: "internal_error" } };
}
