// Before/after of an audit entry as field rows, so staff see what an action changed without reading two JSON blobs.

export interface DiffRow {
  field: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** One row per top-level field of either side (or one "value" row when a side is not an object), changed first. */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if ((before != null && !isRecord(before)) || (after != null && !isRecord(after))) {
    const row = { field: "value", before: show(before ?? undefined), after: show(after ?? undefined) };
    return [{ ...row, changed: row.before !== row.after }];
  }
  const left = (before ?? {}) as Record<string, unknown>;
  const right = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const rows = fields.map((field) => {
    const row = { field, before: show(left[field]), after: show(right[field]) };
    return { ...row, changed: row.before !== row.after };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}
