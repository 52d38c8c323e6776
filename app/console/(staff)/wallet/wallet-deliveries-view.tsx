"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { graphql } from "@/graphql/generated/client";
import type { WalletAttemptOutcome, WalletCallbackType, WalletTransactionState } from "@/graphql/generated/client/graphql";
import { formatMs } from "@/lib/console/format";
import { errorMessage } from "@/lib/console/graphql-client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { attemptOutcomeLabel, stateLabel, toneOf } from "@/lib/console/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card } from "@/lib/console/ui/card";
import { Dialog, useConfirm } from "@/lib/console/ui/dialog";
import { Drawer } from "@/lib/console/ui/drawer";
import { SelectField, TextAreaField, TextField } from "@/lib/console/ui/fields";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Pager } from "@/lib/console/ui/pager";
import { Alert, EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { WalletAttemptView } from "./wallet-attempt";

const WalletOperatorsQuery = graphql(`
  query ConsoleWalletOperators {
    operators {
      id
      name
    }
  }
`);

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

const WalletTransactionQuery = graphql(`
  query ConsoleWalletTransaction($id: ID!) {
    walletTransaction(id: $id) {
      id
      roundId
      operatorId
      playerId
      sessionId
      gameSymbol
      currency
      type
      actionType
      amount
      originalTransactionId
      state
      attempts
      nextAttemptAt
      giveUpAt
      firstAttemptAt
      lastAttemptAt
      completedAt
      balanceAfter
      errorCode
      errorMessage
      lastLatencyMs
      resolvedManually
      canRetry
      canResolve
      createdAt
      attemptLog {
        id
        type
        attemptNumber
        requestId
        url
        requestHeaders
        requestBody
        responseStatus
        responseBody
        outcome
        error
        latencyMs
        startedAt
      }
    }
  }
`);

const WalletCallbacksQuery = graphql(`
  query ConsoleWalletCallbacks($filter: WalletCallbackFilter, $first: Int, $after: String) {
    walletCallbacks(filter: $filter, first: $first, after: $after) {
      items {
        id
        transactionId
        operatorId
        playerId
        type
        attemptNumber
        requestId
        url
        requestHeaders
        requestBody
        responseStatus
        responseBody
        outcome
        error
        latencyMs
        startedAt
      }
      nextCursor
    }
  }
`);

const RetryTransaction = graphql(`
  mutation ConsoleRetryWalletTransaction($id: ID!) {
    retryWalletTransaction(id: $id) {
      id
      state
      nextAttemptAt
    }
  }
`);

const ResolveTransaction = graphql(`
  mutation ConsoleResolveWalletTransaction($id: ID!, $note: String!) {
    resolveWalletTransaction(id: $id, note: $note) {
      id
      state
      resolvedManually
    }
  }
`);

const PAGE_SIZE = 30;
const TRANSACTION_STATES: WalletTransactionState[] = ["pending", "succeeded", "rejected", "unknown", "rolled_back", "gave_up"];
const CALLBACK_TYPES: WalletCallbackType[] = ["balance", "debit", "credit", "rollback"];
const OUTCOMES: WalletAttemptOutcome[] = ["succeeded", "rejected", "invalid_signature", "failed", "unknown"];
/** Deliveries are retried in the background; the list follows at this pace. */
const REFRESH_MS = 15_000;

function isTransactionState(value: string): value is WalletTransactionState {
  return (TRANSACTION_STATES as string[]).includes(value);
}

export function WalletDeliveriesView({ initialState }: { initialState: string }) {
  const [tab, setTab] = useState<"transactions" | "callbacks">("transactions");
  const operators = useQuery(WalletOperatorsQuery, {});
  const operatorOptions = [{ value: "", label: "Every operator" }, ...(operators.data?.operators ?? []).map((operator) => ({ value: operator.id, label: operator.name }))];

  return (
    <>
      <PageHeader
        title="Wallet deliveries"
        description="Every debit, credit and rollback of the durable ledger with each signed HTTP attempt, and every call to operator wallets. Signatures are shortened and credentials redacted."
        actions={
          <div className="c-segmented" role="tablist" aria-label="View">
            <button type="button" role="tab" aria-selected={tab === "transactions"} onClick={() => setTab("transactions")} data-testid="tab-transactions">
              Ledger transactions
            </button>
            <button type="button" role="tab" aria-selected={tab === "callbacks"} onClick={() => setTab("callbacks")} data-testid="tab-callbacks">
              All calls
            </button>
          </div>
        }
      />
      {tab === "transactions" ? (
        <TransactionsList operatorOptions={operatorOptions} initialState={isTransactionState(initialState) ? initialState : ""} />
      ) : (
        <CallbacksList operatorOptions={operatorOptions} />
      )}
    </>
  );
}

function TransactionsList({ operatorOptions, initialState }: { operatorOptions: { value: string; label: string }[]; initialState: WalletTransactionState | "" }) {
  const [operatorId, setOperatorId] = useState("");
  const [playerId, setPlayerId] = useState("");
  const [transactionId, setTransactionId] = useState("");
  const [type, setType] = useState<WalletCallbackType | "">("");
  const [state, setState] = useState<WalletTransactionState | "">(initialState);
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = useCursorPages();
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
  const changed =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      pages.reset();
    };

  return (
    <Card testId="wallet-transactions">
      <div className="c-toolbar">
        <SelectField label="Operator" value={operatorId} onChange={(event) => changed(setOperatorId)(event.target.value)} options={operatorOptions} />
        <TextField label="Player id" mono value={playerId} onChange={(event) => changed(setPlayerId)(event.target.value)} placeholder="player_id" />
        <TextField label="Transaction id" mono value={transactionId} onChange={(event) => changed(setTransactionId)(event.target.value)} placeholder="transaction_id" />
        <SelectField
          label="Type"
          value={type}
          onChange={(event) => changed(setType)(event.target.value as WalletCallbackType | "")}
          options={[{ value: "", label: "Any type" }, ...CALLBACK_TYPES.filter((value) => value !== "balance").map((value) => ({ value, label: value }))]}
        />
        <SelectField
          label="State"
          value={state}
          onChange={(event) => changed(setState)(event.target.value as WalletTransactionState | "")}
          options={[{ value: "", label: "Any state" }, ...TRANSACTION_STATES.map((value) => ({ value, label: stateLabel(value) }))]}
          data-testid="state-filter"
        />
      </div>
      <QueryView query={query} rows={8}>
        {({ walletTransactions }) =>
          walletTransactions.items.length === 0 ? (
            <EmptyState icon="wallet" title="No transactions" text={state === "gave_up" ? "Nothing gave up: every credit and rollback was acknowledged." : "No ledger transaction matches these filters."} />
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
                    <th className="c-cell-actions">
                      <span className="c-sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {walletTransactions.items.map((transaction) => (
                    <tr key={transaction.id} data-testid="wallet-transaction-row">
                      <td>
                        <button type="button" className="c-link-button c-mono c-truncate" onClick={() => setOpenId(transaction.id)} title={transaction.id}>
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
                        <Link href={`/console/operators/${encodeURIComponent(transaction.operatorId)}`}>{transaction.operatorId}</Link>
                        <span className="c-cell-sub c-mono">{transaction.playerId}</span>
                      </td>
                      <td className="c-cell-num c-mono">
                        {transaction.amount} {transaction.currency}
                      </td>
                      <td>
                        <Badge tone={toneOf(transaction.state)}>{stateLabel(transaction.state)}</Badge>
                        {transaction.resolvedManually ? <span className="c-cell-sub">resolved by hand</span> : transaction.errorCode ? <span className="c-cell-sub c-mono">{transaction.errorCode}</span> : null}
                      </td>
                      <td className="c-cell-num">{transaction.attempts}</td>
                      <td className="c-cell-num">{formatMs(transaction.lastLatencyMs)}</td>
                      <td className="c-cell-actions">
                        <TransactionActions transaction={transaction} onChanged={query.refetch} />
                        <Button size="sm" variant="ghost" icon="eye" onClick={() => setOpenId(transaction.id)}>
                          Details
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager pages={pages} nextCursor={walletTransactions.nextCursor} shown={walletTransactions.items.length} noun="transactions" />
            </>
          )
        }
      </QueryView>
      <TransactionDrawer id={openId} onClose={() => setOpenId(null)} onChanged={query.refetch} />
    </Card>
  );
}

