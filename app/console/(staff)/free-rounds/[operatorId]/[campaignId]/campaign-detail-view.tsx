"use client";

import Link from "next/link";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { formatCount, formatCountOf, formatPercent } from "@/lib/console/format";
import { errorMessage } from "@/lib/console/graphql-client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { useConfirm } from "@/lib/console/ui/dialog";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Pager } from "@/lib/console/ui/pager";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { TimeSeriesChart } from "@/lib/console/ui/time-series-chart";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { AddPlayersDialog } from "./add-players-dialog";

const CampaignQuery = graphql(`
  query ConsoleFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {
    freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {
      campaignId
      operatorId
      state
      games
      rounds
      betLevel
      coinValue
      currency
      validFrom
      expiresAt
      maxWin
      playersCount
      roundsAwarded
      roundsPlayed
      win
      createdAt
      cancelledAt
      roundsPlayedOverTime {
        interval
        points {
          at
          rounds
          win
        }
      }
    }
  }
`);

const CampaignPlayersQuery = graphql(`
  query ConsoleFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $first: Int, $after: String) {
    freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {
      campaignId
      players(first: $first, after: $after) {
        items {
          externalPlayerId
          roundsPlayed
          roundsLeft
          win
          state
        }
        nextCursor
      }
    }
  }
`);

const CancelCampaign = graphql(`
  mutation ConsoleCancelFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {
    cancelFreeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {
      campaignId
      state
    }
  }
`);

const PLAYERS_PAGE = 50;
/** Rounds are played while the page is open; the figures follow at this pace. */
const REFRESH_MS = 15_000;

function Stat({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <div className="c-card c-stat" data-testid={testId}>
      <div className="c-stat-label">{label}</div>
      <div className="c-stat-value" data-testid={`${testId}-value`}>
        {value}
      </div>
      {hint ? <div className="c-stat-hint">{hint}</div> : null}
    </div>
  );
}

