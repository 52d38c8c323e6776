"use client";

import { useCallback, useState } from "react";

// Back-and-forth over keyset-paged lists ({ items, nextCursor }): the cursors of the pages already seen are kept,
// so "Newer" returns to exactly the page shown before.

export interface CursorPages {
  /** The cursor of the current page (null on the first). */
  after: string | null;
  /** 1-based page number. */
  page: number;
  next(cursor: string): void;
  previous(): void;
  /** Back to the first page, e.g. when filters change. */
  reset(): void;
}

export function useCursorPages(): CursorPages {
  const [stack, setStack] = useState<string[]>([]);
  const next = useCallback((cursor: string) => setStack((seen) => [...seen, cursor]), []);
  const previous = useCallback(() => setStack((seen) => seen.slice(0, -1)), []);
  const reset = useCallback(() => setStack([]), []);
  return { after: stack[stack.length - 1] ?? null, page: stack.length + 1, next, previous, reset };
}
