"use client";

import type { RefObject } from "react";
import { toCsv } from "@/lib/base/csv";
import { csvFilename, downloadCsv } from "@/lib/console/download-csv";
import { Button } from "./button";

// Downloads a console table as CSV, in the browser: exactly the rows and columns the table shows (the current
// page, with its filters), read from the table itself so no table can drift from its export. A cell's text is its
// visible text, lines joined by " · " (e.g. an operator's name and id); a cell may give its exact value in
// data-csv (e.g. an ISO time behind a relative one). The row-actions column is left out.

function cellText(cell: HTMLTableCellElement): string {
  const exact = cell.dataset.csv;
  if (exact !== undefined) return exact;
  return cell.innerText
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" · ");
}

function exportedCells(row: HTMLTableRowElement): HTMLTableCellElement[] {
  return [...row.cells].filter((cell) => !cell.classList.contains("c-cell-actions"));
}

export function tableToCsv(table: HTMLTableElement): string {
  const headerRow = table.tHead?.rows[0];
  const header = headerRow ? exportedCells(headerRow).map(cellText) : [];
  const rows = [...table.tBodies].flatMap((body) => [...body.rows]).map((row) => exportedCells(row).map(cellText));
  return toCsv([header, ...rows]);
}

export function CsvExportButton({
  tableRef,
  caption,
}: {
  tableRef: RefObject<HTMLTableElement | null>;
  caption: string;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      icon="download"
      data-testid="csv-export"
      title={`Download the rows shown as CSV (${caption})`}
      onClick={() => {
        const table = tableRef.current;
        if (table) downloadCsv(csvFilename(caption), tableToCsv(table));
      }}
    >
      Export CSV
    </Button>
  );
}