export function CampaignDetailView({ operatorId, campaignId }: { operatorId: string; campaignId: string }) {
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const pages = useCursorPages();
  const [adding, setAdding] = useState(false);
  const cancel = useMutation(CancelCampaign);
  const query = useQuery(CampaignQuery, { operatorId, campaignId }, { pollMs: REFRESH_MS });
  const players = useQuery(
    CampaignPlayersQuery,
    { operatorId, campaignId, first: PLAYERS_PAGE, after: pages.after },
    { pollMs: REFRESH_MS },
  );
  const reload = async () => {
    await Promise.all([query.refetch(), players.refetch()]);
  };

  async function cancelCampaign(campaign: { playersCount: number; roundsAwarded: number; roundsPlayed: number }) {
    const unplayed = campaign.roundsAwarded - campaign.roundsPlayed;
    const ok = await confirm({
      title: "Cancel this campaign?",
      body: (
        <>
          <p>
            Campaign <strong className="c-mono">{campaignId}</strong> of {operatorId} stops at once: the{" "}
            {formatCountOf(unplayed, "unplayed round")} of its {formatCountOf(campaign.playersCount, "player")}{" "}
            {unplayed === 1 ? "is" : "are"} void.
          </p>
          <p>A round already in play still settles and its win is credited. This cannot be undone.</p>
        </>
      ),
      confirmLabel: "Cancel campaign",
    });
    if (!ok) return;
    try {
      await cancel.mutate({ operatorId, campaignId });
      toast.success("Campaign cancelled", campaignId);
      await reload();
    } catch (error) {
      toast.error("Could not cancel the campaign", errorMessage(error));
    }
  }

  return (
    <QueryView query={query}>
      {({ freeRoundsCampaign: campaign }) => {
        const activity = campaign.roundsPlayedOverTime;
        const active = campaign.state === "active";
        const disabledTitle = canEdit ? undefined : VIEWER_HINT;
        return (
          <>
            <PageHeader
              breadcrumbs={[{ href: "/console/free-rounds", label: "Free rounds" }]}
              title={
                <span className="c-row" style={{ gap: 12 }}>
                  {campaign.campaignId}
                  <Badge tone={toneOf(campaign.state)}>{campaign.state}</Badge>
                </span>
              }
              description={
                <>
                  Operator{" "}
                  <Link href={`/console/operators/${encodeURIComponent(campaign.operatorId)}`}>
                    {campaign.operatorId}
                  </Link>{" "}
                  · created <TimeText value={campaign.createdAt} />
                  {campaign.cancelledAt ? (
                    <>
                      {" "}
                      · cancelled <TimeText value={campaign.cancelledAt} />
                    </>
                  ) : null}
                </>
              }
              actions={
                active ? (
                  <>
                    <Button
                      icon="plus"
                      onClick={() => setAdding(true)}
                      disabled={!canEdit}
                      title={disabledTitle}
                      data-testid="add-players"
                    >
                      Add players
                    </Button>
                    <Button
                      variant="danger-soft"
                      icon="ban"
                      onClick={() => void cancelCampaign(campaign)}
                      busy={cancel.busy}
                      disabled={!canEdit}
                      title={disabledTitle}
                      data-testid="cancel-campaign"
                    >
                      Cancel campaign
                    </Button>
                  </>
                ) : null
              }
            />
            <div className="c-stack">
              <div className="c-grid c-grid-4">
                <Stat
                  testId="stat-players"
                  label="Players"
                  value={formatCount(campaign.playersCount)}
                  hint={`${formatCountOf(campaign.rounds, "round")} each`}
                />
                <Stat testId="stat-awarded" label="Rounds awarded" value={formatCount(campaign.roundsAwarded)} />
                <Stat
                  testId="stat-played"
                  label="Rounds played"
                  value={formatCount(campaign.roundsPlayed)}
                  hint={
                    campaign.roundsAwarded
                      ? `${formatPercent(campaign.roundsPlayed / campaign.roundsAwarded)} of awarded`
                      : undefined
                  }
                />
                <Stat
                  testId="stat-cost"
                  label="Total cost (wins credited)"
                  value={`${campaign.win} ${campaign.currency}`}
                  hint={`for ${formatCountOf(campaign.roundsAwarded, "round")} awarded`}
                />
              </div>

              <div className="c-grid c-grid-sidebar">
                <Card labelledBy="activity-title" testId="campaign-activity">
                  <CardHeader
                    id="activity-title"
                    title="Rounds played over time"
                    subtitle={`Rounds started and free-rounds wins credited per ${activity.interval} (UTC buckets, your time).`}
                  />
                  <CardBody>
                    {activity.points.length === 0 ? (
                      <EmptyState
                        icon="clock"
                        title="No rounds played yet"
                        text="Rounds appear here as players play them."
                      />
                    ) : (
                      <TimeSeriesChart
                        testId="campaign-chart"
                        caption={`Rounds played and wins credited per ${activity.interval}`}
                        interval={activity.interval}
                        countLabel="Rounds played"
                        amountLabel={`Wins (${campaign.currency})`}
                        points={activity.points.map((point) => ({
                          at: point.at,
                          count: point.rounds,
                          amount: point.win,
                        }))}
                      />
                    )}
                    <p className="c-muted c-small" data-testid="campaign-summary">
                      {formatCount(campaign.roundsPlayed)} of {formatCountOf(campaign.roundsAwarded, "round")} played;{" "}
                      {campaign.win} {campaign.currency} credited in wins
                      {campaign.maxWin ? ` (at most ${campaign.maxWin} ${campaign.currency} per player)` : ""}.
                    </p>
                  </CardBody>
                </Card>
                <Card labelledBy="terms-title">
                  <CardHeader id="terms-title" title="Terms" />
                  <CardBody>
                    <dl className="c-kv">
                      <dt>Games</dt>
                      <dd>
                        <div className="c-tag-list">
                          {campaign.games.map((symbol) => (
                            <Link key={symbol} className="c-tag" href={`/console/games/${encodeURIComponent(symbol)}`}>
                              {symbol}
                            </Link>
                          ))}
                        </div>
                      </dd>
                      <dt>Bet</dt>
                      <dd>
                        level {campaign.betLevel} · coin {campaign.coinValue} {campaign.currency}
                      </dd>
                      <dt>Rounds</dt>
                      <dd>{campaign.rounds} per player</dd>
                      <dt>Max win</dt>
                      <dd>{campaign.maxWin ? `${campaign.maxWin} ${campaign.currency} per player` : "no cap"}</dd>
                      <dt>Valid from</dt>
                      <dd>
                        <TimeText value={campaign.validFrom} absolute />
                      </dd>
                      <dt>Expires</dt>
                      <dd>
                        <TimeText value={campaign.expiresAt} absolute />
                      </dd>
                    </dl>
                  </CardBody>
                </Card>
              </div>

              <Card labelledBy="players-title" testId="campaign-players">
                <CardHeader
                  id="players-title"
                  title="Players"
                  subtitle="Each player's progress, by external_player_id."
                />
                <QueryView query={players}>
                  {({ freeRoundsCampaign: { players: page } }) =>
                    page.items.length === 0 ? (
                      <EmptyState icon="inbox" title="No players" />
                    ) : (
                      <>
                        <Table caption="Players' progress" testId="players-table">
                          <thead>
                            <tr>
                              <th>Player</th>
                              <th>State</th>
                              <th className="c-cell-num">Rounds played</th>
                              <th className="c-cell-num">Rounds left</th>
                              <th className="c-cell-num">Win</th>
                            </tr>
                          </thead>
                          <tbody>
                            {page.items.map((player) => (
                              <tr key={player.externalPlayerId} data-testid="player-row">
                                <td>
                                  <Link
                                    className="c-mono"
                                    href={`/console/sessions?player=${encodeURIComponent(player.externalPlayerId)}`}
                                  >
                                    {player.externalPlayerId}
                                  </Link>
                                </td>
                                <td>
                                  <Badge tone={toneOf(player.state)}>{player.state}</Badge>
                                </td>
                                <td className="c-cell-num">{formatCount(player.roundsPlayed)}</td>
                                <td className="c-cell-num">{formatCount(player.roundsLeft)}</td>
                                <td className="c-cell-num c-mono">
                                  {player.win} {campaign.currency}
                                </td>
                              </tr>
                            ))}
                          </tbody>
                        </Table>
                        <Pager
                          pages={pages}
                          nextCursor={page.nextCursor}
                          shown={page.items.length}
                          noun="player"
                          labels={["Previous", "Next"]}
                        />
                      </>
                    )
                  }
                </QueryView>
              </Card>
            </div>
            <AddPlayersDialog
              open={adding}
              operatorId={operatorId}
              campaignId={campaignId}
              onClose={() => setAdding(false)}
              onAdded={() => void reload()}
            />
          </>
        );
      }}
    </QueryView>
  );
}
