"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { presetRange, RANGE_PRESETS, type RangePreset } from "@/lib/console/reports/date-range";
import { MoneyLinesChart, RankingBarChart, RtpBandChart } from "@/lib/console/reports/report-charts";
import { totalsPerCurrency } from "@/lib/console/reports/revenue-figures";
import { RevenueTable } from "@/lib/console/reports/revenue-table";
import { downloadCsv, toCsv } from "@/lib/console/reports/csv";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { bucketLabel, TimeSeriesChart } from "@/lib/console/ui/time-series-chart";
import { useQuery } from "@/lib/console/use-graphql";

const ReportFiltersQuery = graphql(`
  query ConsoleReportFilters {
    operators {
      id
      name
    }
    games {
      symbol
      title
    }
    providers {
      id
      name
    }
  }
`);

const RevenueReportQuery = graphql(`
  query ConsoleRevenueReport($filter: RevenueReportFilter!) {
    revenueReport(filter: $filter) {
      from
      to
      granularity
      currencies
      confidenceZ
      series {
        key
        label
        currency
        rounds
        bet
        win
        ggr
        freeRounds
        freeRoundsCost
        rolledBackRounds
        rolledBack
        players
      }
      totals {
        key
        label
        currency
        rounds
        bet
        win
        ggr
        freeRounds
        freeRoundsCost
        rolledBackRounds
        rolledBack
        players
      }
      topGames {
        key
        label
        currency
        rounds
        bet
        win
        ggr
        freeRounds
        freeRoundsCost
        rolledBackRounds
        rolledBack
      }
      topOperators {
        key
        label
        currency
        rounds
        bet
        win
        ggr
        freeRounds
        freeRoundsCost
        rolledBackRounds
        rolledBack
      }
      rtp {
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
    }
  }
`);

const todayText = () => new Date().toISOString().slice(0, 10);
const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
const percent = (value: number | null | undefined) => (value === null || value === undefined ? "—" : `${(value * 100).toFixed(2)} %`);

function periodLabel(at: string, granularity: string): string {
  if (granularity === "month") return monthFormat.format(new Date(at));
  return bucketLabel(at, granularity === "hour" ? "hour" : "day");
}

