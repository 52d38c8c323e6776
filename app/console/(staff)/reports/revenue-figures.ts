import { graphql } from "@/graphql/generated/client";
import type { RevenueFiguresFragment } from "@/graphql/generated/client/graphql";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";

// Sums of the report's rows in the browser, exact: amounts are decimal text of one currency (all with the same
// number of places, as the server writes them), added as BigInt minor units.

// A row's figures, as the report's queries select them (one time bucket, game, operator or total in one currency).
export const RevenueFiguresFields = graphql(`
  fragment RevenueFigures on RevenueRow {
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

export type RevenueFigures = RevenueFiguresFragment;
/** Money figures of a row in the reporting currency (incomplete: some month or currency had no rate). */
export type ConvertedFigures = NonNullable<RevenueFigures["converted"]>;

const placesOf = (text: string) => (text.includes(".") ? text.length - text.indexOf(".") - 1 : 0);

/** Exact sum of decimal texts of one currency. */
export function sumDecimalText(values: string[]): string {
  if (values.length === 0) return "0";
  const places = placesOf(values[0]!);
  return formatMinorUnits(
    values.reduce((sum, value) => sum + parseMinorUnits(value, places, { allowNegative: true }), 0n),
    places,
  );
}

/** One total row per currency of `rows` (players are not additive: left empty). */
export function totalsPerCurrency(rows: RevenueFigures[]): RevenueFigures[] {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  return currencies.map((currency) => {
    const of = rows.filter((row) => row.currency === currency);
    const sum = (pick: (row: RevenueFigures) => string) => sumDecimalText(of.map(pick));
    const count = (pick: (row: RevenueFigures) => number) => of.reduce((total, row) => total + pick(row), 0);
    return {
      key: "total",
      label: "Total",
      currency,
      rounds: count((row) => row.rounds),
      bet: sum((row) => row.bet),
      win: sum((row) => row.win),
      ggr: sum((row) => row.ggr),
      freeRounds: count((row) => row.freeRounds),
      freeRoundsCost: sum((row) => row.freeRoundsCost),
      rolledBackRounds: count((row) => row.rolledBackRounds),
      rolledBack: sum((row) => row.rolledBack),
      promotionCost: sum((row) => row.promotionCost),
      jackpotContributions: sum((row) => row.jackpotContributions),
      jackpotWins: sum((row) => row.jackpotWins),
      players: null,
      converted: null,
    };
  });
}
