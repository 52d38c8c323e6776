import type { z } from "zod";
import { AppError, type ErrorCode } from "@/lib/base/errors";

// Turns a zod failure into the contract's 400: the first problem, named by its field, with a stable code.
// `fieldCodes` gives particular fields their own code (e.g. currency → invalid_currency); a custom issue may
// carry its code in params.errorCode; a missing field is missing_field; anything else invalid_request.

export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  options: { what: string; fieldCodes?: Record<string, ErrorCode> },
): z.infer<Schema> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new AppError("invalid_request", `Invalid ${options.what}`);
  const field = issue.path.map(String).join(".");
  const detail = field ? `${field} ${issue.message}` : `Invalid ${options.what}: ${issue.message}`;
  throw new AppError(errorCodeOf(issue, field, options.fieldCodes), detail);
}

function errorCodeOf(issue: z.core.$ZodIssue, field: string, fieldCodes: Record<string, ErrorCode> = {}): ErrorCode {
  const custom = issue.code === "custom" ? (issue.params?.errorCode as ErrorCode | undefined) : undefined;
  if (custom) return custom;
  if (issue.code === "invalid_type" && issue.input === undefined && field) return "missing_field";
  return Object.hasOwn(fieldCodes, field) ? (fieldCodes[field] ?? "invalid_request") : "invalid_request";
}

/**
 * The query of an extension endpoint (free rounds, reconciliation): a parameter the schema does not name is a 400
 * naming it, so a misspelt or unsupported filter never answers the unfiltered list. The contract's endpoints keep
 * parseRequest, which ignores unknown parameters as the contract's clients expect.
 */
export function parseQuery<Schema extends z.ZodObject>(
  schema: Schema,
  searchParams: URLSearchParams,
  options: { what?: string; fieldCodes?: Record<string, ErrorCode> } = {},
): z.infer<Schema> {
  const known = Object.keys(schema.shape);
  const unknown = [...new Set(searchParams.keys())].filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    const named = unknown
      .slice(0, 5)
      .map((name) => JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name))
      .join(", ");
    const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : "";
    const accepted = known.length > 0 ? `; this endpoint takes ${known.join(", ")}` : "; this endpoint takes none";
    throw new AppError(
      "invalid_request",
      `Unknown query parameter${unknown.length > 1 ? "s" : ""} ${named}${more}${accepted}`,
    );
  }
  return parseRequest(schema, Object.fromEntries(searchParams), {
    what: options.what ?? "query",
    fieldCodes: options.fieldCodes,
  });
}
