import { AppError } from "@/lib/base/errors";
import { dateCursorPart, decodeCursor } from "@/lib/base/paging";
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
          { OR: [{ createdAt: { gt: position.createdAt } }, { createdAt: position.createdAt, id: { gt: position.id } }] },
        ],
      }
    : {};
}
