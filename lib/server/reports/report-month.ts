import { AppError } from "@/lib/base/errors";

// Months of reports, exchange rates and billing are "YYYY-MM" (UTC), held as the first instant of the month.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-03" → 2026-03-01T00:00:00Z; anything else is invalid_month. */
export function parseMonth(text: unknown, what = "month"): Date {
  const match = typeof text === "string" ? MONTH.exec(text.trim()) : null;
  const year = match ? Number(match[1]) : NaN;
  if (!match || year < 2000 || year > 2999) {
    throw new AppError("invalid_month", `${what} must be a month as YYYY-MM (2000–2999), e.g. 2026-03`, {
      fields: { [what]: "Use YYYY-MM" },
    });
  }
  return new Date(Date.UTC(year, Number(match[2]) - 1, 1));
}

/** The first instant of the month after `monthStart`. */
export function nextMonth(monthStart: Date): Date {
  return new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1));
}

/** 2026-03-01T00:00:00Z → "2026-03". */
export function formatMonth(monthStart: Date): string {
  return monthStart.toISOString().slice(0, 7);
}
