import type { CursorPages } from "@/lib/console/use-cursor-pages";
import { Button } from "./button";

export function Pager({ pages, nextCursor, shown, noun }: { pages: CursorPages; nextCursor: string | null | undefined; shown: number; noun: string }) {
  return (
    <div className="c-table-footer">
      <span>
        Page {pages.page} · {shown} {noun}
      </span>
      <div className="c-row">
        <Button size="sm" onClick={pages.previous} disabled={pages.page === 1}>
          Newer
        </Button>
        <Button size="sm" onClick={() => nextCursor && pages.next(nextCursor)} disabled={!nextCursor} data-testid="pager-older">
          Older
        </Button>
      </div>
    </div>
  );
}
