import type { Metadata } from "next";
import { presetRange, RANGE_PRESETS, type RangePreset } from "@/app/console/(staff)/reports/date-range";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import { isAppError } from "@/lib/base/errors";
import { Button } from "@/lib/console/ui/button";
import { Card } from "@/lib/console/ui/card";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Alert } from "@/lib/console/ui/states";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { RevenueReportView } from "./revenue-report-view";

// GET /backoffice/money/revenue?range=<preset>&from=<day>&to=<day>&currency=<code>&reporting=<code> — the operator's
// revenue report: the staff console's report service for the session's operator, its totals, series and top games
// shown with the console's own report sections.

export const metadata: Metadata = { title: "Revenue" };

const RevenueReportQuery = graphql(`
  query BackofficeRevenueReport($filter: RevenueReportFilter!) {
    revenueReport(filter: $filter) {
      from
      to
      granularity
      currencies
      series {
        ...BackofficeRevenueFigures
      }
      totals {
        ...BackofficeRevenueFigures
      }
      topGames {
        ...BackofficeRevenueFigures
      }
      excludedTestRounds {
        currency
        rounds
        bet
        win
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
      }
    }
  }
`);

graphql(`
  fragment BackofficeRevenueFigures on RevenueRow {
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
    promotionCost
    jackpotContributions
    jackpotWins
    players
    converted {
      bet
      win
      ggr
      complete
    }
  }
`);

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => ((Array.isArray(value) ? value[0] : value) ?? "").trim();
const isPreset = (value: string): value is RangePreset => RANGE_PRESETS.some((preset) => preset.value === value);

export default async function RevenuePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireOperatorUserPage({ returnTo: "/backoffice/money/revenue" });
  const params = await searchParams;
  const preset = isPreset(first(params.range)) ? (first(params.range) as RangePreset) : "last30";
  const fromDay = first(params.from);
  const toDay = first(params.to);
  const currency = first(params.currency).toUpperCase();
  const reporting = first(params.reporting).toUpperCase();
  const range = presetRange(preset, new Date(), { fromDay, toDay });
  let report = null;
  let problem: string | null = range ? null : "Pick a custom range: both days, the end not before the start.";
  if (range) {
    try {
      const data = await backofficePageQuery(user, RevenueReportQuery, {
        filter: {
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          currency: currency || null,
          reportingCurrency: reporting || null,
        },
      });
      report = data.revenueReport;
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) throw error;
      problem = error.detail;
    }
  }
  return (
    <>
      <PageHeader
        title="Revenue"
        description="Your bets, wins and gross gaming revenue (GGR = bets − wins − jackpot contributions) from the hourly rollups, in UTC: the figures the provider's staff see for you. Money is shown per currency; pick a reporting currency to also see it converted at the provider's monthly rates."
        breadcrumbs={[{ href: "/backoffice", label: "Back office" }]}
      />
      <Card testId="revenue-filters">
        <form method="get" action="/backoffice/money/revenue">
          <FilterBar>
            <SelectField
              label="Range"
              name="range"
              defaultValue={preset}
              options={RANGE_PRESETS}
              data-testid="revenue-range"
            />
            <TextField label="From (custom, UTC day)" type="date" name="from" defaultValue={fromDay} />
            <TextField label="To (custom, included)" type="date" name="to" defaultValue={toDay} />
            <TextField
              label="Currency"
              name="currency"
              placeholder="All"
              maxLength={3}
              mono
              defaultValue={currency}
              data-testid="revenue-currency"
            />
            <TextField
              label="Reporting currency"
              name="reporting"
              placeholder="None"
              maxLength={3}
              mono
              defaultValue={reporting}
              data-testid="revenue-reporting-currency"
            />
            <Button type="submit" variant="primary" data-testid="revenue-apply">
              Show
            </Button>
          </FilterBar>
        </form>
        {range ? (
          <p className="c-muted" style={{ padding: "0 16px 12px" }} data-testid="revenue-window">
            {range.from.toISOString().slice(0, 16).replace("T", " ")} –{" "}
            {range.to.toISOString().slice(0, 16).replace("T", " ")} UTC
          </p>
        ) : null}
      </Card>
      {problem ? (
        <div style={{ marginTop: 16 }} data-testid="revenue-error">
          <Alert tone="danger" title="No report for these filters">
            {problem}
          </Alert>
        </div>
      ) : null}
      {report ? <RevenueReportView report={report} /> : null}
    </>
  );
}
