"use client";

import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Button } from "./button";
import { CsvExportButton } from "./csv-export-button";

/** Which sides of a scrolled table have columns out of sight. */
type HiddenSides = "start" | "end" | "both" | undefined;

/**
 * Keeps `hidden` in step with the wrap's horizontal scroll: a table wider than its card scrolls inside it, and the
 * side with columns out of sight gets a shade (scroll bars are hidden until used on many systems, so without it
 * the cut-off columns look like the table's end).
 */
function useHiddenSides(wrapRef: RefObject<HTMLDivElement | null>): HiddenSides {
  const [hidden, setHidden] = useState<HiddenSides>(undefined);
  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    const update = () => {
      const rest = wrap.scrollWidth - wrap.clientWidth - wrap.scrollLeft;
      const start = wrap.scrollLeft > 1;
      const end = rest > 1;
      setHidden(start && end ? "both" : start ? "start" : end ? "end" : undefined);
    };
    update();
    wrap.addEventListener("scroll", update, { passive: true });
    // The wrap resizes with the window; the table with its rows.
    const observer = new ResizeObserver(update);
    observer.observe(wrap);
    if (wrap.firstElementChild) observer.observe(wrap.firstElementChild);
    return () => {
      wrap.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [wrapRef]);
  return hidden;
}

/**
 * The console's table: scrolls sideways inside its card when wider (with a shade on the side that has more),
 * captioned for screen readers, with an "Export CSV" button over it (the rows and columns shown; `csv={false}` for
 * a table with nothing to export).
 */
export function Table({
  caption,
  children,
  testId,
  csv = true,
}: {
  caption: string;
  children: ReactNode;
  testId?: string;
  csv?: boolean;
}) {
  const tableRef = useRef<HTMLTableElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(wrapRef);
  return (
    <div className="c-table-block">
      {csv ? (
        <div className="c-table-tools">
          <CsvExportButton tableRef={tableRef} caption={caption} />
        </div>
      ) : null}
      <div className="c-table-frame" data-hidden={hidden}>
        {/* A scrolling table can be scrolled from the keyboard too. */}
        <div
          className="c-table-wrap"
          ref={wrapRef}
          tabIndex={hidden ? 0 : undefined}
          role={hidden ? "region" : undefined}
          aria-label={hidden ? `${caption} (scrolls sideways)` : undefined}
        >
          <table className="c-table" data-testid={testId} ref={tableRef}>
            <caption className="c-sr-only">{caption}</caption>
            {children}
          </table>
        </div>
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
