"use client";

import { Button } from "@/lib/console/ui/button";
import { Table } from "@/lib/console/ui/table";
import { downloadCsv, toCsv } from "./csv";
import type { RevenueFigures } from "./revenue-figures";

// The table behind a report chart: one row per bucket, game or operator and currency, then one total row per
// currency, and a CSV export of exactly these rows (totals included).

const COLUMNS = ["Currency", "Rounds", "Bets", "Wins", "GGR", "Free rounds", "Free-rounds cost", "Rolled back rounds", "Rolled back"];

function cells(row: RevenueFigures, withPlayers: boolean): (string | number | null)[] {
  const base = [row.label, row.currency, row.rounds, row.bet, row.win, row.ggr, row.freeRounds, row.freeRoundsCost, row.rolledBackRounds, row.rolledBack];
  return withPlayers ? [...base, row.players ?? null] : base;
}

export function RevenueTable({
  caption,
  keyHeader,
  rows,
  totals,
  fileName,
  withPlayers = false,
  testId,
}: {
  caption: string;
  keyHeader: string;
  rows: RevenueFigures[];
  totals: RevenueFigures[];
  fileName: string;
  withPlayers?: boolean;
  testId: string;
}) {
  const header = [keyHeader, ...COLUMNS, ...(withPlayers ? ["Players"] : [])];
  const allRows = [...rows, ...totals];
  return (
    <div className="c-report-table" data-testid={testId}>
      <div className="c-row" style={{ justifyContent: "flex-end", padding: "8px 16px" }}>
        <Button variant="secondary" size="sm" onClick={() => downloadCsv(fileName, toCsv(header, allRows.map((row) => cells(row, withPlayers))))} data-testid={`${testId}-csv`}>
          Export CSV
        </Button>
      </div>
      <Table caption={caption}>
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
          {allRows.map((row) => (
            <tr key={`${row.key}|${row.currency}`} data-testid={row.key === "total" ? "report-total-row" : "report-row"} className={row.key === "total" ? "c-report-total" : undefined}>
              {cells(row, withPlayers).map((value, index) => (
                <td key={header[index]} className={index >= 2 ? "c-cell-num c-mono" : index === 1 ? "c-mono" : undefined}>
                  {value ?? "—"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
