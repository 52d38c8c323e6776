"use client";

import { useRef, type ReactNode } from "react";
import { Button } from "./button";
import { CsvExportButton } from "./csv-export-button";

/**
 * The console's table: horizontally scrollable on narrow screens, captioned for screen readers, with an
 * "Export CSV" button over it (the rows and columns shown; `csv={false}` for a table with nothing to export).
 */
export function Table({ caption, children, testId, csv = true }: { caption: string; children: ReactNode; testId?: string; csv?: boolean }) {
  const tableRef = useRef<HTMLTableElement>(null);
  return (
    <div className="c-table-block">
      {csv ? (
        <div className="c-table-tools">
          <CsvExportButton tableRef={tableRef} caption={caption} />
        </div>
      ) : null}
      <div className="c-table-wrap">
        <table className="c-table" data-testid={testId} ref={tableRef}>
          <caption className="c-sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

/** The header of a row-actions column: visually empty, named for screen readers. */
export function ActionsHeader({ label = "Actions" }: { label?: string }) {
  return (
    <th className="c-cell-actions">
      <span className="c-sr-only">{label}</span>
    </th>
  );
}

/** A row's "Details" button, which opens the record's drawer. */
export function DetailsButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" icon="eye" onClick={onClick}>
      Details
    </Button>
  );
}
