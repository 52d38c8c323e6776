import type { Metadata } from "next";
import { DailyStatementTable } from "@/app/console/(staff)/statements/daily-statement-table";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficeDailyStatementQuery } from "@/graphql/generated/backoffice/client/graphql";
import { isAppError } from "@/lib/base/errors";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { TextField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Alert, EmptyState } from "@/lib/console/ui/states";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import "../money.css";

// GET /backoffice/money/statements?date=<YYYY-MM-DD> — the operator's daily statement: the operator API's statement
// service for the session's operator (the staff console's figures and CSV), shown with the console's table.

export const metadata: Metadata = { title: "Daily statements" };

const DailyStatementQuery = graphql(`
  query BackofficeDailyStatement($date: String!) {
    dailyStatement(date: $date) {
      date
      currencies {
        currency
        lines {
          transactionType
          state
          count
          amount
          promotionId
        }
      }
      contentHash
      csvPath
    }
  }
`);

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => ((Array.isArray(value) ? value[0] : value) ?? "").trim();

export default async function StatementsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireOperatorUserPage({ returnTo: "/backoffice/money/statements" });
  const today = new Date().toISOString().slice(0, 10);
  const date = first((await searchParams).date) || today;
  let statement: BackofficeDailyStatementQuery["dailyStatement"] | null = null;
  let problem: string | null = null;
  try {
    ({ dailyStatement: statement } = await backofficePageQuery(user, DailyStatementQuery, { date }));
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    problem = error.detail;
  }
  return (
    <>
      <PageHeader
        title="Daily statements"
        description="Your wallet transactions of a UTC day, counted and summed per currency, type and state: the same numbers, CSV and content hash as the operator API's GET /statements/{date}."
        breadcrumbs={[{ href: "/backoffice", label: "Back office" }]}
      />
      <Card testId="daily-statement">
        <form method="get" action="/backoffice/money/statements">
          <FilterBar>
            <TextField
              label="Day (UTC)"
              type="date"
              name="date"
              defaultValue={date}
              max={today}
              data-testid="statement-date"
            />
            <Button type="submit" variant="primary" data-testid="statement-apply">
              Show
            </Button>
          </FilterBar>
        </form>
        {problem ? (
          <div style={{ padding: "0 16px 16px" }} data-testid="statement-error">
            <Alert tone="danger" title="No statement for this day">
              {problem}
            </Alert>
          </div>
        ) : null}
        {statement ? (
          <>
            <CardHeader
              title={statement.date}
              subtitle={
                <span className="c-bo-money-line c-mono" data-testid="statement-hash">
                  content_hash {statement.contentHash}
                </span>
              }
              actions={
                <a
                  className="c-button c-button-secondary c-button-sm"
                  href={statement.csvPath}
                  download
                  data-testid="statement-download"
                >
                  Download CSV
                </a>
              }
            />
            {statement.currencies.length === 0 ? (
              <EmptyState icon="wallet" title="No transactions" text="No debit, credit or rollback on this day." />
            ) : (
              <DailyStatementTable currencies={statement.currencies} />
            )}
          </>
        ) : null}
      </Card>
    </>
  );
}
