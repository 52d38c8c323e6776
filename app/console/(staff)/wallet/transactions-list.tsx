"use client";

import Link from "next/link";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { WalletCallbackType, WalletTransactionState } from "@/graphql/generated/client/graphql";
import { formatMs } from "@/lib/console/format";
import { stateLabel, toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Card } from "@/lib/console/ui/card";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar, useFilters } from "@/lib/console/ui/filter-bar";
import { Pager } from "@/lib/console/ui/pager";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { ActionsHeader, DetailsButton, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useQuery } from "@/lib/console/use-graphql";
import { TransactionActions } from "./transaction-actions";
import { TransactionDrawer } from "./transaction-drawer";
import {
  CALLBACK_TYPES,
  PAGE_SIZE,
  REFRESH_MS,
  TRANSACTION_STATES,
  type OperatorOption,
} from "./wallet-delivery-filters";

const WalletTransactionsQuery = graphql(`
  query ConsoleWalletTransactions($filter: WalletTransactionFilter, $first: Int, $after: String) {
    walletTransactions(filter: $filter, first: $first, after: $after) {
      items {
        id
        operatorId
        playerId
        gameSymbol
        currency
        type
        actionType
        amount
        state
        attempts
        lastLatencyMs
        errorCode
        resolvedManually
        canRetry
        canResolve
        createdAt
        giveUpAt
      }
      nextCursor
    }
  }
`);

export function TransactionsList({
  operatorOptions,
  initialState,
  initialTransactionId,
  initialOperatorId = "",
}: {
  operatorOptions: OperatorOption[];
  initialState: WalletTransactionState | "";
  initialTransactionId: string;
  initialOperatorId?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = useCursorPages();
  const [filters, setFilter] = useFilters<{
    operatorId: string;
    playerId: string;
    transactionId: string;
    type: WalletCallbackType | "";
    state: WalletTransactionState | "";
  }>(
    { operatorId: initialOperatorId, playerId: "", transactionId: initialTransactionId, type: "", state: initialState },
    pages,
  );
  const { operatorId, playerId, transactionId, type, state } = filters;
  const query = useQuery(
    WalletTransactionsQuery,
    {
      filter: {
        operatorId: operatorId || null,
        playerId: playerId.trim() || null,
        transactionId: transactionId.trim() || null,
        types: type ? [type] : null,
        states: state ? [state] : null,
      },
      first: PAGE_SIZE,
      after: pages.after,
    },
    { pollMs: REFRESH_MS },
  );

  return (
    <Card testId="wallet-transactions">
      <FilterBar>
        <SelectField
          label="Operator"
          value={operatorId}
          onChange={(event) => setFilter("operatorId")(event.target.value)}
          options={operatorOptions}
        />
        <TextField
          label="Player id"
          mono
          value={playerId}
          onChange={(event) => setFilter("playerId")(event.target.value)}
          placeholder="player_id"
        />
        <TextField
          label="Transaction id"
          mono
          value={transactionId}
          onChange={(event) => setFilter("transactionId")(event.target.value)}
          placeholder="transaction_id"
        />
        <SelectField
          label="Type"
          value={type}
          onChange={(event) => setFilter("type")(event.target.value as WalletCallbackType | "")}
          options={[
            { value: "", label: "Any type" },
            ...CALLBACK_TYPES.filter((value) => value !== "balance").map((value) => ({ value, label: value })),
          ]}
        />
        <SelectField
          label="State"
          value={state}
          onChange={(event) => setFilter("state")(event.target.value as WalletTransactionState | "")}
          options={[
            { value: "", label: "Any state" },
            ...TRANSACTION_STATES.map((value) => ({ value, label: stateLabel(value) })),
          ]}
          data-testid="state-filter"
        />
      </FilterBar>
      <QueryView query={query} rows={8}>
        {({ walletTransactions }) =>
          walletTransactions.items.length === 0 ? (
            <EmptyState
              icon="wallet"
              title="No transactions"
              text={
                state === "gave_up"
                  ? "Nothing gave up: every credit and rollback was acknowledged."
                  : "No ledger transaction matches these filters."
              }
            />
          ) : (
            <>
              <Table caption="Wallet ledger transactions" testId="wallet-transactions-table">
                <thead>
                  <tr>
                    <th>Transaction</th>
                    <th>Type</th>
                    <th>Operator · player</th>
                    <th className="c-cell-num">Amount</th>
                    <th>State</th>
                    <th className="c-cell-num">Attempts</th>
                    <th className="c-cell-num">Latency</th>
                    <ActionsHeader />
                  </tr>
                </thead>
                <tbody>
                  {walletTransactions.items.map((transaction) => (
                    <tr key={transaction.id} data-testid="wallet-transaction-row">
                      <td>
                        <button
                          type="button"
                          className="c-link-button c-mono c-truncate"
                          onClick={() => setOpenId(transaction.id)}
                          title={transaction.id}
                        >
                          {transaction.id}
                        </button>
                        <span className="c-cell-sub">
                          <TimeText value={transaction.createdAt} /> · {transaction.gameSymbol}
                        </span>
                      </td>
                      <td>
                        <Badge tone="neutral" dot={false}>
                          {transaction.type}
                        </Badge>
                        <span className="c-cell-sub">{transaction.actionType}</span>
                      </td>
                      <td>
                        <Link href={`/console/operators/${encodeURIComponent(transaction.operatorId)}`}>
                          {transaction.operatorId}
                        </Link>
                        <span className="c-cell-sub c-mono">{transaction.playerId}</span>
                      </td>
                      <td className="c-cell-num c-mono">
                        {transaction.amount} {transaction.currency}
                      </td>
                      <td>
                        <Badge tone={toneOf(transaction.state)}>{stateLabel(transaction.state)}</Badge>
                        {transaction.resolvedManually ? (
                          <span className="c-cell-sub">resolved by hand</span>
                        ) : transaction.errorCode ? (
                          <span className="c-cell-sub c-mono">{transaction.errorCode}</span>
                        ) : null}
                      </td>
                      <td className="c-cell-num">{transaction.attempts}</td>
                      <td className="c-cell-num">{formatMs(transaction.lastLatencyMs)}</td>
                      <td className="c-cell-actions">
                        <TransactionActions transaction={transaction} onChanged={query.refetch} />
                        <DetailsButton onClick={() => setOpenId(transaction.id)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager
                pages={pages}
                nextCursor={walletTransactions.nextCursor}
                shown={walletTransactions.items.length}
                noun="transaction"
              />
            </>
          )
        }
      </QueryView>
      <TransactionDrawer id={openId} onClose={() => setOpenId(null)} onChanged={query.refetch} />
    </Card>
  );
}
