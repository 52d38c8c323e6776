"use client";

import type {
  ConsolePromotionLeaderboardQuery,
  ConsolePromotionPayoutsQuery,
  ConsolePromotionQuery,
} from "@/graphql/generated/client/graphql";
import Link from "next/link";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { formatCount, formatDateTime, formatRelative } from "@/lib/console/format";
import { errorMessage } from "@/lib/console/graphql-client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { useConfirm } from "@/lib/console/ui/dialog";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Alert, EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useMutation, useQuery, type QueryResult } from "@/lib/console/use-graphql";
import { PromotionFormDialog, PromotionOperatorsQuery } from "../promotion-form-dialog";
import { KIND_LABELS, promotionTone, reviewLabel, SCORING_LABELS } from "../promotion-labels";

const PromotionQuery = graphql(`
  query ConsolePromotion($promotionId: ID!) {
    promotion(promotionId: $promotionId) {
      ...ConsolePromotionTerms
      state
      network
      prizePool
      prizesLeft
      dropChance
      createdAt
      cancelledAt
      payoutsReleaseAt
      payoutsReleasedAt
      prizes {
        fromRank
        toRank
        tier
        count
        amount
        currency
      }
    }
  }
`);

const LeaderboardQuery = graphql(`
  query ConsolePromotionLeaderboard($promotionId: ID!, $first: Int!) {
    promotion(promotionId: $promotionId) {
      promotionId
      leaderboard(first: $first) {
        participants
        entries {
          rank
          score
          rounds
          operatorId
          externalPlayerId
          prize {
            amount
            currency
          }
        }
      }
    }
  }
`);

const PayoutsQuery = graphql(`
  query ConsolePromotionPayouts($promotionId: ID!) {
    promotion(promotionId: $promotionId) {
      promotionId
      payouts(first: 1000) {
        items {
          operatorId
          externalPlayerId
          rank
          tier
          roundId
          amount
          currency
          baseAmount
          baseCurrency
          rate
          transactionId
          state
          createdAt
          completedAt
        }
        nextCursor
      }
    }
  }
`);

const CancelPromotion = graphql(`
  mutation ConsoleCancelPromotion($promotionId: ID!) {
    cancelPromotion(promotionId: $promotionId) {
      promotionId
      state
    }
  }
`);

const ReleasePayouts = graphql(`
  mutation ConsoleReleasePromotionPayouts($promotionId: ID!) {
    releasePromotionPayouts(promotionId: $promotionId) {
      promotionId
      payoutsReleasedAt
    }
  }
`);

const SettlePromotion = graphql(`
  mutation ConsoleSettlePromotion($promotionId: ID!) {
    settlePromotion(promotionId: $promotionId) {
      promotionId
      state
    }
  }
`);

type Promotion = ConsolePromotionQuery["promotion"];

/** Decimal text × a whole count, exactly (prize amounts are money: no floating point). */
function timesCount(amount: string, count: number): string {
  const [whole = "0", fraction = ""] = amount.split(".");
  const product = (BigInt(whole + fraction) * BigInt(count)).toString().padStart(fraction.length + 1, "0");
  return fraction ? `${product.slice(0, -fraction.length)}.${product.slice(-fraction.length)}` : product;
}

/** Leaderboards move while rounds are played; the console follows them at this pace. */
const REFRESH_MS = 5_000;
const LEADERBOARD_SIZE = 20;

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

/** What cancelling does to this promotion's prizes, as cancel-promotion.ts does it. */
function cancelConsequence(promotion: Promotion): string {
  if (promotion.state === "scheduled") return "It never starts: no round counts and no prize is paid.";
  if (promotion.kind === "prize_drop")
    return "No round counts from now on and no more prizes drop. Prizes already dropped stay paid; the prizes left are never paid.";
  if (promotion.state === "settled")
    return "Its final results are under review and none of its prizes has been paid: they are withheld, and none will be paid.";
  return "No round counts from now on and the tournament is never settled: none of its prizes is paid.";
}

