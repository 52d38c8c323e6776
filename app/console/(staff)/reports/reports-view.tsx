"use client";

import { useEffect, useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { ExcludedTestRoundsLine } from "./excluded-test-rounds";
import { presetRange, RANGE_PRESETS, type RangePreset } from "./date-range";
import { ExchangeRateForm, ExchangeRateHistory, ExchangeRatesQuery } from "./exchange-rates-card";
import { reportFiltersQuery, type ReportFilters } from "./report-filters";
import { zeroFilledSeries, type SeriesGranularity } from "./zero-filled-series";
import { RankingCard, RevenueSeriesCard, RtpCard } from "./report-sections";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Alert, EmptyState, QueryView } from "@/lib/console/ui/states";
import { bucketLabel } from "@/lib/console/ui/time-series-chart";
import { useQuery } from "@/lib/console/use-graphql";
import { formatCountOf } from "@/lib/console/format";
import "./reports.css";

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
        ...RevenueFigures
      }
      totals {
        ...RevenueFigures
      }
      topGames {
        ...RevenueFigures
      }
      topOperators {
        ...RevenueFigures
      }
      rtp {
        ...RtpRow
      }
      excludedTestRounds {
        ...ExcludedTestRoundsFigures
      }
      conversion {
        reportingCurrency
        label
        complete
        total {
          bet
          win
          ggr
          complete
        }
        missingRates {
          month
          currency
        }
        rates {
          id
          month
          currency
          rate
        }
      }
    }
  }
