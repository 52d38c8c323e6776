"use client";

import type { DashboardRange } from "@/graphql/generated/client/graphql";

// The preset ranges of the console's charts (last 24 hours in hours, last 7 or 30 days in days) as a segmented control.

export const RANGE_OPTIONS: { value: DashboardRange; label: string }[] = [
  { value: "last24h", label: "24 h" },
  { value: "last7d", label: "7 d" },
  { value: "last30d", label: "30 d" },
];

export function RangePicker({ value, onChange }: { value: DashboardRange; onChange: (range: DashboardRange) => void }) {
  return (
    <div className="c-segmented" role="group" aria-label="Range">
      {RANGE_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          data-testid={`range-${option.value}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
