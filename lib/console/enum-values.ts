// The values of a generated GraphQL enum type (codegen writes enums as string unions: types only). A record keyed by
// the enum lists them: a value added to or dropped from the schema fails to compile here instead of going missing.

/** The keys of `record`, in the order written: every value of the enum `T`, each once. */
export function enumValues<T extends string>(record: Record<T, unknown>): T[] {
  return Object.keys(record) as T[];
}
