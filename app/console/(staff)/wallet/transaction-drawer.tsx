"use client";

import Link from "next/link";
import { graphql } from "@/graphql/generated/client";
import { stateLabel, toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Drawer } from "@/lib/console/ui/drawer";
import { Alert, EmptyState, QueryView } from "@/lib/console/ui/states";
import { TimeText } from "@/lib/console/ui/time-text";
import { useQuery } from "@/lib/console/use-graphql";
import { TransactionActions } from "./transaction-actions";
import { WalletAttemptView } from "./wallet-attempt";

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
        ...ConsoleWalletAttempt
      }
    }
  }
`);

export function TransactionDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: string | null;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title="Wallet transaction"
      subtitle={<span className="c-mono">{id}</span>}
      testId="transaction-drawer"
    >
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
                <dd>
                  <Link className="c-mono" href={`/console/rounds/${encodeURIComponent(transaction.roundId)}`}>
                    {transaction.roundId}
                  </Link>
                </dd>
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
            <EmptyState
              icon="clock"
              title="Not sent yet"
              text="The ledger holds it; the delivery worker sends it next."
            />
          ) : (
            transaction.attemptLog.map((attempt) => <WalletAttemptView key={attempt.id} attempt={attempt} />)
          )}
        </>
      )}
    </QueryView>
  );
}
