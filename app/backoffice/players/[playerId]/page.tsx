import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import { isAppError } from "@/lib/base/errors";
import { formatDateTime } from "@/lib/console/format";
import { Badge, type BadgeTone } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { GrantFreeRoundsCard } from "./grant-free-rounds-card";
import { PlayerRestrictionsCard } from "./player-restrictions-card";
import { TestAccountCard } from "./test-account-card";

// GET /backoffice/players/<external player id>?from=YYYY-MM-DD&to=YYYY-MM-DD&roundsAfter=…&sessionsAfter=… — one
// player of the session's operator: totals over the chosen days (UTC, the last 30 by default), sessions and rounds
// newest first a page at a time (the cursors of "Older rounds" / "Older sessions"), rounds with their transactions and
// replay links, promotion prizes and jackpot wins, free-round awards; its restrictions and test-account mark, and
// (admins and support) restrict, lift, kick, mark or unmark as a test account, and grant free rounds from a template.
// Another operator's player is this operator's 404, as an unknown id is.

export const metadata: Metadata = { title: "Player" };

const PlayerQuery = graphql(`
  query BackofficePlayer(
    $externalPlayerId: ID!
    $from: DateTime!
    $to: DateTime!
    $roundsAfter: String
    $sessionsAfter: String
  ) {
    freeRoundTemplates {
      ...BackofficeGrantTemplate
    }
    catalogGames {
      symbol
      title
    }
    player(externalPlayerId: $externalPlayerId) {
      externalPlayerId
      firstLaunchAt
      lastLaunchAt
      restrictions {
        ...BackofficePlayerRestriction
      }
      testAccount {
        ...BackofficeTestAccount
      }
      totals(from: $from, to: $to) {
        currency
        rounds
        bets
        wins
        net
      }
      activeSessions: sessions(state: "active", first: 20) {
        items {
          ...BackofficePlayerSession
        }
      }
      endedSessions: sessions(state: "ended", first: 20, after: $sessionsAfter) {
        items {
          ...BackofficePlayerSession
        }
        nextCursor
      }
      rounds(first: 50, after: $roundsAfter) {
        nextCursor
        items {
          id
          gameSymbol
          currency
          bet
          win
          state
          test
          createdAt
          replayUrl
          transactions {
            id
            type
            state
            amount
          }
        }
      }
      prizes {
        transactionId
        actionType
        promotionId
        gameSymbol
        currency
        amount
        state
        createdAt
      }
      freeRoundsAwards {
        id
        campaignId
        roundsTotal
        roundsPlayed
        currency
        win
        state
        expiresAt
      }
    }
  }

  fragment BackofficePlayerSession on PlayerSession {
    id
    gameTitle
    currency
    device
    state
    createdAt
    lastActivityAt
  }
`);

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The chosen UTC days [from, to] as the query's [from, to + 1 day); the last 30 days when absent or unreadable. */
function chosenRange(fromText: string | undefined, toText: string | undefined) {
  const today = new Date().toISOString().slice(0, 10);
  const to = toText && DAY.test(toText) && !Number.isNaN(Date.parse(toText)) ? toText : today;
  const fallbackFrom = new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
  const from = fromText && DAY.test(fromText) && fromText <= to ? fromText : fallbackFrom;
  return { from, to, query: { from: `${from}T00:00:00.000Z`, to: new Date(Date.parse(to) + DAY_MS).toISOString() } };
}

const PRIZE_KINDS: Record<string, string> = {
  tournament_prize: "Tournament prize",
  prize_drop: "Prize drop",
  jackpot_win: "Jackpot win",
};

const ROUND_TONES: Record<string, BadgeTone> = { settled: "success", rejected: "danger", cancelled: "warning" };
const SESSION_TONES: Record<string, BadgeTone> = { active: "success", ended: "neutral", expired: "warning" };

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div style={{ marginTop: 16 }}>
      <Card testId={testId}>
        <CardHeader title={title} />
        {children}
      </Card>
    </div>
  );
}

type PlayerPageProps = {
  params: Promise<{ playerId: string }>;
  searchParams: Promise<{ from?: string; to?: string; roundsAfter?: string; sessionsAfter?: string }>;
};

