/** Every module's resolvers as one map; modules may add fields to the same type (e.g. Operator.apiKeys). */
export function mergeResolvers<Map extends object>(parts: Map[]): Map {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`Two GraphQL modules resolve ${type}.${field}`);
        target[field] = resolver;
      }
    }
  }
  return merged as Map;
}
