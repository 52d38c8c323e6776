"use client";

import { graphql } from "@/graphql/generated/client";
import type { RtpRowFragment } from "@/graphql/generated/client/graphql";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { formatCountOf } from "@/lib/console/format";
import { bucketLabel, TimeSeriesChart } from "@/lib/console/ui/time-series-chart";
import { MoneyLinesChart, RankingBarChart, RtpBandChart } from "./report-charts";
import { ReportTable, type ReportCell } from "./report-table";
import { totalsPerCurrency, type RevenueFigures } from "./revenue-figures";
import { RevenueTable, type TableConversion } from "./revenue-table";

// The report's sections, one component per chart: its card, the chart (of the currency shown) and the table of
// every currency with its one CSV export.

export function RevenueSeriesCard({
  granularity,
  shown,
  series,
  chartSeries,
  totals,
  conversion,
}: {
  granularity: string;
  /** The currency the charts are in. */
  shown: string;
  /** Every currency's buckets with rounds, for the table. */
  series: RevenueFigures[];
  /** The shown currency's every bucket (zeros included), for the charts. */
  chartSeries: RevenueFigures[];
  totals: RevenueFigures[];
  conversion: TableConversion | null;
}) {
  return (
    <Card testId="report-money">
      <CardHeader
        title={`GGR, bets and wins over time (${shown})`}
        subtitle="Paid rounds, in the hour each round started"
      />
      <div style={{ padding: "0 16px" }}>
        <MoneyLinesChart
          points={chartSeries}
          currency={shown}
          caption={`Bets, wins and GGR per ${granularity} in ${shown}`}
          testId="report-money-chart"
        />
        <TimeSeriesChart
          points={chartSeries.map((row) => ({ at: row.key, count: row.rounds, amount: row.ggr }))}
          interval={granularity === "hour" ? "hour" : "day"}
          countLabel="Rounds"
          amountLabel={`GGR (${shown})`}
          caption={`Rounds and GGR per ${granularity} in ${shown}`}
          testId="report-rounds-chart"
        />
      </div>
      <RevenueTable
        caption="Figures per period and currency"
        keyHeader="Period"
        rows={series}
        totals={totals}
        fileName="revenue-series.csv"
        withPlayers
        conversion={conversion}
        testId="report-series-table"
      />
    </Card>
  );
}

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** A series bucket's label: its hour or day, or its month. */
export function periodLabel(at: string, granularity: string): string {
  if (granularity === "month") return monthFormat.format(new Date(at));
  return bucketLabel(at, granularity === "hour" ? "hour" : "day");
}

/** The report's conversion as its totals show it. */
export interface TotalsConversion {
  reportingCurrency: string;
  label: string;
  complete: boolean;
  total: { bet: string; win: string; ggr: string };
}

/** One figure block per currency (GGR, bets, wins, rounds, players), and the converted total with a conversion. */
export function RevenueTotals({
  totals,
  conversion,
}: {
  totals: RevenueFigures[];
  conversion: TotalsConversion | null | undefined;
}) {
  return (
    <div className="c-report-kpis">
      {totals.map((total) => (
        <div key={total.currency} className="c-report-kpi" data-testid={`report-kpi-${total.currency}`}>
          <span className="c-report-kpi-currency">{total.currency}</span>
          <span>
            GGR{" "}
            <strong className="c-mono" data-testid="kpi-ggr">
              {total.ggr}
            </strong>
          </span>
          <span className="c-muted">
            bets {total.bet} · wins {total.win} · {formatCountOf(total.rounds, "round")} ·{" "}
            {formatCountOf(total.players ?? 0, "player")}
          </span>
          {conversion && conversion.reportingCurrency !== total.currency ? (
            <span className="c-muted" data-testid="kpi-converted">
              {total.converted
                ? `≈ ${total.converted.ggr} ${conversion.reportingCurrency} GGR, converted${total.converted.complete ? "" : " (incomplete)"}`
                : `no rate to ${conversion.reportingCurrency}`}
            </span>
          ) : null}
        </div>
      ))}
      {conversion ? (
        <div className="c-report-kpi c-report-kpi-converted" data-testid="report-converted-total">
          <span className="c-report-kpi-currency">All currencies in {conversion.reportingCurrency}</span>
          <span>
            GGR{" "}
            <strong className="c-mono" data-testid="converted-ggr">
              {conversion.total.ggr} {conversion.reportingCurrency}
            </strong>
            {conversion.complete ? null : <> (incomplete)</>}
          </span>
          <span className="c-muted" data-testid="converted-label">
            bets {conversion.total.bet} · wins {conversion.total.win} · {conversion.label}
          </span>
        </div>
      ) : null}
    </div>
  );
}