function TransactionActions({
  transaction,
  onChanged,
}: {
  transaction: { id: string; type: string; amount: string; currency: string; canRetry: boolean; canResolve: boolean };
  onChanged: () => Promise<void>;
}) {
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const retry = useMutation(RetryTransaction);
  const resolve = useMutation(ResolveTransaction);
  const [resolving, setResolving] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function retryNow() {
    const ok = await confirm({
      title: `Send this ${transaction.type} again?`,
      body: (
        <p>
          The {transaction.type} of {transaction.amount} {transaction.currency} is queued again with the same transaction_id, so an operator that already
          booked it answers with the original result.
        </p>
      ),
      confirmLabel: "Retry delivery",
      tone: "default",
    });
    if (!ok) return;
    try {
      await retry.mutate({ id: transaction.id });
      toast.success("Delivery queued again", transaction.id);
      await onChanged();
    } catch (caught) {
      toast.error("Could not retry", errorMessage(caught));
    }
  }

  async function submitResolve(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await resolve.mutate({ id: transaction.id, note: note.trim() });
      toast.success("Marked as resolved", transaction.id);
      setResolving(false);
      setNote("");
      await onChanged();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  if (!transaction.canRetry && !transaction.canResolve) return null;
  const title = canEdit ? undefined : VIEWER_HINT;
  return (
    <>
      {transaction.canRetry ? (
        <Button size="sm" icon="refresh" onClick={() => void retryNow()} busy={retry.busy} disabled={!canEdit} title={title} data-testid="retry-transaction">
          Retry
        </Button>
      ) : null}{" "}
      {transaction.canResolve ? (
        <Button size="sm" icon="check" onClick={() => setResolving(true)} disabled={!canEdit} title={title} data-testid="resolve-transaction">
          Resolve
        </Button>
      ) : null}{" "}
      <Dialog
        open={resolving}
        onClose={() => setResolving(false)}
        title="Mark as resolved by hand"
        description={`The ${transaction.type} of ${transaction.amount} ${transaction.currency} will not be sent again. Use this when the operator was settled outside the platform.`}
        icon="check"
        testId="resolve-dialog"
      >
        <form className="c-form" onSubmit={submitResolve} style={{ textAlign: "left", whiteSpace: "normal" }}>
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <TextAreaField label="Note" name="note" required value={note} onChange={(event) => setNote(event.target.value)} hint="Kept with the transaction and in the audit log, e.g. the operator's ticket number." />
          <div className="c-form-actions">
            <Button onClick={() => setResolving(false)}>Cancel</Button>
            <Button type="submit" variant="primary" busy={resolve.busy} disabled={!note.trim()}>
              Mark resolved
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function TransactionDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => Promise<void> }) {
  return (
    <Drawer open={id !== null} onClose={onClose} title="Wallet transaction" subtitle={<span className="c-mono">{id}</span>} testId="transaction-drawer">
      {/* Keyed by id: opening another transaction starts from a loading state, never the previous one's data. */}
      {id ? <TransactionDetails key={id} id={id} onChanged={onChanged} /> : null}
    </Drawer>
  );
}

function TransactionDetails({ id, onChanged }: { id: string; onChanged: () => Promise<void> }) {
  const query = useQuery(WalletTransactionQuery, { id });
  return (
    <QueryView query={query} rows={6}>
      {({ walletTransaction: transaction }) => (
        <>
          <div className="c-row" style={{ marginBottom: 16 }}>
            <Badge tone={toneOf(transaction.state)}>{stateLabel(transaction.state)}</Badge>
            <Badge tone="neutral" dot={false}>
              {transaction.type}
            </Badge>
            <span className="c-mono">
              {transaction.amount} {transaction.currency}
            </span>
            <span className="c-spacer" />
            <TransactionActions
              transaction={transaction}
              onChanged={async () => {
                await Promise.all([query.refetch(), onChanged()]);
              }}
            />
          </div>
          {transaction.errorMessage ? (
            <Alert tone={transaction.resolvedManually ? "info" : "danger"} title={transaction.errorCode ?? "Error"}>
              {transaction.errorMessage}
            </Alert>
          ) : null}
          <h3 className="c-section-title">Transaction</h3>
          <dl className="c-kv">
            <dt>Operator</dt>
            <dd>{transaction.operatorId}</dd>
            <dt>Player</dt>
            <dd className="c-mono">{transaction.playerId}</dd>
            <dt>Session</dt>
            <dd className="c-mono">{transaction.sessionId}</dd>
            <dt>Game · action</dt>
            <dd>
              {transaction.gameSymbol} · {transaction.actionType}
            </dd>
            {transaction.roundId ? (
              <>
                <dt>Round</dt>
                <dd className="c-mono">{transaction.roundId}</dd>
              </>
            ) : null}
            {transaction.originalTransactionId ? (
              <>
                <dt>Rolls back</dt>
                <dd className="c-mono">{transaction.originalTransactionId}</dd>
              </>
            ) : null}
            <dt>Balance after</dt>
            <dd className="c-mono">{transaction.balanceAfter ?? "—"}</dd>
            <dt>Created</dt>
            <dd>
              <TimeText value={transaction.createdAt} absolute />
            </dd>
            <dt>Completed</dt>
            <dd>
              <TimeText value={transaction.completedAt} absolute fallback="not yet" />
            </dd>
            {transaction.giveUpAt ? (
              <>
                <dt>Gives up</dt>
                <dd>
                  <TimeText value={transaction.giveUpAt} absolute />
                </dd>
              </>
            ) : null}
          </dl>
          <h3 className="c-section-title">Attempts ({transaction.attemptLog.length})</h3>
          {transaction.attemptLog.length === 0 ? (
            <EmptyState icon="clock" title="Not sent yet" text="The ledger holds it; the delivery worker sends it next." />
          ) : (
            transaction.attemptLog.map((attempt) => <WalletAttemptView key={attempt.id} attempt={attempt} />)
          )}
        </>
      )}
    </QueryView>
  );
}

function CallbacksList({ operatorOptions }: { operatorOptions: { value: string; label: string }[] }) {
  const [operatorId, setOperatorId] = useState("");
  const [playerId, setPlayerId] = useState("");
  const [type, setType] = useState<WalletCallbackType | "">("");
  const [outcome, setOutcome] = useState<WalletAttemptOutcome | "">("");
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = useCursorPages();
  const query = useQuery(
    WalletCallbacksQuery,
    {
      filter: { operatorId: operatorId || null, playerId: playerId.trim() || null, types: type ? [type] : null, outcomes: outcome ? [outcome] : null },
      first: PAGE_SIZE,
      after: pages.after,
    },
    { pollMs: REFRESH_MS },
  );
  const changed =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      pages.reset();
    };
  const open = query.data?.walletCallbacks.items.find((attempt) => attempt.id === openId);

  return (
    <Card testId="wallet-callbacks">
      <div className="c-toolbar">
        <SelectField label="Operator" value={operatorId} onChange={(event) => changed(setOperatorId)(event.target.value)} options={operatorOptions} />
        <TextField label="Player id" mono value={playerId} onChange={(event) => changed(setPlayerId)(event.target.value)} placeholder="player_id" />
        <SelectField label="Type" value={type} onChange={(event) => changed(setType)(event.target.value as WalletCallbackType | "")} options={[{ value: "", label: "Any type" }, ...CALLBACK_TYPES.map((value) => ({ value, label: value }))]} />
        <SelectField label="Outcome" value={outcome} onChange={(event) => changed(setOutcome)(event.target.value as WalletAttemptOutcome | "")} options={[{ value: "", label: "Any outcome" }, ...OUTCOMES.map((value) => ({ value, label: attemptOutcomeLabel(value) }))]} />
      </div>
      <QueryView query={query} rows={8}>
        {({ walletCallbacks }) =>
          walletCallbacks.items.length === 0 ? (
            <EmptyState icon="wallet" title="No wallet calls" text="Calls appear here as soon as a game asks an operator's wallet for a balance or books a bet." />
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
                    <th className="c-cell-actions">
                      <span className="c-sr-only">Actions</span>
                    </th>
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
                          {attempt.attemptNumber > 1 ? <span className="c-faint"> · attempt {attempt.attemptNumber}</span> : null}
                        </span>
                        <span className="c-cell-sub c-mono c-truncate" title={attempt.transactionId ?? attempt.requestId}>
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
                        <Button size="sm" variant="ghost" icon="eye" onClick={() => setOpenId(attempt.id)}>
                          Details
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager pages={pages} nextCursor={walletCallbacks.nextCursor} shown={walletCallbacks.items.length} noun="calls" />
            </>
          )
        }
      </QueryView>
      <Drawer open={Boolean(open)} onClose={() => setOpenId(null)} title={open ? `POST /${open.type}` : "Wallet call"} subtitle={open ? <span className="c-mono">{open.requestId}</span> : null} testId="callback-drawer">
        {open ? <WalletAttemptView attempt={open} /> : null}
      </Drawer>
    </Card>
  );
}
