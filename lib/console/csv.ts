// CSV text as RFC 4180 describes it: fields separated by commas, records by CRLF, a field quoted when it holds a
// comma, a double quote, CR or LF, and a double quote inside a quoted field doubled.

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The header record and then the rows, each record ending with CRLF. */
export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((record) => `${record.map(csvField).join(",")}\r\n`).join("");
}

/** A file name for an export: the caption in kebab-case and today's date (UTC), e.g. operators-2026-11-25.csv. */
export function csvFilename(caption: string, now: Date = new Date()): string {
  const slug = caption
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${slug || "table"}-${now.toISOString().slice(0, 10)}.csv`;
}
