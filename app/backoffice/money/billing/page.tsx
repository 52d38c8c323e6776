import type { Metadata } from "next";
import { PrintButton } from "@/app/console/billing/print/print-button";
import { shareSummary } from "@/app/console/(staff)/billing/billing-statement-figures";
import { ConvertedStatement } from "@/app/console/(staff)/billing/billing-view";
import { MonthlyStatementTable } from "@/app/console/(staff)/billing/monthly-statement-table";
import { ExcludedTestRoundsLine } from "@/app/console/(staff)/reports/excluded-test-rounds";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficeMonthlyStatementQuery } from "@/graphql/generated/backoffice/client/graphql";
import { isAppError } from "@/lib/base/errors";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { TextField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Alert, EmptyState } from "@/lib/console/ui/states";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import "@/app/console/(staff)/billing/billing.css";
import "../money.css";

// GET /backoffice/money/billing?month=<YYYY-MM>&reporting=<code> — the operator's monthly billing statement: the staff
// console's billing service for the session's operator, shown with the console's statement table; its CSV download
// is the staff's bytes, and it prints alone (money.css).

export const metadata: Metadata = { title: "Billing" };

const MonthlyStatementQuery = graphql(`
  query BackofficeMonthlyStatement($month: String!, $reportingCurrency: String) {
    monthlyStatement(month: $month, reportingCurrency: $reportingCurrency) {
      operatorName
      month
      from
      to
      revenueShare {
        id
        effectiveFrom
        percent
        freeRoundsCostTreatment
        promotionCostTreatment
      }
      lines {
        currency
        rounds
        bets
        wins
        ggr
        freeRounds
        freeRoundsCost
        rolledBackRounds
        rolledBack
        promotionCost
        jackpotContributions
        jackpotWins
        billableGgr
        amountDue
        amountDueBasis
      }
      excludedTestRounds {
        currency
        rounds
        bet
        win
      }
      contentHash
      csvPath
      conversion {
        reportingCurrency
        label
        ggr
        amountDue
        complete
        missingCurrencies
        lines {
          currency
          rate
          ggr
          amountDue
        }
      }
    }
  }
`);

type SearchParams = Record<string, string | string[] | undefined>;
type Statement = BackofficeMonthlyStatementQuery["monthlyStatement"];
const first = (value: string | string[] | undefined) => ((Array.isArray(value) ? value[0] : value) ?? "").trim();

/** The last whole month in UTC, YYYY-MM: the month usually billed. */
function lastMonthUtc(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

export default async function BillingPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireOperatorUserPage({ returnTo: "/backoffice/money/billing" });
  const params = await searchParams;
  const month = first(params.month) || lastMonthUtc();
  const reporting = first(params.reporting).toUpperCase();
  let statement: Statement | null = null;
  let problem: string | null = null;
  try {
    const data = await backofficePageQuery(user, MonthlyStatementQuery, {
      month,
      reportingCurrency: reporting || null,
    });
    statement = data.monthlyStatement;
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    problem = error.detail;
  }
  return (
    <>
      <PageHeader
        title="Billing"
        description="Your monthly statement: one column per currency from the hourly revenue rollups, and the amount due under your revenue share. The same figures, CSV and content hash as the provider's staff see for you."
        breadcrumbs={[{ href: "/backoffice", label: "Back office" }]}
      />
      <Card testId="billing-statement">
        <form method="get" action="/backoffice/money/billing" data-print-hide>
          <FilterBar>
            <TextField
              label="Month (UTC)"
              type="month"
              name="month"
              defaultValue={month}
              max={new Date().toISOString().slice(0, 7)}
              data-testid="billing-month"
            />
            <TextField
              label="Reporting currency"
              name="reporting"
              placeholder="None"
              maxLength={3}
              mono
              defaultValue={reporting}
              data-testid="billing-reporting-currency"
            />
            <Button type="submit" variant="primary" data-testid="billing-apply">
              Show
            </Button>
          </FilterBar>
        </form>
        {problem ? (
          <div style={{ padding: "0 16px 16px" }} data-testid="billing-error">
            <Alert tone="danger" title="No statement for this month">
              {problem}
            </Alert>
          </div>
        ) : null}
        {statement ? <StatementSection statement={statement} /> : null}
      </Card>
    </>
  );
}

function StatementSection({ statement }: { statement: Statement }) {
  return (
    <div data-print-statement>
      <CardHeader
        title={`${statement.operatorName} · ${statement.month}`}
        subtitle={
          <>
            <span className="c-bo-money-line">
              {statement.from.slice(0, 10)} to {statement.to.slice(0, 10)} (exclusive), UTC
            </span>
            <span className="c-bo-money-line" data-testid="billing-share">
              {statement.revenueShare
                ? shareSummary(statement.revenueShare)
                : "No revenue share in effect for this month: no amount due is worked out."}
            </span>
            <span className="c-bo-money-line c-mono" data-testid="billing-hash">
              content_hash {statement.contentHash}
            </span>
          </>
        }
        actions={
          <span className="c-row c-print-hide" style={{ gap: 8 }}>
            <a
              className="c-button c-button-secondary c-button-sm"
              href={statement.csvPath}
              download
              data-testid="billing-download"
            >
              Download CSV
            </a>
            <PrintButton />
          </span>
        }
      />
      {statement.lines.length === 0 ? (
        <EmptyState icon="wallet" title="No rounds this month" text="None of your rounds settled in this month." />
      ) : (
        <MonthlyStatementTable lines={statement.lines} revenueShare={statement.revenueShare} />
      )}
      <div style={{ paddingTop: 12 }}>
        <ExcludedTestRoundsLine rows={statement.excludedTestRounds} />
      </div>
      {statement.conversion ? <ConvertedStatement conversion={statement.conversion} /> : null}
    </div>
  );
}
