"use client";

import { formatDateTime, formatRelative } from "@/lib/console/format";

/** A moment as "3 min ago" (or a date), with the exact time on hover and for machines. */
export function TimeText({
  value,
  fallback = "—",
  absolute = false,
}: {
  value: string | null | undefined;
  fallback?: string;
  absolute?: boolean;
}) {
  if (!value) return <span className="c-faint">{fallback}</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)} className="c-nowrap" suppressHydrationWarning>
      {absolute ? formatDateTime(value) : formatRelative(value)}
    </time>
  );
}
