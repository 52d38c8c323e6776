import { formatCountOf } from "@/lib/console/format";
import type { CursorPages } from "@/lib/console/use-cursor-pages";
import { Button } from "./button";

/** `labels` name the two directions; lists are newest first unless they say otherwise (e.g. by name). `noun` is singular. */
export function Pager({
  pages,
  nextCursor,
  shown,
  noun,
  plural,
  labels = ["Newer", "Older"],
}: {
  pages: CursorPages;
  nextCursor: string | null | undefined;
  shown: number;
  noun: string;
  /** When not the noun + "s". */
  plural?: string;
  labels?: [previous: string, next: string];
}) {
  return (
    <div className="c-table-footer">
      <span>
        Page {pages.page} · {formatCountOf(shown, noun, plural)}
      </span>
      <div className="c-row">
        <Button size="sm" onClick={pages.previous} disabled={pages.page === 1}>
          {labels[0]}
        </Button>
        <Button
          size="sm"
          onClick={() => nextCursor && pages.next(nextCursor)}
          disabled={!nextCursor}
          data-testid="pager-older"
        >
          {labels[1]}
        </Button>
      </div>
    </div>
  );
}