export function ReportsView() {
  const [now] = useState(() => new Date());
  const [preset, setPreset] = useState<RangePreset>("last7");
  const [customFrom, setCustomFrom] = useState(todayText);
  const [customTo, setCustomTo] = useState(todayText);
  const [operatorId, setOperatorId] = useState("");
  const [gameSymbol, setGameSymbol] = useState("");
  const [providerId, setProviderId] = useState("");
  const [currency, setCurrency] = useState("");
  const [chartCurrency, setChartCurrency] = useState("");

  const range = presetRange(preset, now, { fromDay: customFrom, toDay: customTo });
  const filters = useQuery(ReportFiltersQuery, {});
  // useQuery keys its requests by the variables' JSON: a new object with the same values asks nothing again.
  const filter = range && {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    operatorId: operatorId || null,
    gameSymbol: gameSymbol || null,
    providerId: providerId || null,
    currency: /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null,
  };
  const report = useQuery(RevenueReportQuery, { filter: filter ?? { from: "", to: "" } }, { skip: !filter });
  const all = { value: "", label: "All" };

  return (
    <>
      <PageHeader
        title="Reports"
        description="Bets, wins and gross gaming revenue (GGR = bets − wins) from the hourly rollups, in UTC. Money is shown per currency and never added across currencies."
      />
      <Card testId="report-filters">
        <FilterBar>
          <SelectField
            label="Range"
            value={preset}
            onChange={(event) => setPreset(event.target.value as RangePreset)}
            options={RANGE_PRESETS}
            data-testid="report-range"
          />
          {preset === "custom" ? (
            <>
              <TextField label="From (UTC day)" type="date" value={customFrom} onChange={(event) => setCustomFrom(event.target.value)} data-testid="report-from" />
              <TextField label="To (UTC day, included)" type="date" value={customTo} onChange={(event) => setCustomTo(event.target.value)} data-testid="report-to" />
            </>
          ) : null}
          <SelectField
            label="Operator"
            value={operatorId}
            onChange={(event) => setOperatorId(event.target.value)}
            options={[all, ...(filters.data?.operators ?? []).map((operator) => ({ value: operator.id, label: operator.name }))]}
            data-testid="report-operator"
          />
          <SelectField
            label="Game"
            value={gameSymbol}
            onChange={(event) => setGameSymbol(event.target.value)}
            options={[all, ...(filters.data?.games ?? []).map((game) => ({ value: game.symbol, label: game.title }))]}
            data-testid="report-game"
          />
          <SelectField
            label="Provider"
            value={providerId}
            onChange={(event) => setProviderId(event.target.value)}
            options={[all, ...(filters.data?.providers ?? []).map((provider) => ({ value: provider.id, label: provider.name }))]}
            data-testid="report-provider"
          />
          <TextField label="Currency" placeholder="All" maxLength={3} value={currency} onChange={(event) => setCurrency(event.target.value)} mono data-testid="report-currency" />
        </FilterBar>
        {range ? (
          <p className="c-muted" style={{ padding: "0 16px 12px" }} data-testid="report-window">
            {range.from.toISOString().slice(0, 16).replace("T", " ")} – {range.to.toISOString().slice(0, 16).replace("T", " ")} UTC
          </p>
        ) : (
          <p className="c-muted" style={{ padding: "0 16px 12px" }}>
            Pick a custom range whose end is not before its start.
          </p>
        )}
      </Card>

      {filter ? (
        <QueryView query={report} rows={8}>
          {({ revenueReport }) => {
            if (revenueReport.currencies.length === 0) {
              return (
                <Card>
                  <EmptyState icon="wallet" title="No rounds in this range" text="No round was settled or rolled back for these filters." />
                </Card>
              );
            }
            const shown = revenueReport.currencies.includes(chartCurrency) ? chartCurrency : revenueReport.currencies[0]!;
            const series = revenueReport.series.map((row) => ({ ...row, label: periodLabel(row.key, revenueReport.granularity) }));
            const seriesOfCurrency = series.filter((row) => row.currency === shown);
            const gamesOfCurrency = revenueReport.topGames.filter((row) => row.currency === shown);
            const operatorsOfCurrency = revenueReport.topOperators.filter((row) => row.currency === shown);
            const rtpOfCurrency = revenueReport.rtp.filter((row) => row.currency === shown);
            return (
              <>
                <Card testId="report-totals">
                  <CardHeader
                    title="Totals"
                    subtitle={`Per currency; by ${revenueReport.granularity}`}
                    actions={
                      <SelectField
                        label="Charts in"
                        value={shown}
                        onChange={(event) => setChartCurrency(event.target.value)}
                        options={revenueReport.currencies.map((code) => ({ value: code, label: code }))}
                        data-testid="report-chart-currency"
                      />
                    }
                  />
                  <div className="c-report-kpis">
                    {revenueReport.totals.map((total) => (
                      <div key={total.currency} className="c-report-kpi" data-testid={`report-kpi-${total.currency}`}>
                        <span className="c-report-kpi-currency">{total.currency}</span>
                        <span>
                          GGR <strong className="c-mono" data-testid="kpi-ggr">{total.ggr}</strong>
                        </span>
                        <span className="c-muted">
                          bets {total.bet} · wins {total.win} · {total.rounds} rounds · {total.players ?? 0} players
                        </span>
                      </div>
                    ))}
                  </div>
                </Card>

                <Card testId="report-money">
                  <CardHeader title={`GGR, bets and wins over time (${shown})`} subtitle="Paid rounds, in the hour each round started" />
                  <div style={{ padding: "0 16px" }}>
                    <MoneyLinesChart points={seriesOfCurrency} currency={shown} caption={`Bets, wins and GGR per ${revenueReport.granularity} in ${shown}`} testId="report-money-chart" />
                    <TimeSeriesChart
                      points={seriesOfCurrency.map((row) => ({ at: row.key, count: row.rounds, amount: row.ggr }))}
                      interval={revenueReport.granularity === "hour" ? "hour" : "day"}
                      countLabel="Rounds"
                      amountLabel={`GGR (${shown})`}
                      caption={`Rounds and GGR per ${revenueReport.granularity} in ${shown}`}
                      testId="report-rounds-chart"
                    />
                  </div>
                  <RevenueTable
                    caption="Figures per period and currency"
                    keyHeader="Period"
                    rows={series}
                    totals={revenueReport.totals}
                    fileName="revenue-series.csv"
                    withPlayers
                    testId="report-series-table"
                  />
                </Card>

                <div className="c-report-grid">
                  <Card testId="report-top-games">
                    <CardHeader title={`Top games by GGR (${shown})`} />
                    <div style={{ padding: "0 16px" }}>
                      <RankingBarChart items={gamesOfCurrency} currency={shown} caption={`Top games by GGR in ${shown}`} testId="report-top-games-chart" />
                    </div>
                    <RevenueTable
                      caption="Top games per currency"
                      keyHeader="Game"
                      rows={revenueReport.topGames}
                      totals={totalsPerCurrency(revenueReport.topGames)}
                      fileName="top-games.csv"
                      testId="report-top-games-table"
                    />
                  </Card>
                  <Card testId="report-top-operators">
                    <CardHeader title={`Top operators by GGR (${shown})`} />
                    <div style={{ padding: "0 16px" }}>
                      <RankingBarChart items={operatorsOfCurrency} currency={shown} caption={`Top operators by GGR in ${shown}`} testId="report-top-operators-chart" />
                    </div>
                    <RevenueTable
                      caption="Top operators per currency"
                      keyHeader="Operator"
                      rows={revenueReport.topOperators}
                      totals={totalsPerCurrency(revenueReport.topOperators)}
                      fileName="top-operators.csv"
                      testId="report-top-operators-table"
                    />
                  </Card>
                </div>

                <Card testId="report-rtp">
                  <CardHeader
                    title={`Observed RTP against theoretical (${shown})`}
                    subtitle={`Band: theoretical ± ${revenueReport.confidenceZ.toFixed(2)}·σ/√rounds, σ of one round's payout simulated from the game's maths`}
                  />
                  <div style={{ padding: "0 16px" }}>
                    <RtpBandChart
                      points={rtpOfCurrency.map((row) => ({
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
                  <RtpTable rows={revenueReport.rtp} />
                </Card>
              </>
            );
          }}
        </QueryView>
      ) : null}
    </>
  );
}

interface RtpRow {
  gameSymbol: string;
  title: string;
  currency: string;
  rounds: number;
  bet: string;
  win: string;
  observedRtp?: number | null;
  theoreticalRtp?: number | null;
  standardDeviation?: number | null;
  bandLow?: number | null;
  bandHigh?: number | null;
  outsideBand: boolean;
}

function RtpTable({ rows }: { rows: RtpRow[] }) {
  const header = ["Game", "Currency", "Rounds", "Bets", "Wins", "Observed RTP", "Theoretical RTP", "Band low", "Band high", "σ per round", "Outside band"];
  const cells = (row: RtpRow) => [
    row.title,
    row.currency,
    row.rounds,
    row.bet,
    row.win,
    percent(row.observedRtp),
    percent(row.theoreticalRtp),
    percent(row.bandLow),
    percent(row.bandHigh),
    row.standardDeviation === null || row.standardDeviation === undefined ? "—" : row.standardDeviation.toFixed(3),
    row.outsideBand ? "yes" : "no",
  ];
  return (
    <div className="c-report-table" data-testid="report-rtp-table">
      <div className="c-row" style={{ justifyContent: "flex-end", padding: "8px 16px" }}>
        <Button variant="secondary" size="sm" onClick={() => downloadCsv("rtp.csv", toCsv(header, rows.map(cells)))} data-testid="report-rtp-table-csv">
          Export CSV
        </Button>
      </div>
      <Table caption="Observed and theoretical RTP per game and currency">
        <thead>
          <tr>
            {header.map((title, index) => (
              <th key={title} className={index >= 2 ? "c-cell-num" : undefined}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.gameSymbol}|${row.currency}`} className={row.outsideBand ? "c-report-drift" : undefined}>
              {cells(row).map((value, index) => (
                <td key={header[index]} className={index >= 2 ? "c-cell-num c-mono" : undefined}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
