"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { WalletAttemptOutcome, WalletCallbackType } from "@/graphql/generated/client/graphql";
import { formatMs } from "@/lib/console/format";
import { attemptOutcomeLabel, toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Card } from "@/lib/console/ui/card";
import { Drawer } from "@/lib/console/ui/drawer";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar, useFilters } from "@/lib/console/ui/filter-bar";
import { Pager } from "@/lib/console/ui/pager";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { ActionsHeader, DetailsButton, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useQuery } from "@/lib/console/use-graphql";
import { WalletAttemptView } from "./wallet-attempt";
import { CALLBACK_TYPES, OUTCOMES, PAGE_SIZE, REFRESH_MS, type OperatorOption } from "./wallet-delivery-filters";

const WalletCallbacksQuery = graphql(`
  query ConsoleWalletCallbacks($filter: WalletCallbackFilter, $first: Int, $after: String) {
    walletCallbacks(filter: $filter, first: $first, after: $after) {
      items {
        ...ConsoleWalletAttempt
        transactionId
        operatorId
        playerId
      }
      nextCursor
    }
  }
`);

export function CallbacksList({ operatorOptions }: { operatorOptions: OperatorOption[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = useCursorPages();
  const [filters, setFilter] = useFilters<{
    operatorId: string;
    playerId: string;
    type: WalletCallbackType | "";
    outcome: WalletAttemptOutcome | "";
  }>({ operatorId: "", playerId: "", type: "", outcome: "" }, pages);
  const { operatorId, playerId, type, outcome } = filters;
  const query = useQuery(
    WalletCallbacksQuery,
    {
      filter: {
        operatorId: operatorId || null,
        playerId: playerId.trim() || null,
        types: type ? [type] : null,
        outcomes: outcome ? [outcome] : null,
      },
      first: PAGE_SIZE,
      after: pages.after,
    },
    { pollMs: REFRESH_MS },
  );
  const open = query.data?.walletCallbacks.items.find((attempt) => attempt.id === openId);

  return (
    <Card testId="wallet-callbacks">
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
        <SelectField
          label="Type"
          value={type}
          onChange={(event) => setFilter("type")(event.target.value as WalletCallbackType | "")}
          options={[{ value: "", label: "Any type" }, ...CALLBACK_TYPES.map((value) => ({ value, label: value }))]}
        />
        <SelectField
          label="Outcome"
          value={outcome}
          onChange={(event) => setFilter("outcome")(event.target.value as WalletAttemptOutcome | "")}
          options={[
            { value: "", label: "Any outcome" },
            ...OUTCOMES.map((value) => ({ value, label: attemptOutcomeLabel(value) })),
          ]}
        />
      </FilterBar>
      <QueryView query={query} rows={8}>
        {({ walletCallbacks }) =>
          walletCallbacks.items.length === 0 ? (
            <EmptyState
              icon="wallet"
              title="No wallet calls"
              text="Calls appear here as soon as a game asks an operator's wallet for a balance or books a bet."
            />
          ) : (
            <>
              <Table caption="Signed calls to operator wallets" testId="wallet-callbacks-table">
                <thead>
                  <tr>
                    <th>When</th>
                    <th>Call</th>
                    <th>Operator · player</th>
                    <th>Response</th>
                    <th>Outcome</th>
                    <th className="c-cell-num">Latency</th>
                    <ActionsHeader />
                  </tr>
                </thead>
                <tbody>
                  {walletCallbacks.items.map((attempt) => (
                    <tr key={attempt.id}>
                      <td>
                        <TimeText value={attempt.startedAt} />
                      </td>
                      <td>
                        <span className="c-cell-title">
                          POST /{attempt.type}
                          {attempt.attemptNumber > 1 ? (
                            <span className="c-faint"> · attempt {attempt.attemptNumber}</span>
                          ) : null}
                        </span>
                        <span
                          className="c-cell-sub c-mono c-truncate"
                          title={attempt.transactionId ?? attempt.requestId}
                        >
                          {attempt.transactionId ?? attempt.requestId}
                        </span>
                      </td>
                      <td>
                        {attempt.operatorId}
                        <span className="c-cell-sub c-mono">{attempt.playerId}</span>
                      </td>
                      <td className="c-mono">{attempt.responseStatus ?? "—"}</td>
                      <td>
                        <Badge tone={toneOf(attempt.outcome)}>{attemptOutcomeLabel(attempt.outcome)}</Badge>
                      </td>
                      <td className="c-cell-num">{formatMs(attempt.latencyMs)}</td>
                      <td className="c-cell-actions">
                        <DetailsButton onClick={() => setOpenId(attempt.id)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager
                pages={pages}
                nextCursor={walletCallbacks.nextCursor}
                shown={walletCallbacks.items.length}
                noun="call"
              />
            </>
          )
        }
      </QueryView>
      <Drawer
        open={Boolean(open)}
        onClose={() => setOpenId(null)}
        title={open ? `POST /${open.type}` : "Wallet call"}
        subtitle={open ? <span className="c-mono">{open.requestId}</span> : null}
        testId="callback-drawer"
      >
        {open ? <WalletAttemptView attempt={open} /> : null}
      </Drawer>
    </Card>
  );
}