/** This page with these query parameters (an empty or absent value left out). */
function pageHref(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${path}?${query}` : path;
}

function PageLinks({ children }: { children: ReactNode }) {
  return (
    <CardBody>
      <div className="c-row" style={{ gap: 16 }}>
        {children}
      </div>
    </CardBody>
  );
}

export default async function PlayerPage({ params, searchParams }: PlayerPageProps) {
  const externalPlayerId = decodeURIComponent((await params).playerId);
  const path = `/backoffice/players/${encodeURIComponent(externalPlayerId)}`;
  const user = await requireOperatorUserPage({ returnTo: path });
  const query = await searchParams;
  const range = chosenRange(query.from, query.to);
  const roundsAfter = query.roundsAfter || null;
  const sessionsAfter = query.sessionsAfter || null;
  // Links keep the chosen days and the other list's page.
  const href = (params: { roundsAfter?: string | null; sessionsAfter?: string | null }) =>
    pageHref(path, { from: query.from, to: query.to, roundsAfter, sessionsAfter, ...params });
  let player, freeRoundTemplates, catalogGames;
  try {
    ({ player, freeRoundTemplates, catalogGames } = await backofficePageQuery(user, PlayerQuery, {
      externalPlayerId,
      ...range.query,
      roundsAfter,
      sessionsAfter,
    }));
  } catch (error) {
    if (isAppError(error) && error.code === "player_not_found") notFound();
    // A cursor edited by hand: the newest pages instead.
    if (isAppError(error) && error.code === "invalid_request" && (roundsAfter || sessionsAfter))
      redirect(pageHref(path, { from: query.from, to: query.to }));
    throw error;
  }
  // Open sessions head the first page; later pages are older ended ones.
  const sessions = [...(sessionsAfter ? [] : player.activeSessions.items), ...player.endedSessions.items];
  return (
    <>
      <PageHeader
        title={
          <span className="c-row" style={{ gap: 8 }}>
            <span data-testid="player-id">{player.externalPlayerId}</span>
            {player.testAccount ? (
              <span data-testid="player-test-badge">
                <Badge tone="warning" dot={false}>
                  Test account
                </Badge>
              </span>
            ) : null}
          </span>
        }
        description={`First launch ${formatDateTime(player.firstLaunchAt)} · last launch ${formatDateTime(player.lastLaunchAt)}`}
        breadcrumbs={[
          { href: "/backoffice", label: "Back office" },
          { href: "/backoffice/players", label: "Players" },
        ]}
      />

      <PlayerRestrictionsCard
        externalPlayerId={player.externalPlayerId}
        restrictions={player.restrictions}
        canAct={user.role !== "operator_finance"}
      />

      <TestAccountCard
        externalPlayerId={player.externalPlayerId}
        testAccount={player.testAccount}
        canAct={user.role !== "operator_finance"}
      />

      {user.role !== "operator_finance" ? (
        <GrantFreeRoundsCard
          externalPlayerId={player.externalPlayerId}
          templates={freeRoundTemplates}
          games={catalogGames}
        />
      ) : null}

      <Section title="Totals" testId="player-totals">
        <CardBody>
          <form method="get" action={path} className="c-row" style={{ gap: 8, flexWrap: "wrap", marginBottom: 12 }}>
            <label className="c-row" style={{ gap: 6 }}>
              From
              <input type="date" name="from" className="c-input" defaultValue={range.from} />
            </label>
            <label className="c-row" style={{ gap: 6 }}>
              To
              <input type="date" name="to" className="c-input" defaultValue={range.to} />
            </label>
            <Button type="submit" variant="secondary">
              Show
            </Button>
          </form>
          {player.totals.length === 0 ? (
            <p className="c-muted">
              No settled round from {range.from} to {range.to} (UTC).
            </p>
          ) : (
            <Table caption={`Totals from ${range.from} to ${range.to}`} csv={false}>
              <thead>
                <tr>
                  <th>Currency</th>
                  <th className="c-cell-num">Rounds</th>
                  <th className="c-cell-num">Bets</th>
                  <th className="c-cell-num">Wins</th>
                  <th className="c-cell-num">Net (bets − wins)</th>
                </tr>
              </thead>
              <tbody>
                {player.totals.map((total) => (
                  <tr key={total.currency}>
                    <td>{total.currency}</td>
                    <td className="c-cell-num">{total.rounds}</td>
                    <td className="c-cell-num">{total.bets}</td>
                    <td className="c-cell-num">{total.wins}</td>
                    <td className="c-cell-num">{total.net}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </CardBody>
      </Section>

      <Section title={roundsAfter ? "Rounds (older)" : "Rounds"} testId="player-rounds">
        {player.rounds.items.length === 0 ? (
          <EmptyState title={roundsAfter ? "No older rounds" : "No rounds yet"} />
        ) : (
          <Table caption={roundsAfter ? "Older rounds" : "Latest rounds"} csv={false}>
            <thead>
              <tr>
                <th>Round</th>
                <th>Game</th>
                <th>Played</th>
                <th className="c-cell-num">Bet</th>
                <th className="c-cell-num">Win</th>
                <th>State</th>
                <th>Transactions</th>
                <th>Replay</th>
              </tr>
            </thead>
            <tbody>
              {player.rounds.items.map((round) => (
                <tr key={round.id}>
                  <td className="c-mono">{round.id}</td>
                  <td>{round.gameSymbol}</td>
                  <td>{formatDateTime(round.createdAt)}</td>
                  <td className="c-cell-num">
                    {round.bet} {round.currency}
                  </td>
                  <td className="c-cell-num">{round.win ?? "—"}</td>
                  <td>
                    <Badge tone={ROUND_TONES[round.state] ?? "info"}>{round.state}</Badge>
                    {round.test ? (
                      <>
                        {" "}
                        <Badge tone="warning" dot={false} title="A test account's round: not in revenue or billing">
                          Test
                        </Badge>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {round.transactions.map((transaction) => (
                      <div key={transaction.id} className="c-muted" title={transaction.id}>
                        {transaction.type} {transaction.amount} · {transaction.state}
                      </div>
                    ))}
                  </td>
                  <td>
                    <a href={round.replayUrl} target="_blank" rel="noreferrer" data-testid="replay-link">
                      Replay
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {roundsAfter || player.rounds.nextCursor ? (
          <PageLinks>
            {roundsAfter ? (
              <a href={href({ roundsAfter: null })} data-testid="newest-rounds">
                Newest rounds
              </a>
            ) : null}
            {player.rounds.nextCursor ? (
              <a href={href({ roundsAfter: player.rounds.nextCursor })} data-testid="older-rounds">
                Older rounds
              </a>
            ) : null}
          </PageLinks>
        ) : null}
      </Section>

      <Section title={sessionsAfter ? "Sessions (older)" : "Sessions"} testId="player-sessions">
        {sessions.length === 0 ? (
          <EmptyState title={sessionsAfter ? "No older sessions" : "No open or ended sessions"} />
        ) : (
          <Table caption="Sessions" csv={false}>
            <thead>
              <tr>
                <th>Session</th>
                <th>Game</th>
                <th>Currency</th>
                <th>Device</th>
                <th>Started</th>
                <th>Last activity</th>
                <th>State</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <td className="c-mono">{session.id}</td>
                  <td>{session.gameTitle}</td>
                  <td>{session.currency}</td>
                  <td>{session.device}</td>
                  <td>{formatDateTime(session.createdAt)}</td>
                  <td>{formatDateTime(session.lastActivityAt)}</td>
                  <td>
                    <Badge tone={SESSION_TONES[session.state] ?? "neutral"}>{session.state}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {sessionsAfter || player.endedSessions.nextCursor ? (
          <PageLinks>
            {sessionsAfter ? (
              <a href={href({ sessionsAfter: null })} data-testid="newest-sessions">
                Newest sessions
              </a>
            ) : null}
            {player.endedSessions.nextCursor ? (
              <a href={href({ sessionsAfter: player.endedSessions.nextCursor })} data-testid="older-sessions">
                Older sessions
              </a>
            ) : null}
          </PageLinks>
        ) : null}
      </Section>

      <Section title="Promotion prizes and jackpot wins" testId="player-prizes">
        {player.prizes.length === 0 ? (
          <EmptyState title="No prizes or jackpot wins" />
        ) : (
          <Table caption="Promotion prizes and jackpot wins" csv={false}>
            <thead>
              <tr>
                <th>Paid</th>
                <th>Kind</th>
                <th>Promotion</th>
                <th>Game</th>
                <th className="c-cell-num">Amount</th>
                <th>Credit</th>
              </tr>
            </thead>
            <tbody>
              {player.prizes.map((prize) => (
                <tr key={prize.transactionId}>
                  <td>{formatDateTime(prize.createdAt)}</td>
                  <td>{PRIZE_KINDS[prize.actionType] ?? prize.actionType}</td>
                  <td>{prize.promotionId ?? "—"}</td>
                  <td>{prize.gameSymbol}</td>
                  <td className="c-cell-num">
                    {prize.amount} {prize.currency}
                  </td>
                  <td>
                    <Badge tone={prize.state === "succeeded" ? "success" : "warning"}>{prize.state}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Section>

      <Section title="Free-round awards" testId="player-awards">
        {player.freeRoundsAwards.length === 0 ? (
          <EmptyState title="No free-round awards" />
        ) : (
          <Table caption="Free-round awards" csv={false}>
            <thead>
              <tr>
                <th>Campaign</th>
                <th className="c-cell-num">Played</th>
                <th className="c-cell-num">Won</th>
                <th>State</th>
                <th>Expires</th>
              </tr>
            </thead>
            <tbody>
              {player.freeRoundsAwards.map((award) => (
                <tr key={award.id}>
                  <td>{award.campaignId}</td>
                  <td className="c-cell-num">
                    {award.roundsPlayed} / {award.roundsTotal}
                  </td>
                  <td className="c-cell-num">
                    {award.win} {award.currency}
                  </td>
                  <td>
                    <Badge tone={award.state === "active" ? "success" : "neutral"}>{award.state}</Badge>
                  </td>
                  <td>{formatDateTime(award.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Section>
    </>
  );
}
