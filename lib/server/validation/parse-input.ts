import type { z } from "zod";
import { AppError, type ErrorCode } from "../errors";

// Services validate their own input (the CLI, REST and GraphQL all pass user text), so a bad value becomes a
// 400 AppError naming each offending field, never a ZodError escaping as a 500.

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  code: ErrorCode = "invalid_request",
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError(code, describeIssues(result.error.issues));
  return result.data;
}