export function PromotionDetailView({ promotionId }: { promotionId: string }) {
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const query = useQuery(PromotionQuery, { promotionId }, { pollMs: REFRESH_MS });
  // A prize drop has no leaderboard (promotion_not_tournament): asked for once the promotion is known.
  const leaderboard = useQuery(
    LeaderboardQuery,
    { promotionId, first: LEADERBOARD_SIZE },
    { pollMs: REFRESH_MS, skip: query.data?.promotion.kind !== "tournament" },
  );
  const payouts = useQuery(PayoutsQuery, { promotionId }, { pollMs: REFRESH_MS });
  const operators = useQuery(PromotionOperatorsQuery, {}, { skip: !editing });
  const cancel = useMutation(CancelPromotion);
  const release = useMutation(ReleasePayouts);
  const settle = useMutation(SettlePromotion);
  const reload = async () => {
    await Promise.all([query.refetch(), payouts.refetch(), leaderboard.refetch()]);
  };
  const disabledTitle = canEdit ? undefined : VIEWER_HINT;

  async function act(label: string, run: () => Promise<unknown>, done: string) {
    try {
      await run();
      toast.success(done, promotionId);
      await reload();
    } catch (error) {
      toast.error(`Could not ${label}`, errorMessage(error));
    }
  }

  async function cancelPromotion(promotion: Promotion) {
    const ok = await confirm({
      title: "Cancel this promotion?",
      body: (
        <>
          <p>
            <strong>{promotion.title}</strong> is cancelled at once. {cancelConsequence(promotion)}
          </p>
          <p>Players and operators see it cancelled. This cannot be undone.</p>
        </>
      ),
      confirmLabel: "Cancel promotion",
      tone: "danger",
    });
    if (ok) await act("cancel the promotion", () => cancel.mutate({ promotionId }), "Promotion cancelled");
  }

  async function releasePayouts(promotion: Promotion) {
    const ok = await confirm({
      title: "Release the payouts now?",
      body: (
        <p>
          The prizes of <strong>{promotion.title}</strong>&apos;s final results are queued to the operators&apos;
          wallets now instead of <TimeText value={promotion.payoutsReleaseAt!} absolute />. Each player is paid once.
        </p>
      ),
      confirmLabel: "Release payouts",
      tone: "default",
    });
    if (ok) await act("release the payouts", () => release.mutate({ promotionId }), "Payouts released");
  }

  return (
    <QueryView query={query}>
      {({ promotion }) => {
        const tournament = promotion.kind === "tournament";
        const underReview =
          promotion.state === "settled" && Boolean(promotion.payoutsReleaseAt) && !promotion.payoutsReleasedAt;
        const cancellable =
          promotion.state !== "cancelled" && !(promotion.state === "settled" && promotion.payoutsReleasedAt);
        return (
          <>
            <PageHeader
              breadcrumbs={[{ href: "/console/promotions", label: "Promotions" }]}
              title={
                <span className="c-row" style={{ gap: 12 }}>
                  {promotion.title}
                  <Badge tone={promotionTone(promotion.state)}>{promotion.state}</Badge>
                  {underReview ? <Badge tone="warning">in review</Badge> : null}
                </span>
              }
              description={
                <>
                  {KIND_LABELS[promotion.kind]} <span className="c-mono">{promotion.promotionId}</span> · created{" "}
                  <TimeText value={promotion.createdAt} />
                  {promotion.cancelledAt ? (
                    <>
                      {" "}
                      · cancelled <TimeText value={promotion.cancelledAt} />
                    </>
                  ) : null}
                </>
              }
              actions={
                <>
                  {promotion.state === "scheduled" ? (
                    <Button
                      icon="refresh"
                      onClick={() => setEditing(true)}
                      disabled={!canEdit}
                      title={disabledTitle}
                      data-testid="edit-promotion"
                    >
                      Edit
                    </Button>
                  ) : null}
                  {tournament && promotion.state === "ended" ? (
                    <Button
                      icon="check"
                      onClick={() => void act("settle", () => settle.mutate({ promotionId }), "Tournament settled")}
                      busy={settle.busy}
                      disabled={!canEdit}
                      title={disabledTitle}
                      data-testid="settle-promotion"
                    >
                      Settle now
                    </Button>
                  ) : null}
                  {underReview ? (
                    <Button
                      variant="primary"
                      icon="wallet"
                      onClick={() => void releasePayouts(promotion)}
                      busy={release.busy}
                      disabled={!canEdit}
                      title={disabledTitle}
                      data-testid="release-payouts"
                    >
                      Release payouts now
                    </Button>
                  ) : null}
                  {cancellable ? (
                    <Button
                      variant="danger-soft"
                      icon="ban"
                      onClick={() => void cancelPromotion(promotion)}
                      busy={cancel.busy}
                      disabled={!canEdit}
                      title={disabledTitle}
                      data-testid="cancel-promotion"
                    >
                      Cancel promotion
                    </Button>
                  ) : null}
                </>
              }
            />
            <div className="c-stack">
              {underReview ? (
                <Alert tone="warning" title="Final results under review">
                  The standings are frozen and the prizes below are held: nothing is paid until{" "}
                  <TimeText value={promotion.payoutsReleaseAt!} absolute />, when they are queued by themselves, or
                  until staff release them now.
                </Alert>
              ) : null}
              <div className="c-grid c-grid-4">
                <Stat
                  testId="stat-pool"
                  label="Prize pool"
                  value={`${promotion.prizePool} ${promotion.baseCurrency}`}
                  hint={promotion.network ? "network promotion" : "one operator"}
                />
                {tournament ? (
                  <Stat
                    testId="stat-participants"
                    label="Participants"
                    value={leaderboard.data ? formatCount(leaderboard.data.promotion.leaderboard.participants) : "…"}
                    hint="players with a qualifying round"
                  />
                ) : (
                  <Stat
                    testId="stat-prizes-left"
                    label={
                      promotion.state === "running" || promotion.state === "scheduled" ? "Prizes left" : "Unclaimed"
                    }
                    value={formatCount(promotion.prizesLeft ?? 0)}
                    hint={promotion.dropChance ? `chance per qualifying round now: ${promotion.dropChance}` : undefined}
                  />
                )}
                <Stat
                  testId="stat-window"
                  label={promotion.state === "scheduled" ? "Starts" : "Ends"}
                  value={formatRelative(promotion.state === "scheduled" ? promotion.startsAt : promotion.endsAt)}
                  hint={formatDateTime(promotion.state === "scheduled" ? promotion.startsAt : promotion.endsAt)}
                />
                <Stat
                  testId="stat-review"
                  label="Review period"
                  value={tournament ? reviewLabel(promotion.reviewMinutes) : "—"}
                  hint={
                    promotion.payoutsReleasedAt
                      ? `prizes released ${formatRelative(promotion.payoutsReleasedAt)}`
                      : tournament
                        ? "after the tournament settles"
                        : "drops pay as they drop"
                  }
                />
              </div>

              <div className="c-grid c-grid-sidebar">
                {/* A tournament shows its live standings until it settles, then its frozen results (also once cancelled
                    during their review: withheld). */}
                {tournament && !promotion.payoutsReleaseAt ? (
                  <LeaderboardCard leaderboard={leaderboard} />
                ) : (
                  <PayoutsCard promotion={promotion} payouts={payouts} />
                )}
                <Card labelledBy="terms-title" testId="promotion-terms">
                  <CardHeader id="terms-title" title="Terms" />
                  <CardBody>
                    <dl className="c-kv">
                      <dt>Window</dt>
                      <dd>
                        <TimeText value={promotion.startsAt} absolute /> to{" "}
                        <TimeText value={promotion.endsAt} absolute />
                      </dd>
                      {tournament ? (
                        <>
                          <dt>Scoring</dt>
                          <dd>{promotion.scoring ? SCORING_LABELS[promotion.scoring] : "—"}</dd>
                        </>
                      ) : null}
                      <dt>Operators</dt>
                      <dd>
                        <div className="c-tag-list">
                          {promotion.operatorIds.map((id) => (
                            <Link key={id} className="c-tag" href={`/console/operators/${encodeURIComponent(id)}`}>
                              {id}
                            </Link>
                          ))}
                        </div>
                      </dd>
                      <dt>Games</dt>
                      <dd>
                        <div className="c-tag-list">
                          {promotion.games.map((symbol) => (
                            <Link key={symbol} className="c-tag" href={`/console/games/${encodeURIComponent(symbol)}`}>
                              {symbol}
                            </Link>
                          ))}
                        </div>
                      </dd>
                      <dt>Least bet</dt>
                      <dd>{promotion.minBets.map((bet) => `${bet.amount} ${bet.currency}`).join(" · ")}</dd>
                      <dt>Opt-in</dt>
                      <dd>{promotion.optIn ? "players opt in" : "every qualifying round counts"}</dd>
                      <dt>Jurisdictions</dt>
                      <dd>
                        {promotion.jurisdictions.length
                          ? promotion.jurisdictions.join(" · ")
                          : "every jurisdiction that allows promotions"}
                      </dd>
                    </dl>
                    <p className="c-promo-terms c-small" data-testid="promotion-terms-text">
                      {promotion.terms}
                    </p>
                  </CardBody>
                </Card>
              </div>
              <Card labelledBy="prizes-title" testId="promotion-prizes">
                <CardHeader
                  id="prizes-title"
                  title={tournament ? "Prizes by rank" : "Prize tiers"}
                  subtitle={`In the base currency; ${promotion.prizePool} ${promotion.baseCurrency} together.`}
                />
                <Table caption={tournament ? "Prizes by rank" : "Prize tiers"} testId="prize-table">
                  <thead>
                    <tr>
                      <th>{tournament ? "Ranks" : "Tier"}</th>
                      {tournament ? null : <th className="c-cell-num">Prizes</th>}
                      <th className="c-cell-num">Each</th>
                      <th className="c-cell-num">Together</th>
                    </tr>
                  </thead>
                  <tbody>
                    {promotion.prizes.map((prize, index) => {
                      const count = tournament ? (prize.toRank ?? 0) - (prize.fromRank ?? 0) + 1 : (prize.count ?? 0);
                      return (
                        <tr key={index}>
                          <td>
                            {tournament
                              ? prize.fromRank === prize.toRank
                                ? `Rank ${prize.fromRank}`
                                : `Ranks ${prize.fromRank}–${prize.toRank}`
                              : `Tier ${prize.tier}`}
                          </td>
                          {tournament ? null : <td className="c-cell-num">{formatCount(count)}</td>}
                          <td className="c-cell-num c-mono">
                            {prize.amount} {prize.currency}
                          </td>
                          <td className="c-cell-num c-mono">
                            {timesCount(prize.amount, count)} {prize.currency}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </Table>
              </Card>
            </div>
            {editing && operators.data ? (
              <PromotionFormDialog
                open={editing}
                editing={promotion}
                operators={operators.data.operators}
                jurisdictions={operators.data.jurisdictionProfiles}
                onClose={() => setEditing(false)}
                onSaved={() => void reload()}
              />
            ) : null}
          </>
        );
      }}
    </QueryView>
  );
}

function PayoutsCard({
  promotion,
  payouts,
}: {
  promotion: Promotion;
  payouts: QueryResult<ConsolePromotionPayoutsQuery>;
}) {
  const tournament = promotion.kind === "tournament";
  return (
    <Card labelledBy="payouts-title" testId="promotion-payouts">
      <CardHeader
        id="payouts-title"
        title={tournament ? "Final results and payouts" : "Prizes dropped"}
        subtitle={
          tournament
            ? "The frozen standings in the money: each prize in the player's currency at the rate shown, and its credit's delivery."
            : "Each prize as a qualifying round drew it, with its credit's delivery."
        }
      />
      <QueryView query={payouts}>
        {({ promotion: { payouts: page } }) =>
          page.items.length === 0 ? (
            <CardBody>
              <EmptyState
                icon="inbox"
                title={tournament ? "No prizes" : "No prizes dropped yet"}
                text={tournament ? "No player finished in the money." : "Prizes appear here as rounds draw them."}
              />
            </CardBody>
          ) : (
            <Table caption={tournament ? "Final results" : "Prizes dropped"} testId="payouts-table">
              <thead>
                <tr>
                  <th className="c-cell-num">{tournament ? "Rank" : "Tier"}</th>
                  <th>Player</th>
                  <th>Operator</th>
                  <th className="c-cell-num">Prize</th>
                  <th className="c-cell-num">Paid</th>
                  <th className="c-cell-num">Rate</th>
                  <th>Delivery</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((payout) => (
                  <tr key={payout.transactionId} data-testid="payout-row">
                    <td className="c-cell-num">{tournament ? payout.rank : payout.tier}</td>
                    <td className="c-mono">{payout.externalPlayerId}</td>
                    <td>{payout.operatorId}</td>
                    <td className="c-cell-num c-mono c-nowrap">
                      {payout.baseAmount} {payout.baseCurrency}
                    </td>
                    <td className="c-cell-num c-mono c-nowrap">
                      {payout.amount} {payout.currency}
                    </td>
                    <td className="c-cell-num c-mono">{payout.rate ?? "—"}</td>
                    <td className="c-nowrap">
                      <Badge tone={promotionTone(payout.state)}>{payout.state.replaceAll("_", " ")}</Badge>
                      {payout.state === "held" || payout.state === "withheld" ? null : (
                        <Link
                          className="c-cell-sub c-mono"
                          href={`/console/wallet?transaction=${encodeURIComponent(payout.transactionId)}`}
                        >
                          {payout.transactionId}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryView>
    </Card>
  );
}

function LeaderboardCard({ leaderboard }: { leaderboard: QueryResult<ConsolePromotionLeaderboardQuery> }) {
  return (
    <Card labelledBy="leaderboard-title" testId="promotion-leaderboard">
      <CardHeader
        id="leaderboard-title"
        title="Leaderboard"
        subtitle={`Live (every ${REFRESH_MS / 1000} s): the top ${LEADERBOARD_SIZE}, with the prize each rank would win if it ended now.`}
      />
      <QueryView query={leaderboard}>
        {({ promotion: { leaderboard: board } }) =>
          board.entries.length === 0 ? (
            <CardBody>
              <EmptyState
                icon="trophy"
                title="No standings yet"
                text="Players appear here once a qualifying round of theirs is scored."
              />
            </CardBody>
          ) : (
            <Table caption="Leaderboard" testId="leaderboard-table">
              <thead>
                <tr>
                  <th className="c-cell-num">Rank</th>
                  <th>Player</th>
                  <th>Operator</th>
                  <th className="c-cell-num">Score</th>
                  <th className="c-cell-num">Rounds</th>
                  <th className="c-cell-num">Prize</th>
                </tr>
              </thead>
              <tbody>
                {board.entries.map((entry) => (
                  <tr key={`${entry.operatorId}/${entry.externalPlayerId}`} data-testid="leaderboard-row">
                    <td className="c-cell-num">{entry.rank}</td>
                    <td className="c-mono">{entry.externalPlayerId}</td>
                    <td>{entry.operatorId}</td>
                    <td className="c-cell-num c-mono">{entry.score}</td>
                    <td className="c-cell-num">{formatCount(entry.rounds)}</td>
                    <td className="c-cell-num c-mono">
                      {entry.prize ? `${entry.prize.amount} ${entry.prize.currency}` : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryView>
    </Card>
  );
}
