"use client";

import { graphql } from "@/graphql/generated/client";
import { Card } from "@/lib/console/ui/card";
import { SelectField } from "@/lib/console/ui/fields";
import { FilterBar, useFilters } from "@/lib/console/ui/filter-bar";
import { Pager } from "@/lib/console/ui/pager";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useQuery } from "@/lib/console/use-graphql";
import { RoundsTable } from "../rounds/rounds-table";
import { REFRESH_MS, type OperatorOption } from "./wallet-delivery-filters";

const WalletRoundsQuery = graphql(`
  query ConsoleWalletRounds($operatorId: ID, $first: Int = 30, $after: String) {
    rounds(operatorId: $operatorId, first: $first, after: $after) {
      items {
        ...ConsoleRoundRow
      }
      nextCursor
    }
  }
`);

/** The ledger by round: each round's debit, credit and rollbacks together, newest round first. */
export function RoundsList({ operatorOptions }: { operatorOptions: OperatorOption[] }) {
  const pages = useCursorPages();
  const [{ operatorId }, setFilter] = useFilters({ operatorId: "" }, pages);
  // The page size is the document's default for $first: the cost limit sizes lists by it.
  const query = useQuery(
    WalletRoundsQuery,
    { operatorId: operatorId || null, after: pages.after },
    { pollMs: REFRESH_MS },
  );
  return (
    <Card testId="wallet-rounds">
      <FilterBar>
        <SelectField
          label="Operator"
          value={operatorId}
          onChange={(event) => setFilter("operatorId")(event.target.value)}
          options={operatorOptions}
        />
      </FilterBar>
      <QueryView query={query} rows={8}>
        {({ rounds }) =>
          rounds.items.length === 0 ? (
            <EmptyState icon="wallet" title="No rounds" text="No round has been played yet." />
          ) : (
            <>
              <RoundsTable rounds={rounds.items} />
              <Pager pages={pages} nextCursor={rounds.nextCursor} shown={rounds.items.length} noun="round" />
            </>
          )
        }
      </QueryView>
    </Card>
  );
}
