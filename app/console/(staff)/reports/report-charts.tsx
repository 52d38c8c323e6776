"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Table } from "@/lib/console/ui/table";
import { sumDecimalText } from "./revenue-figures";
import { rtpAxisCeiling, rtpAxisTicks } from "./rtp-band";

// The report's charts (recharts, like lib/console/ui/time-series-chart.tsx): money of ONE currency, amounts as
// decimal text placed as numbers only to draw; every chart carries its data as a table (with totals) beside it.

const axisTick = { fontSize: 12, fill: "var(--c-text-muted)" };
const tooltipStyle = { borderRadius: 8, borderColor: "var(--c-border)", fontSize: 13 };

export interface MoneyPoint {
  label: string;
  bet: string;
  win: string;
  ggr: string;
}

/** Bets, wins and GGR over time in one currency, with its data table and totals. */
export function MoneyLinesChart({
  points,
  currency,
  caption,
  testId,
}: {
  points: MoneyPoint[];
  currency: string;
  caption: string;
  testId: string;
}) {
  const data = points.map((point) => ({
    label: point.label,
    bet: Number(point.bet),
    win: Number(point.win),
    ggr: Number(point.ggr),
  }));
  const totals = {
    bet: sumDecimalText(points.map((point) => point.bet)),
    win: sumDecimalText(points.map((point) => point.win)),
    ggr: sumDecimalText(points.map((point) => point.ggr)),
  };
  return (
    <div className="c-chart" data-testid={testId}>
      <figure className="c-chart-figure" aria-label={caption}>
        <ResponsiveContainer width="100%" height={280}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="var(--c-border)" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} tickLine={false} minTickGap={24} />
            <YAxis tick={axisTick} tickLine={false} axisLine={false} width={72} />
            <Tooltip contentStyle={tooltipStyle} />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Line
              dataKey="bet"
              name={`Bets (${currency})`}
              stroke="var(--c-primary)"
              strokeWidth={2}
              dot={data.length < 40}
              isAnimationActive={false}
            />
            <Line
              dataKey="win"
              name={`Wins (${currency})`}
              stroke="var(--c-warning)"
              strokeWidth={2}
              dot={data.length < 40}
              isAnimationActive={false}
            />
            <Line
              dataKey="ggr"
              name={`GGR (${currency})`}
              stroke="var(--c-success)"
              strokeWidth={2.5}
              dot={data.length < 40}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <details className="c-chart-data">
        <summary>Show the data as a table</summary>
        <Table caption={caption} testId={`${testId}-data`}>
          <thead>
            <tr>
              <th>Period</th>
              <th className="c-cell-num">Bets</th>
              <th className="c-cell-num">Wins</th>
              <th className="c-cell-num">GGR</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <td>{point.label}</td>
                <td className="c-cell-num c-mono">{point.bet}</td>
                <td className="c-cell-num c-mono">{point.win}</td>
                <td className="c-cell-num c-mono">{point.ggr}</td>
              </tr>
            ))}
            <tr className="c-report-total" data-testid="chart-total-row">
              <td>Total ({currency})</td>
              <td className="c-cell-num c-mono">{totals.bet}</td>
              <td className="c-cell-num c-mono">{totals.win}</td>
              <td className="c-cell-num c-mono">{totals.ggr}</td>
            </tr>
          </tbody>
        </Table>
      </details>
    </div>
  );
}

/** GGR of the top games or operators in one currency, as horizontal bars; the ranking table is beside it. */
export function RankingBarChart({
  items,
  currency,
  caption,
  testId,
}: {
  items: { label: string; ggr: string }[];
  currency: string;
  caption: string;
  testId: string;
}) {
  const data = items.map((item) => ({ label: item.label, ggr: Number(item.ggr), ggrText: item.ggr }));
  return (
    <div className="c-chart" data-testid={testId}>
      <figure className="c-chart-figure" aria-label={caption}>
        <ResponsiveContainer width="100%" height={Math.max(160, data.length * 30 + 40)}>
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="var(--c-border)" horizontal={false} />
            <XAxis type="number" tick={axisTick} tickLine={false} />
            <YAxis type="category" dataKey="label" tick={axisTick} tickLine={false} width={140} />
            <Tooltip
              contentStyle={tooltipStyle}
              formatter={(_value, name, item) => [(item.payload as { ggrText: string }).ggrText, name]}
            />
            <Bar
              dataKey="ggr"
              name={`GGR (${currency})`}
              fill="var(--c-primary)"
              radius={[0, 3, 3, 0]}
              maxBarSize={22}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <p className="c-chart-summary">
        {items.length === 0
          ? "No figures in this range."
          : `${caption}: highest ${items[0]!.label} with ${items[0]!.ggr} ${currency}. The table below lists every figure.`}
      </p>
    </div>
  );
}

