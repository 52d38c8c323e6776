"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMs } from "@/lib/console/format";
import { bucketLabel } from "./time-series-chart";
import { Table } from "./table";

// Wallet latency over time: p50 and p95 as two lines (milliseconds), the companion of TimeSeriesChart for
// figures that are not counts. A bucket without calls has no latency: the line has a gap there, never a zero.
// The same figures are in a table under the chart.

export interface LatencyPoint {
  at: string;
  p50LatencyMs: number | null;
  p95LatencyMs: number | null;
}

export function LatencyChart({
  points,
  interval,
  caption,
  testId,
}: {
  points: LatencyPoint[];
  interval: "hour" | "day";
  caption: string;
  testId?: string;
}) {
  const data = points.map((point) => ({
    label: bucketLabel(point.at, interval),
    p50: point.p50LatencyMs,
    p95: point.p95LatencyMs,
  }));
  return (
    <div className="c-chart" data-testid={testId}>
      <figure className="c-chart-figure" aria-label={caption}>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--c-border)" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12, fill: "var(--c-text-muted)" }}
              tickLine={false}
              axisLine={{ stroke: "var(--c-border-strong)" }}
              minTickGap={24}
            />
            <YAxis
              unit=" ms"
              tick={{ fontSize: 12, fill: "var(--c-text-muted)" }}
              tickLine={false}
              axisLine={false}
              width={64}
            />
            <Tooltip
              formatter={(value, name) => [formatMs(typeof value === "number" ? value : null), name]}
              contentStyle={{ borderRadius: 8, borderColor: "var(--c-border)", fontSize: 13 }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Line
              dataKey="p50"
              name="p50"
              stroke="var(--c-primary)"
              strokeWidth={2}
              dot={data.length < 40}
              isAnimationActive={false}
            />
            <Line
              dataKey="p95"
              name="p95"
              stroke="var(--c-info)"
              strokeWidth={2}
              strokeDasharray="5 3"
              dot={data.length < 40}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <details className="c-chart-data">
        <summary>Show the data as a table</summary>
        <Table caption={caption}>
          <thead>
            <tr>
              <th>{interval === "hour" ? "Hour" : "Day"}</th>
              <th className="c-cell-num">p50</th>
              <th className="c-cell-num">p95</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.label}>
                <td>{point.label}</td>
                <td className="c-cell-num">{formatMs(point.p50)}</td>
                <td className="c-cell-num">{formatMs(point.p95)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </div>
  );
}
