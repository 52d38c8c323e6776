import type { ConsoleDailyStatementQuery } from "@/graphql/generated/client/graphql";
import { Badge } from "@/lib/console/ui/badge";
import { stateLabel, toneOf } from "@/lib/console/ui/status-tones";
import { Table } from "@/lib/console/ui/table";

// A daily statement's lines per currency, type and state: the console's statements page and the operators' back
// office show the one table.

type StatementCurrency = ConsoleDailyStatementQuery["dailyStatement"]["currencies"][number];

export function DailyStatementTable({ currencies }: { currencies: StatementCurrency[] }) {
  return (
    <Table caption="Statement lines per currency" testId="statement-table">
      <thead>
        <tr>
          <th>Currency</th>
          <th>Type</th>
          <th>State</th>
          <th className="c-cell-num">Count</th>
          <th className="c-cell-num">Amount</th>
        </tr>
      </thead>
      <tbody>
        {currencies.flatMap(({ currency, lines }) =>
          lines.map((line) => (
            <tr
              key={`${currency}-${line.transactionType}-${line.state}-${line.promotionId ?? ""}`}
              data-testid="statement-line"
            >
              <td className="c-mono">{currency}</td>
              <td>
                <Badge tone="neutral" dot={false}>
                  {line.transactionType}
                </Badge>
                {line.promotionId ? <span className="c-cell-sub c-mono">prize of {line.promotionId}</span> : null}
              </td>
              <td>
                <Badge tone={toneOf(line.state)}>{stateLabel(line.state)}</Badge>
              </td>
              <td className="c-cell-num">{line.count}</td>
              <td className="c-cell-num c-mono">
                {line.amount} {currency}
              </td>
            </tr>
          )),
        )}
      </tbody>
    </Table>
  );
}
