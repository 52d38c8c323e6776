import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { AppError, ERROR_STATUS, type ErrorCode } from "@/lib/base/errors";
import { signInHref } from "./console-routes";

// The console's one way to call /api/graphql (and the back office's, its own endpoint and sign-in passed in): a
// typed document (graphql-codegen's client preset) sent with plain fetch. Failures become the platform's AppError carrying the shared code from extensions.code, so pages can tell
// "not found" from "forbidden" without parsing messages.

interface GraphQLResponse<TResult> {
  data?: TResult | null;
  errors?: { message?: string; extensions?: { code?: unknown; fields?: unknown } }[];
}

function toErrorCode(code: unknown): ErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_STATUS, code) ? (code as ErrorCode) : "internal_error";
}

function toFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export interface GraphQLEndpoint {
  /** The GraphQL endpoint's path; the console's by default. */
  path?: string;
  /** Where an ended session signs in again, returning to the page; the console's sign-in by default. */
  signInHref?: (returnTo: string) => string;
}

export async function executeGraphQL<TResult, TVariables>(
  document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
  variables?: TVariables,
  options: { signal?: AbortSignal; endpoint?: GraphQLEndpoint } = {},
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch(options.endpoint?.path ?? "/api/graphql", {
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
      const signIn = options.endpoint?.signInHref ?? signInHref;
      window.location.assign(signIn(window.location.pathname + window.location.search));
    }
    throw new AppError(code, first.message || "The request failed", { fields: toFields(first.extensions?.fields) });
  }
  if (!body.data) throw new AppError("internal_error", "The server answered without data");
  return body.data;
}

/** Text for a toast or an error panel, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Try again.";
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The refused fields of a failed mutation (AppError.fields, keyed by input path) that a form shows, keyed by the
 * form's own field names; "frameAncestors.2" belongs to frameAncestors. A message that starts with the API's
 * field name reads without it under the field's label ("walletTimeoutMs must be …" → "Must be …").
 */
export function formFieldErrors(error: unknown, formFields: readonly string[]): FieldErrors {
  const fields = error instanceof AppError ? error.fields : undefined;
  const shown: FieldErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = path.split(".")[0]!;
    if (!formFields.includes(field) || shown[field]) continue;
    const text = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
    shown[field] = text.charAt(0).toUpperCase() + text.slice(1);
  }
  return shown;
}
