"use client";

import Link from "next/link";
import { graphql } from "@/graphql/generated/client";
import type { ConsoleRoundRowFragment } from "@/graphql/generated/client/graphql";
import { stateLabel, toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import "./rounds.css";

export const ConsoleRoundRow = graphql(`
  fragment ConsoleRoundRow on RoundSummary {
    id
    operatorId
    gameSymbol
    playerId
    sessionId
    currency
    bet
    win
    state
    test
    freeRoundsAwardId
    createdAt
    transactions {
      id
      type
      actionType
      amount
      state
      attempts
    }
  }
`);

/** Rounds with their debit, credit and rollbacks together; each round links to its details. */
export function RoundsTable({ rounds }: { rounds: ConsoleRoundRowFragment[] }) {
  return (
    <Table caption="Rounds and their wallet transactions" testId="rounds-table">
      <thead>
        <tr>
          <th>Round</th>
          <th>Operator · player</th>
          <th className="c-cell-num">Bet</th>
          <th className="c-cell-num">Win</th>
          <th>State</th>
          <th>Wallet transactions</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr key={round.id} data-testid="round-row">
            <td>
              <Link className="c-mono" href={`/console/rounds/${encodeURIComponent(round.id)}`}>
                {round.id}
              </Link>
              <span className="c-cell-sub">
                <TimeText value={round.createdAt} /> · {round.gameSymbol}
                {round.freeRoundsAwardId ? " · free round" : ""}
              </span>
            </td>
            <td>
              {round.operatorId}
              <span className="c-cell-sub c-mono">{round.playerId}</span>
            </td>
            <td className="c-cell-num c-mono c-nowrap">
              {round.bet} {round.currency}
            </td>
            <td className="c-cell-num c-mono c-nowrap">
              {round.win === null ? "—" : `${round.win} ${round.currency}`}
            </td>
            <td>
              <Badge tone={toneOf(round.state)}>{stateLabel(round.state)}</Badge>
              {round.test ? (
                <>
                  {" "}
                  <Badge tone="warning" dot={false} title="Not in revenue reports or billing">
                    Test account
                  </Badge>
                </>
              ) : null}
            </td>
            <td>
              {round.transactions.length === 0 ? (
                <span className="c-muted">none</span>
              ) : (
                <ul className="c-round-transactions">
                  {round.transactions.map((transaction) => (
                    <li key={transaction.id} data-testid="round-row-transaction">
                      <Badge tone="neutral" dot={false}>
                        {transaction.type}
                      </Badge>
                      <span className="c-mono">{transaction.amount}</span>
                      <Badge tone={toneOf(transaction.state)}>{stateLabel(transaction.state)}</Badge>
                      <span className="c-mono c-faint c-truncate" title={transaction.id}>
                        {transaction.id}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
