import type { ShareFiguresFragment, StatementLineFiguresFragment } from "@/graphql/generated/client/graphql";
import { Table } from "@/lib/console/ui/table";
import { STATEMENT_FIGURES, lineFigure } from "./billing-statement-figures";

// A monthly statement's figures (figures down, currencies across): the console's billing page and the operators' back
// office show the one table, so an operator reads exactly what staff read.

export function MonthlyStatementTable({
  lines,
  revenueShare,
}: {
  lines: StatementLineFiguresFragment[];
  revenueShare: ShareFiguresFragment | null | undefined;
}) {
  return (
    <Table caption="Monthly statement: one column per currency" testId="billing-table">
      <thead>
        <tr>
          <th>Figure</th>
          {lines.map((line) => (
            <th key={line.currency} className="c-cell-num c-mono">
              {line.currency}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {STATEMENT_FIGURES.map((figure) => (
          <tr
            key={figure.key}
            data-testid={`billing-row-${figure.key}`}
            className={figure.key === "amountDue" ? "c-billing-total" : undefined}
          >
            <th scope="row" title={figure.hint}>
              {figure.label}
            </th>
            {lines.map((line) => (
              <td key={line.currency} className="c-cell-num c-mono" data-currency={line.currency}>
                {lineFigure(line, figure.key, revenueShare)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
