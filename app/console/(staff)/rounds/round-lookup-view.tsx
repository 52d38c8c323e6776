"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { RoundMatch } from "@/graphql/generated/client/graphql";
import { Button } from "@/lib/console/ui/button";
import { Card } from "@/lib/console/ui/card";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Pager } from "@/lib/console/ui/pager";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useQuery } from "@/lib/console/use-graphql";
import { RoundDetails } from "./round-details";
import { RoundsTable } from "./rounds-table";

const LookupOperatorsQuery = graphql(`
  query ConsoleRoundLookupOperators {
    operators {
      id
      name
    }
  }
`);

const RoundSearchQuery = graphql(`
  query ConsoleRoundSearch($search: String, $operatorId: ID, $first: Int = 25, $after: String) {
    rounds(search: $search, operatorId: $operatorId, first: $first, after: $after) {
      matchedBy
      items {
        ...ConsoleRoundRow
      }
      nextCursor
    }
  }
`);

const MATCHED: Record<RoundMatch, string> = {
  round: "Round id",
  transaction: "Transaction id — its round",
  session: "Session id — the session's rounds, newest first",
  player: "Player — the player's rounds, newest first",
};

export function RoundLookupView({
  initialSearch,
  initialOperatorId,
}: {
  initialSearch: string;
  initialOperatorId: string;
}) {
  const [draft, setDraft] = useState({ search: initialSearch, operatorId: initialOperatorId });
  const [submitted, setSubmitted] = useState(draft);
  const pages = useCursorPages();
  const operators = useQuery(LookupOperatorsQuery, {});
  const search = submitted.search.trim();
  const query = useQuery(
    RoundSearchQuery,
    // The page size is the document's default for $first: the cost limit sizes lists by it.
    { search, operatorId: submitted.operatorId || null, after: pages.after },
    { skip: !search },
  );

  return (
    <>
      <PageHeader
        title="Round lookup"
        description="What happened in a round: find it by round id, transaction id or session id, or pick an operator and enter an external player id to see that player's rounds."
      />
      <Card testId="round-lookup">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            pages.reset();
            setSubmitted(draft);
            const params = new URLSearchParams({
              q: draft.search.trim(),
              ...(draft.operatorId ? { operator: draft.operatorId } : {}),
            });
            window.history.replaceState(null, "", `/console/rounds?${params}`);
          }}
        >
          <FilterBar>
            <SelectField
              label="Operator"
              value={draft.operatorId}
              onChange={(event) => setDraft({ ...draft, operatorId: event.target.value })}
              options={[
                { value: "", label: "Every operator" },
                ...(operators.data?.operators ?? []).map((operator) => ({ value: operator.id, label: operator.name })),
              ]}
              data-testid="round-lookup-operator"
            />
            <TextField
              label="Round, transaction, session or player id"
              mono
              wide
              value={draft.search}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
              placeholder="rnd_…, dbt_…, cdt_…, session id or external player id"
              data-testid="round-lookup-search"
            />
            <Button
              type="submit"
              variant="primary"
              icon="search"
              disabled={!draft.search.trim()}
              data-testid="round-lookup-submit"
            >
              Look up
            </Button>
          </FilterBar>
        </form>
        {search ? (
          <QueryView query={query} rows={4}>
            {({ rounds }) =>
              rounds.matchedBy === null ? (
                <EmptyState
                  icon="search"
                  title="No round found"
                  text={
                    submitted.operatorId
                      ? `No round, transaction, session or player of ${submitted.operatorId} has the id "${search}".`
                      : `No round, transaction or session has the id "${search}". To find a player's rounds, pick the operator first.`
                  }
                />
              ) : rounds.items.length === 0 ? (
                <EmptyState
                  icon="search"
                  title="No rounds"
                  text={`The player "${search}" of ${submitted.operatorId} has played no round.`}
                />
              ) : (
                <>
                  <p className="c-card-subtitle" style={{ padding: "0 16px" }} data-testid="round-lookup-matched">
                    Matched by: {MATCHED[rounds.matchedBy]}
                  </p>
                  <RoundsTable rounds={rounds.items} />
                  {rounds.matchedBy === "session" || rounds.matchedBy === "player" ? (
                    <Pager pages={pages} nextCursor={rounds.nextCursor} shown={rounds.items.length} noun="round" />
                  ) : null}
                </>
              )
            }
          </QueryView>
        ) : null}
      </Card>
      {query.data &&
      !query.loading &&
      (query.data.rounds.matchedBy === "round" || query.data.rounds.matchedBy === "transaction") &&
      query.data.rounds.items[0] ? (
        <div style={{ marginTop: 20 }}>
          <RoundDetails roundId={query.data.rounds.items[0].id} />
        </div>
      ) : null}
    </>
  );
}
