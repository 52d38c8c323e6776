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
