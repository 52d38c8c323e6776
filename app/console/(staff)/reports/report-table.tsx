"use client";

import { Button } from "@/lib/console/ui/button";
import { Table } from "@/lib/console/ui/table";
import { toCsv } from "@/lib/base/csv";
import { downloadCsv } from "@/lib/console/download-csv";

// Every report table: the rows as shown, and ONE "Export CSV" that writes exactly those cells under a fixed file
// name (the shared Table's own export button is left out: it would be a second one).

export type ReportCell = string | number | null;

export interface ReportTableRow {
  id: string;
  values: ReportCell[];
  className?: string;
  testId?: string;
  /** Shows the cell at `index` across `count` columns (the cells it covers are blank; the CSV keeps them). */
  span?: { index: number; count: number };
}

function shownCells(row: ReportTableRow): { value: ReportCell; index: number; colSpan?: number }[] {
  const { span } = row;
  return row.values
    .map((value, index) => ({ value, index, colSpan: span?.index === index ? span.count : undefined }))
    .filter(({ index }) => !span || index <= span.index || index >= span.index + span.count);
}

export function ReportTable({
  caption,
  header,
  rows,
  fileName,
  numericFrom,
  testId,
}: {
  caption: string;
  header: string[];
  rows: ReportTableRow[];
  fileName: string;
  /** Columns from this index on are figures (right-aligned, monospaced). */
  numericFrom: number;
  testId: string;
}) {
  return (
    <div className="c-report-table" data-testid={testId}>
      <div className="c-row" style={{ justifyContent: "flex-end", padding: "8px 16px" }}>
        <Button
          variant="secondary"
          size="sm"
          icon="download"
          onClick={() => downloadCsv(fileName, toCsv([header, ...rows.map((row) => row.values)]))}
          data-testid={`${testId}-csv`}
        >
          Export CSV
        </Button>
      </div>
      <Table caption={caption} csv={false}>
        <thead>
          <tr>
            {header.map((title, index) => (
              <th key={title} className={index >= numericFrom ? "c-cell-num" : undefined}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={row.testId} className={row.className}>
              {shownCells(row).map(({ value, index, colSpan }) => (
                <td
                  key={header[index]}
                  colSpan={colSpan}
                  className={
                    colSpan
                      ? undefined
                      : index >= numericFrom
                        ? "c-cell-num c-mono"
                        : index === 1
                          ? "c-mono"
                          : undefined
                  }
                >
                  {value ?? "—"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
