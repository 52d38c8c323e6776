"use client";

import { ReportTable, type ReportCell, type ReportTableRow } from "./report-table";
import type { ConvertedFigures, RevenueFigures } from "./revenue-figures";

// The table behind a report chart: one row per bucket, game or operator and currency, then one total row per
// currency (its CSV export has the same rows, totals included). GGR is bets − wins − jackpot contributions; jackpot
// wins are paid from the pools and shown beside it (docs/reports.md "Jackpots"). With a conversion, each row also shows its bets,
// wins and GGR in the reporting currency, and a last row adds every currency up in it.

const COLUMNS = [
  "Currency",
  "Rounds",
  "Bets",
  "Wins",
  "GGR",
  "Free rounds",
  "Free-rounds cost",
  "Rolled back rounds",
  "Rolled back",
  "Promotion cost",
  "Jackpot contributions",
  "Jackpot wins",
];

/** The report's conversion, as the table shows it. */
export interface TableConversion {
  reportingCurrency: string;
  /** E.g. "converted to EUR at staff-entered monthly rates". */
  label: string;
  total: ConvertedFigures;
}

const convertedCells = (figures: ConvertedFigures | null | undefined): ReportCell[] =>
  figures
    ? [figures.bet, figures.win, figures.ggr].map((value) => (figures.complete ? value : `${value} (incomplete)`))
    : ["no rate", "no rate", "no rate"];

function cells(row: RevenueFigures, withPlayers: boolean, conversion: TableConversion | null): ReportCell[] {
  const base = [
    row.label,
    row.currency,
    row.rounds,
    row.bet,
    row.win,
    row.ggr,
    row.freeRounds,
    row.freeRoundsCost,
    row.rolledBackRounds,
    row.rolledBack,
    row.promotionCost,
    row.jackpotContributions,
    row.jackpotWins,
  ];
  return [...base, ...(withPlayers ? [row.players ?? null] : []), ...(conversion ? convertedCells(row.converted) : [])];
}

export function RevenueTable({
  caption,
  keyHeader,
  rows,
  totals,
  fileName,
  withPlayers = false,
  conversion = null,
  testId,
}: {
  caption: string;
  keyHeader: string;
  rows: RevenueFigures[];
  totals: RevenueFigures[];
  fileName: string;
  withPlayers?: boolean;
  conversion?: TableConversion | null;
  testId: string;
}) {
  const reporting = conversion?.reportingCurrency;
  const header = [
    keyHeader,
    ...COLUMNS,
    ...(withPlayers ? ["Players"] : []),
    ...(reporting
      ? [`Bets in ${reporting} (converted)`, `Wins in ${reporting} (converted)`, `GGR in ${reporting} (converted)`]
      : []),
  ];
  const body: ReportTableRow[] = [...rows, ...totals].map((row) => {
    const total = row.key === "total";
    return {
      id: `${row.key}|${row.currency}`,
      values: cells(row, withPlayers, conversion),
      testId: total ? "report-total-row" : "report-row",
      className: total ? "c-report-total" : undefined,
    };
  });
  if (conversion) {
    // No native figures: only figures converted to one currency may be added up across currencies. The label
    // says so across the native columns.
    const nativeColumns = header.length - 5;
    const blanks: ReportCell[] = Array(nativeColumns - 1).fill(null);
    body.push({
      id: "all-currencies",
      values: [
        "All currencies",
        conversion.reportingCurrency,
        conversion.label,
        ...blanks,
        ...convertedCells(conversion.total),
      ],
      testId: "report-converted-total-row",
      className: "c-report-total",
      span: { index: 2, count: nativeColumns },
    });
  }
  return (
    <ReportTable caption={caption} header={header} rows={body} fileName={fileName} numericFrom={2} testId={testId} />
  );
}
