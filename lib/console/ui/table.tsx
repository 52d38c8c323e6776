import type { ReactNode } from "react";
import { Button } from "./button";

/** The console's table: horizontally scrollable on narrow screens, captioned for screen readers. */
export function Table({ caption, children, testId }: { caption: string; children: ReactNode; testId?: string }) {
  return (
    <div className="c-table-wrap">
      <table className="c-table" data-testid={testId}>
        <caption className="c-sr-only">{caption}</caption>
        {children}
      </table>
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