export interface RtpPoint {
  label: string;
  observed: number | null;
  theoretical: number | null;
  bandLow: number | null;
  bandHigh: number | null;
  outsideBand: boolean;
}

const percent = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(2)} %`);

// The game names under the RTP chart are slanted; the axis is made tall enough and the chart's left margin wide
// enough for the longest one (at a generous 7 px a character), so none is cut at the drawing's edge. Names past
// 24 characters are shortened (the tooltip and the table carry them whole).
const TICK_ANGLE = 35;
const TICK_CHAR_PX = 7;
const TICK_MAX_CHARS = 24;
const RTP_Y_AXIS_WIDTH = 52;
const tickText = (label: string) => (label.length > TICK_MAX_CHARS ? `${label.slice(0, TICK_MAX_CHARS - 1)}…` : label);

/** The x axis's height and the chart's left margin that hold the slanted names. */
export function slantedTickRoom(labels: string[]): { axisHeight: number; leftMargin: number } {
  const width = Math.max(0, ...labels.map((label) => tickText(label).length)) * TICK_CHAR_PX;
  const angle = (TICK_ANGLE * Math.PI) / 180;
  return {
    axisHeight: Math.ceil(width * Math.sin(angle) + 14 * Math.cos(angle)) + 12,
    leftMargin: Math.max(8, Math.ceil(width * Math.cos(angle)) - RTP_Y_AXIS_WIDTH),
  };
}

/** Observed RTP per game (dots, red when outside) against the theoretical RTP (line) and its confidence band (bars). */
export function RtpBandChart({ points, caption, testId }: { points: RtpPoint[]; caption: string; testId: string }) {
  const ceiling = rtpAxisCeiling(points);
  const data = points.map((point) => ({
    label: point.label,
    band:
      point.bandLow !== null && point.bandHigh !== null
        ? [point.bandLow * 100, Math.min(point.bandHigh * 100, ceiling)]
        : null,
    theoretical: point.theoretical === null ? null : point.theoretical * 100,
    inside: point.observed !== null && !point.outsideBand ? point.observed * 100 : null,
    outside: point.observed !== null && point.outsideBand ? point.observed * 100 : null,
  }));
  const drifting = points.filter((point) => point.outsideBand);
  const room = slantedTickRoom(points.map((point) => point.label));
  return (
    <div className="c-chart" data-testid={testId}>
      <figure className="c-chart-figure" aria-label={caption}>
        <ResponsiveContainer width="100%" height={244 + room.axisHeight}>
          <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: room.leftMargin }}>
            <CartesianGrid stroke="var(--c-border)" vertical={false} />
            <XAxis
              dataKey="label"
              tick={axisTick}
              tickFormatter={tickText}
              tickLine={false}
              interval={0}
              angle={-TICK_ANGLE}
              textAnchor="end"
              height={room.axisHeight}
            />
            <YAxis
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={RTP_Y_AXIS_WIDTH}
              domain={[0, ceiling]}
              ticks={rtpAxisTicks(ceiling)}
              allowDataOverflow
              unit="%"
            />
            <Tooltip
              contentStyle={tooltipStyle}
              formatter={(value) =>
                Array.isArray(value)
                  ? value.map((v) => `${Number(v).toFixed(2)} %`).join(" – ")
                  : `${Number(value).toFixed(2)} %`
              }
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              dataKey="band"
              name="Expected band (95 %)"
              fill="var(--c-primary)"
              fillOpacity={0.18}
              maxBarSize={36}
              isAnimationActive={false}
            />
            <Line
              dataKey="theoretical"
              name="Theoretical RTP"
              stroke="var(--c-primary)"
              strokeDasharray="4 3"
              dot={false}
              isAnimationActive={false}
            />
            <Scatter dataKey="inside" name="Observed RTP" fill="var(--c-success)" isAnimationActive={false} />
            <Scatter
              dataKey="outside"
              name="Observed, outside the band"
              fill="var(--c-danger)"
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
      <p className="c-chart-summary" data-testid={`${testId}-summary`}>
        {drifting.length === 0
          ? "Every game's observed RTP is inside its expected band."
          : `Outside the expected band: ${drifting.map((point) => `${point.label} (${percent(point.observed)} against ${percent(point.theoretical)})`).join(", ")}.`}
      </p>
    </div>
  );
}