const RANKINGS = {
  games: { title: "Top games", keyHeader: "Game", fileName: "top-games.csv" },
  operators: { title: "Top operators", keyHeader: "Operator", fileName: "top-operators.csv" },
} as const;

/** Top games or top operators by GGR: bars of the currency shown, the table of every currency. */
export function RankingCard({
  kind,
  rows,
  shown,
}: {
  kind: keyof typeof RANKINGS;
  rows: RevenueFigures[];
  shown: string;
}) {
  const { title, keyHeader, fileName } = RANKINGS[kind];
  return (
    <Card testId={`report-top-${kind}`}>
      <CardHeader title={`${title} by GGR (${shown})`} />
      <div style={{ padding: "0 16px" }}>
        <RankingBarChart
          items={rows.filter((row) => row.currency === shown)}
          currency={shown}
          caption={`${title} by GGR in ${shown}`}
          testId={`report-top-${kind}-chart`}
        />
      </div>
      <RevenueTable
        caption={`${title} per currency`}
        keyHeader={keyHeader}
        rows={rows}
        totals={totalsPerCurrency(rows)}
        fileName={fileName}
        testId={`report-top-${kind}-table`}
      />
    </Card>
  );
}

// A game's observed RTP against its band, as the report queries it.
export const RtpRowFields = graphql(`
  fragment RtpRow on GameRtp {
    gameSymbol
    title
    currency
    rounds
    bet
    win
    observedRtp
    theoreticalRtp
    standardDeviation
    bandLow
    bandHigh
    outsideBand
  }
`);

type RtpRow = RtpRowFragment;

const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : `${(value * 100).toFixed(2)} %`;
const RTP_HEADER = [
  "Game",
  "Currency",
  "Rounds",
  "Bets",
  "Wins",
  "Observed RTP",
  "Theoretical RTP",
  "Band low",
  "Band high",
  "σ per round",
  "Outside band",
];

function rtpCells(row: RtpRow): ReportCell[] {
  return [
    row.title,
    row.currency,
    row.rounds,
    row.bet,
    row.win,
    percent(row.observedRtp),
    percent(row.theoreticalRtp),
    percent(row.bandLow ?? null),
    percent(row.bandHigh),
    row.standardDeviation === null || row.standardDeviation === undefined ? "—" : row.standardDeviation.toFixed(3),
    row.outsideBand ? "yes" : "no",
  ];
}

/** Observed against theoretical RTP: the band chart of the currency shown, the table of every game and currency. */
export function RtpCard({ rows, shown, confidenceZ }: { rows: RtpRow[]; shown: string; confidenceZ: number }) {
  return (
    <Card testId="report-rtp">
      <CardHeader
        title={`Observed RTP against theoretical (${shown})`}
        subtitle={`Band: theoretical ± ${confidenceZ.toFixed(2)}·σ/√rounds (not below 0 %), σ of one round's payout simulated from the game's maths`}
      />
      <div style={{ padding: "0 16px" }}>
        <RtpBandChart
          points={rows
            .filter((row) => row.currency === shown)
            .map((row) => ({
              label: row.title,
              observed: row.observedRtp ?? null,
              theoretical: row.theoreticalRtp ?? null,
              bandLow: row.bandLow ?? null,
              bandHigh: row.bandHigh ?? null,
              outsideBand: row.outsideBand,
            }))}
          caption={`Observed and theoretical RTP per game in ${shown}`}
          testId="report-rtp-chart"
        />
      </div>
      <ReportTable
        caption="Observed and theoretical RTP per game and currency"
        header={RTP_HEADER}
        rows={rows.map((row) => ({
          id: `${row.gameSymbol}|${row.currency}`,
          values: rtpCells(row),
          className: row.outsideBand ? "c-report-drift" : undefined,
        }))}
        fileName="rtp.csv"
        numericFrom={2}
        testId="report-rtp-table"
      />
    </Card>
  );
}
