"use client";

import { useState } from "react";
import {
  periodLabel,
  RankingCard,
  RevenueSeriesCard,
  RevenueTotals,
} from "@/app/console/(staff)/reports/report-sections";
import { ExcludedTestRoundsLine } from "@/app/console/(staff)/reports/excluded-test-rounds";
import { zeroFilledSeries, type SeriesGranularity } from "@/app/console/(staff)/reports/zero-filled-series";
import type { BackofficeRevenueReportQuery } from "@/graphql/generated/backoffice/client/graphql";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { SelectField } from "@/lib/console/ui/fields";
import { Alert, EmptyState } from "@/lib/console/ui/states";
import "@/app/console/(staff)/reports/reports.css";

// The operator's report with the staff console's report sections (totals, series chart and table, top games); the
// charts show one currency at a time, picked here.

type Report = BackofficeRevenueReportQuery["revenueReport"];

export function RevenueReportView({ report }: { report: Report }) {
  const [now] = useState(() => new Date());
  const [picked, setPicked] = useState("");
  if (report.currencies.length === 0) {
    return (
      <div style={{ marginTop: 20 }}>
        <Card testId="revenue-empty">
          <EmptyState icon="wallet" title="No rounds in this range" text="None of your rounds settled in this range." />
          <ExcludedTestRoundsLine rows={report.excludedTestRounds} />
        </Card>
      </div>
    );
  }
  const shown = report.currencies.includes(picked) ? picked : report.currencies[0]!;
  const series = report.series.map((row) => ({ ...row, label: periodLabel(row.key, report.granularity) }));
  const chartSeries = zeroFilledSeries(report.series, {
    from: report.from,
    to: report.to,
    granularity: report.granularity as SeriesGranularity,
    currency: shown,
    now,
  }).map((row) => ({ ...row, label: periodLabel(row.key, report.granularity) }));
  const conversion = report.conversion;
  return (
    <div className="c-stack" style={{ marginTop: 20 }}>
      <Card testId="report-totals">
        <CardHeader
          title="Totals"
          subtitle={`Per currency; by ${report.granularity}`}
          actions={
            <SelectField
              label="Charts in"
              value={shown}
              onChange={(event) => setPicked(event.target.value)}
              options={report.currencies.map((code) => ({ value: code, label: code }))}
              data-testid="report-chart-currency"
            />
          }
        />
        <RevenueTotals totals={report.totals} conversion={conversion} />
        <ExcludedTestRoundsLine rows={report.excludedTestRounds} />
        {conversion && !conversion.complete ? (
          <div style={{ padding: "0 16px 16px" }} data-testid="report-missing-rates">
            <Alert tone="warning" title={`Converted total incomplete: no rate to ${conversion.reportingCurrency} for`}>
              {conversion.missingRates.map((missing) => `${missing.currency} ${missing.month}`).join(", ")}; these
              months are left out of the converted figures.
            </Alert>
          </div>
        ) : null}
      </Card>
      <RevenueSeriesCard
        granularity={report.granularity}
        shown={shown}
        series={series}
        chartSeries={chartSeries}
        totals={report.totals}
        conversion={conversion}
      />
      <RankingCard kind="games" rows={report.topGames} shown={shown} />
    </div>
  );
}
