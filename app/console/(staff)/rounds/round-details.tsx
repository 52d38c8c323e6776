"use client";

import Link from "next/link";
import { Fragment } from "react";
import { graphql } from "@/graphql/generated/client";
import type { RuntimeRoundOutcome } from "@/lib/contract/runtime-api";
import { formatMs, nounFor } from "@/lib/console/format";
import { attemptOutcomeLabel, stateLabel, toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { Alert, EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useQuery } from "@/lib/console/use-graphql";
import "./rounds.css";

const RoundDetailsQuery = graphql(`
  query ConsoleRoundDetails($id: ID!) {
    round(id: $id) {
      roundId
      operatorId
      gameSymbol
      externalPlayerId
      sessionId
      currency
      bet
      win
      winBeforeCap
      capped
      roundState
      test
      open {
        reasonCode
        reason
        nextStep
      }
      betLevel
      coinValue
      boughtFeature
      freeSpins
      outcome
      freeRounds {
        awardId
        campaignId
        roundsTotal
        roundsPlayed
      }
      transactions {
        transactionId
        transactionType
        actionType
        state
        amount
        originalTransactionId
        balanceAfter
        createdAt
        completedAt
        giveUpAt
        attempts {
          count
          firstAttemptAt
          lastAttemptAt
          lastOutcome
          lastHttpStatus
          lastLatencyMs
          lastError
        }
      }
      jackpotWins {
        jackpotId
        title
        tier
        amount
        currency
        transactionId
        state
      }
      createdAt
      playedAt
      retainedUntil
      replayUrl
    }
  }
`);

/** One round as the operator API's round details show it: money, wallet transactions with attempts, the outcome. */
export function RoundDetails({ roundId }: { roundId: string }) {
  const query = useQuery(RoundDetailsQuery, { id: roundId });
  return (
    <QueryView query={query} rows={8}>
      {({ round }) => (
        <div className="c-stack" data-testid="round-details">
          {round.open ? (
            <Alert tone="warning" title={`Open: ${round.open.reasonCode}`}>
              {round.open.reason} {round.open.nextStep}
            </Alert>
          ) : null}
          <div className="c-grid c-grid-sidebar">
            <Card>
              <CardHeader
                title={<span className="c-mono">{round.roundId}</span>}
                subtitle={
                  <>
                    {round.gameSymbol} · played <TimeText value={round.playedAt ?? round.createdAt} absolute />
                  </>
                }
                actions={
                  <span className="c-row" style={{ gap: 8 }}>
                    {round.test ? (
                      <span data-testid="round-test-badge">
                        <Badge tone="warning" dot={false} title="Not in revenue reports or billing">
                          Test account
                        </Badge>
                      </span>
                    ) : null}
                    <Badge tone={toneOf(round.roundState)}>{stateLabel(round.roundState)}</Badge>
                  </span>
                }
              />
              <CardBody>
                <dl className="c-kv" data-testid="round-summary">
                  <dt>Operator</dt>
                  <dd>
                    <Link href={`/console/operators/${encodeURIComponent(round.operatorId)}`}>{round.operatorId}</Link>
                  </dd>
                  <dt>Player</dt>
                  <dd className="c-mono">{round.externalPlayerId}</dd>
                  <dt>Session</dt>
                  <dd className="c-mono">{round.sessionId}</dd>
                  <dt>Bet</dt>
                  <dd className="c-mono" data-testid="round-bet">
                    {round.bet} {round.currency}
                    {round.betLevel !== null ? (
                      <span className="c-muted">
                        {" "}
                        · level {round.betLevel} × coin {round.coinValue}
                      </span>
                    ) : null}
                  </dd>
                  <dt>Win</dt>
                  <dd className="c-mono" data-testid="round-win">
                    {round.win === null ? "not decided" : `${round.win} ${round.currency}`}
                    {round.capped ? (
                      <span className="c-muted" data-testid="round-max-win">
                        {" "}
                        · max win reached ({round.winBeforeCap} {round.currency} won)
                      </span>
                    ) : null}
                  </dd>
                  {round.jackpotWins.map((win) => (
                    <Fragment key={win.transactionId}>
                      <dt>Jackpot</dt>
                      <dd data-testid="round-jackpot-win">
                        <Link href="/console/jackpots">{win.title}</Link> {win.tier}:{" "}
                        <span className="c-mono">{`${win.amount} ${win.currency}`}</span>{" "}
                        <Badge tone={toneOf(win.state)}>{stateLabel(win.state)}</Badge>
                        <span className="c-muted c-mono"> · {win.transactionId}</span>
                      </dd>
                    </Fragment>
                  ))}
                  <dt>Free spins</dt>
                  <dd>{round.freeSpins ?? "—"}</dd>
                  {round.boughtFeature ? (
                    <>
                      <dt>Feature</dt>
                      <dd>bought</dd>
                    </>
                  ) : null}
                  {round.freeRounds ? (
                    <>
                      <dt>Free rounds</dt>
                      <dd>
                        campaign <span className="c-mono">{round.freeRounds.campaignId}</span> ·{" "}
                        {round.freeRounds.roundsPlayed}/{round.freeRounds.roundsTotal} played
                      </dd>
                    </>
                  ) : null}
                  <dt>Kept until</dt>
                  <dd>
                    <TimeText value={round.retainedUntil} absolute />
                  </dd>
                </dl>
              </CardBody>
            </Card>
            <Card>
              <CardHeader title="Outcome" subtitle="Reel stops and wins as the game showed them." />
              <CardBody>
                {round.outcome ? (
                  <OutcomeSummary outcome={round.outcome as RuntimeRoundOutcome} />
                ) : (
                  <p className="c-muted">Never played.</p>
                )}
              </CardBody>
            </Card>
          </div>
          <Card testId="round-replay">
            <CardHeader
              title="Replay"
              subtitle="The round as the player saw it, read-only in the game's own UI: the same signed link the operator API hands out."
              actions={
                <a
                  className="c-button c-button-secondary c-button-sm"
                  href={round.replayUrl}
                  target="_blank"
                  rel="noreferrer"
                >
                  Open in a new tab
                </a>
              }
            />
            <iframe
              className="c-replay-frame"
              src={round.replayUrl}
              title={`Replay of round ${round.roundId}`}
              data-testid="round-replay-frame"
            />
          </Card>
          <Card testId="round-transactions">
            <CardHeader
              title="Wallet transactions"
              subtitle="Debit, credit and rollbacks, oldest first, with their delivery attempts."
            />
            {round.transactions.length === 0 ? (
              <EmptyState
                icon="wallet"
                title="No wallet transactions"
                text="A free round's stake is never debited; its credit is written when it settles."
              />
            ) : (
              <Table caption="Transactions of the round">
                <thead>
                  <tr>
                    <th>Transaction</th>
                    <th>Type</th>
                    <th className="c-cell-num">Amount</th>
                    <th>State</th>
                    <th className="c-cell-num">Attempts</th>
                    <th>Last attempt</th>
                  </tr>
                </thead>
                <tbody>
                  {round.transactions.map((transaction) => (
                    <tr key={transaction.transactionId} data-testid="round-transaction-row">
                      <td>
                        <Link
                          className="c-mono"
                          href={`/console/wallet?transaction=${encodeURIComponent(transaction.transactionId)}`}
                        >
                          {transaction.transactionId}
                        </Link>
                        <span className="c-cell-sub">
                          <TimeText value={transaction.createdAt} absolute />
                        </span>
                      </td>
                      <td>
                        <Badge tone="neutral" dot={false}>
                          {transaction.transactionType}
                        </Badge>
                        <span className="c-cell-sub">{transaction.actionType}</span>
                      </td>
                      <td className="c-cell-num c-mono">
                        {transaction.amount} {round.currency}
                        {transaction.balanceAfter ? (
                          <span className="c-cell-sub">balance {transaction.balanceAfter}</span>
                        ) : null}
                      </td>
                      <td>
                        <Badge tone={toneOf(transaction.state)}>{stateLabel(transaction.state)}</Badge>
                        {/* Retrying stops at the give-up time: worth showing only while it is still retried. */}
                        {transaction.giveUpAt &&
                        (transaction.state === "pending" || transaction.state === "unknown") ? (
                          <span className="c-cell-sub">
                            gives up <TimeText value={transaction.giveUpAt} />
                          </span>
                        ) : null}
                      </td>
                      <td className="c-cell-num">{transaction.attempts.count}</td>
                      <td>
                        {transaction.attempts.lastOutcome
                          ? attemptOutcomeLabel(transaction.attempts.lastOutcome)
                          : "none yet"}
                        <span className="c-cell-sub">
                          {[
                            transaction.attempts.lastHttpStatus !== null
                              ? `HTTP ${transaction.attempts.lastHttpStatus}`
                              : null,
                            transaction.attempts.lastLatencyMs !== null
                              ? formatMs(transaction.attempts.lastLatencyMs)
                              : null,
                            transaction.attempts.lastError,
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Card>
        </div>
      )}
    </QueryView>
  );
}

function OutcomeSummary({ outcome }: { outcome: RuntimeRoundOutcome }) {
  return (
    <div className="c-stack" data-testid="round-outcome">
      {outcome.spins.map((spin, index) => (
        <div key={index}>
          <div className="c-row">
            <strong>
              {spin.phase === "base"
                ? "Paid spin"
                : `Free spin ${outcome.spins.slice(0, index + 1).filter((each) => each.phase === "free").length}`}
            </strong>
            <span className="c-spacer" />
            <span className="c-mono">{spin.winCoins} coins</span>
          </div>
          <div className="c-small c-muted">
            Stops <span className="c-mono">{spin.stops.join(" · ")}</span>
            {spin.multiplier !== 1 ? ` · ×${spin.multiplier}` : ""}
            {spin.freeSpinsAwarded ? ` · ${spin.freeSpinsAwarded} free spins awarded` : ""}
          </div>
          <table className="c-reels" aria-label={`Reels of spin ${index + 1}`}>
            <tbody>
              {(spin.window[0] ?? []).map((_row, row) => (
                <tr key={row}>
                  {spin.window.map((reel, column) => (
                    <td key={column}>{reel[row]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {spin.lineWins.length || spin.scatterWin ? (
            <ul className="c-small">
              {spin.lineWins.map((win) => (
                <li key={win.line}>
                  Line {win.line}: {win.count} × {win.symbol} = {win.winCoins} {nounFor(Number(win.winCoins), "coin")}
                </li>
              ))}
              {spin.scatterWin ? (
                <li>
                  Scatter: {spin.scatterWin.count} × {spin.scatterWin.symbol} = {spin.scatterWin.winCoins}{" "}
                  {nounFor(Number(spin.scatterWin.winCoins), "coin")}
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="c-small c-muted">No winning lines.</p>
          )}
        </div>
      ))}
      <div className="c-row">
        <strong>Total</strong>
        <span className="c-spacer" />
        <span className="c-mono">
          {outcome.totalWinCoins} {nounFor(Number(outcome.totalWinCoins), "coin")} (stake {outcome.stakeCoins})
        </span>
      </div>
    </div>
  );
}
