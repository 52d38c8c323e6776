// The report page's date ranges, in UTC (the rollups are UTC hours): each preset is a [from, to) pair of instants,
// `to` never past the end of the current hour. A custom range is two UTC days, both included.

export type RangePreset = "today" | "last7" | "last30" | "thisMonth" | "lastMonth" | "thisYear" | "custom";

export const RANGE_PRESETS: { value: RangePreset; label: string }[] = [
  { value: "today", label: "Today" },
  { value: "last7", label: "Last 7 days" },
  { value: "last30", label: "Last 30 days" },
  { value: "thisMonth", label: "This month" },
  { value: "lastMonth", label: "Last month" },
  { value: "thisYear", label: "This year" },
  { value: "custom", label: "Custom" },
];

export interface DateRange {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The range of a preset at `now`; custom ranges take YYYY-MM-DD days (both included). */
export function presetRange(
  preset: RangePreset,
  now: Date,
  custom?: { fromDay: string; toDay: string },
): DateRange | null {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = utcDay(year, month, now.getUTCDate());
  const tomorrow = new Date(today.getTime() + DAY_MS);
  switch (preset) {
    case "today":
      return { from: today, to: tomorrow };
    case "last7":
      return { from: new Date(tomorrow.getTime() - 7 * DAY_MS), to: tomorrow };
    case "last30":
      return { from: new Date(tomorrow.getTime() - 30 * DAY_MS), to: tomorrow };
    case "thisMonth":
      return { from: utcDay(year, month, 1), to: utcDay(year, month + 1, 1) };
    case "lastMonth":
      return { from: utcDay(year, month - 1, 1), to: utcDay(year, month, 1) };
    case "thisYear":
      return { from: utcDay(year, 0, 1), to: utcDay(year + 1, 0, 1) };
    case "custom": {
      if (!custom || !/^\d{4}-\d{2}-\d{2}$/.test(custom.fromDay) || !/^\d{4}-\d{2}-\d{2}$/.test(custom.toDay))
        return null;
      const from = new Date(`${custom.fromDay}T00:00:00Z`);
      const to = new Date(new Date(`${custom.toDay}T00:00:00Z`).getTime() + DAY_MS);
      return Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from ? null : { from, to };
    }
  }
}
