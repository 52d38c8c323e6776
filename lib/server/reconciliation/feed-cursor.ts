import { AppError } from "@/lib/base/errors";
import { dateCursorPart, decodeCursor, encodeCursor } from "@/lib/base/paging";
import { PLATFORM_ID_PATTERN } from "@/lib/contract/provider-api";

// The operator API's keyset cursor: the (created_at, id) of the last row of a page, opaque (lib/base/paging) and
// checked part by part, so a forged or truncated cursor is a 400 and never reaches the database.

export interface FeedPosition {
  createdAt: Date;
  id: string;
}

export function decodeFeedCursor(cursor: string): FeedPosition {
  const [createdAtText, id] = decodeCursor(cursor, 2, "cursor") as [string, string];
  const createdAt = dateCursorPart(createdAtText, "cursor");
  if (createdAt.toISOString() !== createdAtText || !PLATFORM_ID_PATTERN.test(id)) {
    throw new AppError("invalid_request", "cursor is not a cursor returned by this list");
  }
  return { createdAt, id };
}

/**
 * Rows after the position in ascending (created_at, id) order, as a Prisma condition. The redundant
 * `created_at >= position` gives the index scan its start: the OR alone is only a filter, and a deep page would
 * read every earlier row of the operator (measured by the reconciliation bench).
 */
export function afterPosition(position: FeedPosition | null) {
  return position
    ? {
        AND: [
          { createdAt: { gte: position.createdAt } },
          {
            OR: [{ createdAt: { gt: position.createdAt } }, { createdAt: position.createdAt, id: { gt: position.id } }],
          },
        ],
      }
    : {};
}

/**
 * The rows a feed page may read: [from, to) after the cursor, and only rows created at least the feed's lag ago
 * (RECONCILIATION_FEED_LAG_MS, see list-transactions.ts), so a row committed late never lands behind a cursor.
 * `start` is where the index range starts (the later of from and the cursor); `end` its exclusive end.
 */
export interface FeedWindow {
  position: FeedPosition | null;
  start: Date | null;
  end: Date;
  /** to is set and already past the lag: the window will never get another row. */
  closed: boolean;
  cutoff: Date;
}

export function feedWindow(options: { cursor?: string; from?: string; to?: string; lagMs: number }): FeedWindow {
  const position = options.cursor ? decodeFeedCursor(options.cursor) : null;
  const cutoff = new Date(Date.now() - options.lagMs);
  const to = options.to ? new Date(options.to) : null;
  const closed = to !== null && to <= cutoff;
  const from = options.from ? new Date(options.from) : null;
  const start = position && (!from || position.createdAt >= from) ? position.createdAt : from;
  return { position, start, end: closed ? to : cutoff, closed, cutoff };
}

/**
 * next_cursor of a page read with `limit + 1` rows: null only once the window is complete; while it is open a
 * position comes back even on an empty page (then the cutoff: every row before it is visible and none matched).
 */
export function nextFeedCursor(
  window: FeedWindow,
  last: { createdAt: string; id: string } | undefined,
  more: boolean,
): string | null {
  if (last) return more || !window.closed ? encodeCursor([last.createdAt, last.id]) : null;
  return window.closed ? null : encodeCursor([new Date(window.cutoff.getTime() - 1).toISOString(), "0"]);
}
