"use client";

import { useState, type ReactNode } from "react";
import type { CursorPages } from "@/lib/console/use-cursor-pages";

/** The row of filters above a list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="c-toolbar">{children}</div>;
}

/**
 * A paged list's filter values; changing one returns to the first page, since the cursors of the old filter
 * mean nothing under the new one.
 */
export function useFilters<Filters extends Record<string, string>>(initial: Filters, pages: CursorPages) {
  const [filters, setFilters] = useState(initial);
  const setFilter =
    <Key extends keyof Filters>(key: Key) =>
    (value: Filters[Key]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      pages.reset();
    };
  return [filters, setFilter] as const;
}
