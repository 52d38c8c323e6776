import type { z } from "zod";
import { AppError, type ErrorCode } from "@/lib/base/errors";

// Services validate their own input (the CLI, REST and GraphQL all pass user text), so a bad value becomes a
// 400 AppError naming each offending field, never a ZodError escaping as a 500.

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Each issue's message by the path of its field (the first message wins); issues about the whole input have none. */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.join(".");
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  code: ErrorCode = "invalid_request",
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new AppError(code, describeIssues(result.error.issues), { fields: fieldIssues(result.error.issues) });
  return result.data;
}
