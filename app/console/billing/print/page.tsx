import type { Metadata } from "next";
import { isAppError } from "@/lib/base/errors";
import { STATEMENT_FIGURES, lineFigure, shareSummary } from "@/app/console/(staff)/billing/billing-statement-figures";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { getMonthlyStatement, type MonthlyStatement } from "@/lib/server/billing/get-monthly-statement";
import { PrintButton } from "./print-button";
import "@/app/console/(staff)/billing/billing.css";

// GET /console/billing/print?operator=<id>&month=<YYYY-MM> — an operator's monthly statement as a printable page
// (outside the console's shell: no navigation, print CSS under .c-print in the billing feature's billing.css)

export const metadata: Metadata = { title: "Billing statement" };

export default async function BillingPrintPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
  const query = new URLSearchParams({ operator: first(params.operator), month: first(params.month) });
  await requireStaffPage({ returnTo: `/console/billing/print?${query}` });
  let statement: MonthlyStatement;
  try {
    ({ statement } = await getMonthlyStatement({ operatorId: first(params.operator), month: first(params.month) }));
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    return (
      <main className="c-print">
        <h1>Billing statement</h1>
        <p role="alert" data-testid="print-error">
          {error.detail}
        </p>
      </main>
    );
  }
  return (
    <main className="c-print" data-testid="billing-print-page">
      <header className="c-print-header">
        <div>
          <p className="c-print-kicker">Revenue-share statement</p>
          <h1>
            {statement.operatorName} <span className="c-print-muted">({statement.operatorId})</span>
          </h1>
          <p>
            Month <strong>{statement.month}</strong> · {statement.from.toISOString().slice(0, 10)} to{" "}
            {statement.to.toISOString().slice(0, 10)} (exclusive), UTC
          </p>
          <p data-testid="print-share">{shareSummary(statement.revenueShare)}</p>
        </div>
        <PrintButton />
      </header>
      {statement.lines.length === 0 ? (
        <p>No rounds this month.</p>
      ) : (
        <table className="c-print-table" data-testid="print-table">
          <thead>
            <tr>
              <th scope="col">Figure</th>
              {statement.lines.map((line) => (
                <th key={line.currency} scope="col">
                  {line.currency}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {STATEMENT_FIGURES.map((figure) => (
              <tr
                key={figure.key}
                data-testid={`print-row-${figure.key}`}
                className={figure.key === "amountDue" ? "c-print-total" : undefined}
              >
                <th scope="row">{figure.label}</th>
                {statement.lines.map((line) => (
                  <td key={line.currency} data-currency={line.currency}>
                    {lineFigure(line, figure.key, statement.revenueShare)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <footer className="c-print-notes">
        <p>
          Amounts are in each currency; currencies are never added together. GGR = bets − wins − jackpot contributions
          of paid rounds settled (jackpot wins are paid from the pools). Free-rounds cost = what free rounds paid (count
          in brackets). Rolled back = bets of paid rounds cancelled, not part of bets. Promotion cost = prizes of
          tournaments and prize drops paid to the operator&apos;s players. Billable GGR = GGR less each of these two
          costs the share deducts. Amount due = billable GGR × share, rounded half-up to the currency&apos;s minor unit;
          a negative billable GGR owes 0 and is not carried into later months. Test accounts&apos; rounds are in none of
          these figures.
        </p>
        {statement.excludedTestRounds.length > 0 ? (
          <p data-testid="print-excluded-test-rounds">
            Test-account rounds excluded:{" "}
            {statement.excludedTestRounds
              .map((row) => `${row.currency} ${row.rounds} (bets ${row.bet}, wins ${row.win})`)
              .join("; ")}
            .
          </p>
        ) : null}
        <p className="c-print-mono">content_hash (SHA-256 of the CSV) {statement.contentHash}</p>
      </footer>
    </main>
  );
}
