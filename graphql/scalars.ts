import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from "graphql";

// DateTime travels as ISO 8601 text and is a Date inside resolvers; JSON is any JSON value (BigInt as text).

function toDate(value: unknown): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new GraphQLError("DateTime must be ISO 8601 text with a time zone, e.g. 2026-11-22T03:04:05Z");
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: "DateTime",
  serialize: (value) => toDate(value).toISOString(),
  parseValue: toDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be a string", { nodes: ast });
    return toDate(ast.value);
  },
});

function jsonSafe(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item)),
  );
}

export const JsonScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: jsonSafe,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
