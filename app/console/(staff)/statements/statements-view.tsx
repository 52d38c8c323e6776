"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { CopyButton } from "@/lib/console/ui/copy-button";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { useQuery } from "@/lib/console/use-graphql";
import { DailyStatementTable } from "./daily-statement-table";

const StatementOperatorsQuery = graphql(`
  query ConsoleStatementOperators {
    operators {
      id
      name
    }
  }
`);

const DailyStatementQuery = graphql(`
  query ConsoleDailyStatement($operatorId: ID!, $date: String!) {
    dailyStatement(operatorId: $operatorId, date: $date) {
      operatorId
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

/** Today in UTC, YYYY-MM-DD: statements are per UTC day. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export function StatementsView() {
  const operators = useQuery(StatementOperatorsQuery, {});
  const [picked, setPicked] = useState("");
  const [date, setDate] = useState(todayUtc);
  const operatorId = picked || operators.data?.operators[0]?.id || "";
  const query = useQuery(DailyStatementQuery, { operatorId, date }, { skip: !operatorId || !date });

  return (
    <>
      <PageHeader
        title="Daily statements"
        description="One operator's wallet transactions of a UTC day, counted and summed per currency, type and state: the same numbers, CSV and content hash as the operator API's GET /statements/{date}, so both sides can compare line by line."
      />
      <Card testId="daily-statement">
        <FilterBar>
          <SelectField
            label="Operator"
            value={operatorId}
            onChange={(event) => setPicked(event.target.value)}
            options={(operators.data?.operators ?? []).map((operator) => ({
              value: operator.id,
              label: operator.name,
            }))}
            data-testid="statement-operator"
          />
          <TextField
            label="Day (UTC)"
            type="date"
            value={date}
            max={todayUtc()}
            onChange={(event) => setDate(event.target.value)}
            data-testid="statement-date"
          />
        </FilterBar>
        {operatorId && date ? (
          <QueryView query={query} rows={4}>
            {({ dailyStatement }) => (
              <>
                <CardHeader
                  title={`${dailyStatement.operatorId} · ${dailyStatement.date}`}
                  subtitle={
                    <span className="c-row" style={{ gap: 8 }}>
                      <span>content_hash</span>
                      <span
                        className="c-mono c-truncate"
                        data-testid="statement-hash"
                        title={dailyStatement.contentHash}
                      >
                        {dailyStatement.contentHash}
                      </span>
                      <CopyButton value={dailyStatement.contentHash} label="Copy hash" />
                    </span>
                  }
                  actions={
                    <a
                      className="c-button c-button-secondary c-button-sm"
                      href={dailyStatement.csvPath}
                      download
                      data-testid="statement-download"
                    >
                      Download CSV
                    </a>
                  }
                />
                {dailyStatement.currencies.length === 0 ? (
                  <EmptyState
                    icon="wallet"
                    title="No transactions"
                    text="No debit, credit or rollback was created on this day."
                  />
                ) : (
                  <DailyStatementTable currencies={dailyStatement.currencies} />
                )}
              </>
            )}
          </QueryView>
        ) : null}
      </Card>
    </>
  );
}
