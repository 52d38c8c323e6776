// The one CSV writer of every export: the console's table and report downloads (in the browser) and the daily and
// monthly statements (on the server, hashed into their content_hash).
//
// RFC 4180: fields separated by commas, a field quoted when it holds a comma, a double quote, CR or LF, and a double
// quote inside a quoted field doubled.
//
// Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with =, +, -, @, tab or CR as a
// formula, so an operator id, player id or campaign id like `=HYPERLINK(…)` would come alive in the file. Such a
// text cell is written with a single quote in front, and quoted: '=HYPERLINK(…) shows as text. A cell that is a
// plain decimal number ("-2.50", a negative amount in a money column) stays as it is: a spreadsheet reads it as
// the number, never as a formula, so sums over a statement keep working; anything else with a leading minus (e.g.
// "-2+3" or "-2.50 EUR") is text and is neutralised. A JavaScript number is written as it is.

export type CsvCell = string | number | null;

const FORMULA_LEAD = /^[=+\-@\t\r]/;
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  if (FORMULA_LEAD.test(value) && !DECIMAL_NUMBER.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Records (the header first) as CSV text, every record ending with `lineEnd`: CRLF as RFC 4180 says, or LF where a
 * published canonical form is built on it (the statements' content_hash).
 */
export function toCsv(records: readonly (readonly CsvCell[])[], options: { lineEnd?: "\r\n" | "\n" } = {}): string {
  const lineEnd = options.lineEnd ?? "\r\n";
  return records.map((record) => `${record.map(csvField).join(",")}${lineEnd}`).join("");
}
