import { graphql } from "@/graphql/generated/client";
import type { ExcludedTestRoundsFiguresFragment } from "@/graphql/generated/client/graphql";
import { formatCountOf } from "@/lib/console/format";

// The line a report or statement shows of the test accounts' rounds it left out ("N test-account rounds excluded"),
// per currency; nothing when there were none. The billing statement shows it too (imported from here).

export const ExcludedTestRoundsFields = graphql(`
  fragment ExcludedTestRoundsFigures on ExcludedTestRounds {
    currency
    rounds
    bet
    win
  }
`);

export function ExcludedTestRoundsLine({ rows }: { rows: ExcludedTestRoundsFiguresFragment[] }) {
  const rounds = rows.reduce((sum, row) => sum + row.rounds, 0);
  if (rounds === 0) return null;
  return (
    <p className="c-muted" style={{ padding: "0 16px 12px", margin: 0 }} data-testid="excluded-test-rounds">
      {formatCountOf(rounds, "test-account round")} excluded (
      {rows.map((row) => `${row.currency}: bets ${row.bet}, wins ${row.win}`).join("; ")}): test accounts&apos; rounds
      are in none of these figures.
    </p>
  );
}
