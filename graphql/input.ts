// GraphQL gives null for an argument sent as null; services take undefined for "not given". Only fields where
// null means "clear it" keep their null (the caller passes those through unchanged).
export function orUndefined<T>(value: T | null | undefined): T | undefined {
  return value === null ? undefined : value;
}
