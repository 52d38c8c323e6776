import type { TypedDocumentString } from "@/graphql/generated/client/graphql";
import { AppError, ERROR_STATUS, type ErrorCode } from "@/lib/server/errors";
import { signInHref } from "./console-routes";

// The console's one way to call /api/graphql: a typed document (graphql-codegen's client preset) sent with plain
// fetch. Failures become the platform's AppError carrying the shared code from extensions.code, so pages can tell
// "not found" from "forbidden" without parsing messages.

interface GraphQLResponse<TResult> {
  data?: TResult | null;
  errors?: { message?: string; extensions?: { code?: unknown } }[];
}

function toErrorCode(code: unknown): ErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_STATUS, code) ? (code as ErrorCode) : "internal_error";
}

export async function executeGraphQL<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
  options: { signal?: AbortSignal } = {},
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new AppError("internal_error", "The console could not reach the server. Check the connection and try again.");
  }

  let body: GraphQLResponse<TResult>;
  try {
    body = (await response.json()) as GraphQLResponse<TResult>;
  } catch {
    throw new AppError("internal_error", `The server answered ${response.status} without a readable body. Try again.`);
  }

  const first = body.errors?.[0];
  if (first) {
    const code = toErrorCode(first.extensions?.code);
    // A session that ended (expiry, sign-out elsewhere) sends the page to sign-in and back here afterwards.
    if (code === "unauthenticated" && typeof window !== "undefined") {
      window.location.assign(signInHref(window.location.pathname + window.location.search));
    }
    throw new AppError(code, first.message || "The request failed");
  }
  if (!body.data) throw new AppError("internal_error", "The server answered without data");
  return body.data;
}

/** Text for a toast or an error panel, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Try again.";
}
