// Plain-text tables and key/value blocks for the ops CLI's human output.

export type Cell = string | number | boolean | Date | null | undefined;

function show(cell: Cell): string {
  if (cell === null || cell === undefined || cell === "") return "-";
  if (cell instanceof Date) return cell.toISOString().replace("T", " ").slice(0, 19);
  if (typeof cell === "boolean") return cell ? "yes" : "no";
  return String(cell);
}

export function renderTable(headers: string[], rows: Cell[][], emptyText = "(none)"): string {
  if (rows.length === 0) return emptyText;
  const text = rows.map((row) => row.map(show));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...text.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((width) => "-".repeat(width))), ...text.map(line)].join("\n");
}

export function renderFields(fields: [label: string, value: Cell | Cell[]][]): string {
  const width = Math.max(...fields.map(([label]) => label.length));
  return fields
    .map(
      ([label, value]) =>
        `${(label + ":").padEnd(width + 1)}  ${Array.isArray(value) ? value.map(show).join(", ") || "-" : show(value)}`,
    )
    .join("\n");
}
