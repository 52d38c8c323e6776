"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Table } from "./table";

// A time series chart for console pages and reports. recharts: declarative React components drawing SVG (styled
// with the console's CSS variables, no canvas), widely used and maintained, React 19 in its peer range (with
// react-is 19), and it builds with Next's Turbopack as is. One count drawn as bars on the left axis and an
// optional amount drawn as a line on the right axis. Amounts arrive as decimal text; they become numbers only to
// place the line, while the tooltip and the data table show the exact text. The same figures are always
// available as a table under the chart (screen readers and anyone who wants the numbers).

export interface TimeSeriesPoint {
  /** ISO start of the bucket. */
  at: string;
  count: number;
  /** Decimal text. */
  amount?: string;
}

const hourFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });

export function bucketLabel(at: string, interval: "hour" | "day"): string {
  return (interval === "hour" ? hourFormat : dayFormat).format(new Date(at));
}

export function TimeSeriesChart({
  points,
  interval,
  countLabel,
  amountLabel,
  caption,
  testId,
}: {
  points: TimeSeriesPoint[];
  interval: "hour" | "day";
  countLabel: string;
  /** Without it only the counts are drawn. */
  amountLabel?: string;
  /** Names the chart and its table for assistive technology. */
  caption: string;
  testId?: string;
}) {
  const data = points.map((point) => ({
    label: bucketLabel(point.at, interval),
    count: point.count,
    amount: point.amount === undefined ? undefined : Number(point.amount),
    amountText: point.amount,
  }));
  return (
    <div className="c-chart" data-testid={testId}>
      <figure className="c-chart-figure" aria-label={caption}>
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--c-border)" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12, fill: "var(--c-text-muted)" }}
              tickLine={false}
              axisLine={{ stroke: "var(--c-border-strong)" }}
              minTickGap={24}
            />
            <YAxis
              yAxisId="count"
              allowDecimals={false}
              tick={{ fontSize: 12, fill: "var(--c-text-muted)" }}
              tickLine={false}
              axisLine={false}
              width={44}
            />
            {amountLabel ? (
              <YAxis
                yAxisId="amount"
                orientation="right"
                tick={{ fontSize: 12, fill: "var(--c-text-muted)" }}
                tickLine={false}
                axisLine={false}
                width={56}
              />
            ) : null}
            <Tooltip
              formatter={(value, name, item) =>
                name === amountLabel
                  ? [(item.payload as { amountText?: string }).amountText ?? String(value), name]
                  : [value, name]
              }
              contentStyle={{ borderRadius: 8, borderColor: "var(--c-border)", fontSize: 13 }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              yAxisId="count"
              dataKey="count"
              name={countLabel}
              fill="var(--c-primary)"
              radius={[3, 3, 0, 0]}
              maxBarSize={36}
              isAnimationActive={false}
            />
            {amountLabel ? (
              <Line
                yAxisId="amount"
                dataKey="amount"
                name={amountLabel}
                stroke="var(--c-success)"
                strokeWidth={2}
                dot={data.length < 40}
                isAnimationActive={false}
              />
            ) : null}
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
      <details className="c-chart-data">
        <summary>Show the data as a table</summary>
        <Table caption={caption}>
          <thead>
            <tr>
              <th>{interval === "hour" ? "Hour" : "Day"}</th>
              <th className="c-cell-num">{countLabel}</th>
              {amountLabel ? <th className="c-cell-num">{amountLabel}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.label}>
                <td>{point.label}</td>
                <td className="c-cell-num">{point.count}</td>
                {amountLabel ? <td className="c-cell-num c-mono">{point.amountText}</td> : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </div>
  );
}