`);

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

function periodLabel(at: string, granularity: string): string {
  if (granularity === "month") return monthFormat.format(new Date(at));
  return bucketLabel(at, granularity === "hour" ? "hour" : "day");
}

/** The report page; its filters start from the address (`initialFilters`) and are written back to it as they change. */
export function ReportsView({ initialFilters }: { initialFilters: ReportFilters }) {
  const [now] = useState(() => new Date());
  const [filters, setFilters] = useState(initialFilters);
  const set =
    <Key extends keyof ReportFilters>(key: Key) =>
    (value: ReportFilters[Key]) =>
      setFilters((current) => ({ ...current, [key]: value }));
  const {
    preset,
    fromDay: customFrom,
    toDay: customTo,
    operatorId,
    gameSymbol,
    providerId,
    currency,
    reportingCurrency,
    chartCurrency,
  } = filters;
  useEffect(() => {
    // history.replaceState, not router.replace: the address follows the filters without a server round trip.
    const query = reportFiltersQuery(filters);
    window.history.replaceState(null, "", `/console/reports${query ? `?${query}` : ""}${window.location.hash}`);
  }, [filters]);

  const range = presetRange(preset, now, { fromDay: customFrom, toDay: customTo });
  const choices = useQuery(ReportFiltersQuery, {});
  const rates = useQuery(ExchangeRatesQuery, {});
  // useQuery keys its requests by the variables' JSON: a new object with the same values asks nothing again.
  const filter = range && {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    operatorId: operatorId || null,
    gameSymbol: gameSymbol || null,
    providerId: providerId || null,
    currency: /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null,
    reportingCurrency: reportingCurrency || null,
  };
  const report = useQuery(RevenueReportQuery, { filter: filter ?? { from: "", to: "" } }, { skip: !filter });
  const all = { value: "", label: "All" };
  // A reporting currency is one rates were entered to, or one of the report's own (its rows convert at 1).
  const reportingChoices = [
    ...new Set([
      ...(rates.data?.exchangeRates ?? []).map((rate) => rate.reportingCurrency),
      ...(report.data?.revenueReport.currencies ?? []),
      ...(reportingCurrency ? [reportingCurrency] : []),
    ]),
  ].sort();
  const reloadRates = async () => {
    await Promise.all([rates.refetch(), report.refetch()]);
  };

  return (
    <>
      <PageHeader
        title="Reports"
        description="Bets, wins and gross gaming revenue (GGR = bets − wins − jackpot contributions; jackpot wins are paid from the pools) from the hourly rollups and the jackpot ledgers, in UTC. Money is shown per currency and never added across currencies, except converted to a reporting currency at staff-entered monthly rates when you pick one."
      />
      <Card testId="report-filters">
        <FilterBar>
          <SelectField
            label="Range"
            value={preset}
            onChange={(event) => set("preset")(event.target.value as RangePreset)}
            options={RANGE_PRESETS}
            data-testid="report-range"
          />
          {preset === "custom" ? (
            <>
              <TextField
                label="From (UTC day)"
                type="date"
                value={customFrom}
                onChange={(event) => set("fromDay")(event.target.value)}
                data-testid="report-from"
              />
              <TextField
                label="To (UTC day, included)"
                type="date"
                value={customTo}
                onChange={(event) => set("toDay")(event.target.value)}
                data-testid="report-to"
              />
            </>
          ) : null}
          <SelectField
            label="Operator"
            value={operatorId}
            onChange={(event) => set("operatorId")(event.target.value)}
            options={[
              all,
              ...(choices.data?.operators ?? []).map((operator) => ({ value: operator.id, label: operator.name })),
            ]}
            data-testid="report-operator"
          />
          <SelectField
            label="Game"
            value={gameSymbol}
            onChange={(event) => set("gameSymbol")(event.target.value)}
            options={[all, ...(choices.data?.games ?? []).map((game) => ({ value: game.symbol, label: game.title }))]}
            data-testid="report-game"
          />
          <SelectField
            label="Provider"
            value={providerId}
            onChange={(event) => set("providerId")(event.target.value)}
            options={[
              all,
              ...(choices.data?.providers ?? []).map((provider) => ({ value: provider.id, label: provider.name })),
            ]}
            data-testid="report-provider"
          />
          <TextField
            label="Currency"
            placeholder="All"
            maxLength={3}
            value={currency}
            onChange={(event) => set("currency")(event.target.value)}
            mono
            data-testid="report-currency"
          />
          <SelectField
            label="Reporting currency"
            title="Also convert the figures at the staff-entered monthly rates"
            value={reportingCurrency}
            onChange={(event) => set("reportingCurrency")(event.target.value)}
            options={[{ value: "", label: "None" }, ...reportingChoices.map((code) => ({ value: code, label: code }))]}
            data-testid="report-reporting-currency"
          />
        </FilterBar>
        {range ? (
          <p className="c-muted" style={{ padding: "0 16px 12px" }} data-testid="report-window">
            {range.from.toISOString().slice(0, 16).replace("T", " ")} –{" "}
            {range.to.toISOString().slice(0, 16).replace("T", " ")} UTC
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
                  <EmptyState
                    icon="wallet"
                    title="No rounds in this range"
                    text="No round was settled or rolled back for these filters."
                  />
                  <ExcludedTestRoundsLine rows={revenueReport.excludedTestRounds} />
                </Card>
              );
            }
            const shown = revenueReport.currencies.includes(chartCurrency)
              ? chartCurrency
              : revenueReport.currencies[0]!;
            const series = revenueReport.series.map((row) => ({
              ...row,
              label: periodLabel(row.key, revenueReport.granularity),
            }));
            const chartSeries = zeroFilledSeries(revenueReport.series, {
              from: revenueReport.from,
              to: revenueReport.to,
              granularity: revenueReport.granularity as SeriesGranularity,
              currency: shown,
              now,
            }).map((row) => ({ ...row, label: periodLabel(row.key, revenueReport.granularity) }));
            const conversion = revenueReport.conversion;
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
                        onChange={(event) => set("chartCurrency")(event.target.value)}
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
                  <ExcludedTestRoundsLine rows={revenueReport.excludedTestRounds} />
                  {conversion && !conversion.complete ? (
                    <div style={{ padding: "0 16px 16px" }} data-testid="report-missing-rates">
                      <Alert
                        tone="warning"
                        title={`Converted total incomplete: no rate to ${conversion.reportingCurrency} for`}
                      >
                        {conversion.missingRates.map((missing) => `${missing.currency} ${missing.month}`).join(", ")}.
                        Enter the rates below; these months are left out of the converted figures.
                      </Alert>
                    </div>
                  ) : null}
                </Card>

                <RevenueSeriesCard
                  granularity={revenueReport.granularity}
                  shown={shown}
                  series={series}
                  chartSeries={chartSeries}
                  totals={revenueReport.totals}
                  conversion={
                    conversion
                      ? {
                          reportingCurrency: conversion.reportingCurrency,
                          label: conversion.label,
                          total: conversion.total,
                        }
                      : null
                  }
                />

                <div className="c-report-grid">
                  <RankingCard kind="games" rows={revenueReport.topGames} shown={shown} />
                  <RankingCard kind="operators" rows={revenueReport.topOperators} shown={shown} />
                </div>

                <RtpCard rows={revenueReport.rtp} shown={shown} confidenceZ={revenueReport.confidenceZ} />
              </>
            );
          }}
        </QueryView>
      ) : null}

      <div className="c-billing-grid" id="exchange-rates">
        <ExchangeRateForm defaultReportingCurrency={reportingCurrency || "EUR"} onSaved={reloadRates} />
        <QueryView query={rates} rows={3}>
          {({ exchangeRates }) => <ExchangeRateHistory rates={exchangeRates} />}
        </QueryView>
      </div>
    </>
  );
}
