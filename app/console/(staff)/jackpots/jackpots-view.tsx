"use client";

import type { ConsoleJackpotLiabilityFragment, ConsoleJackpotPoolFragment } from "@/graphql/generated/client/graphql";
import Link from "next/link";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { jackpotPoolHref } from "@/lib/console/console-routes";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { CopyButton } from "@/lib/console/ui/copy-button";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { useQuery } from "@/lib/console/use-graphql";
import { JackpotPoolDialog } from "./jackpot-pool-dialog";
import { percentOf, sumDecimals } from "./jackpot-amounts";
import "./jackpots.css";

export const JackpotPoolFields = graphql(`
  fragment ConsoleJackpotPool on JackpotPool {
    poolId
    title
    scope
    games
    operatorIds
    currency
    createdAt
    tiers {
      tierId
      name
      kind
      seed
      cap
      winProbability
      contributionRate
      reserveRate
      cycle
      amount
      reserve
      triggerHash
    }
  }
`);

export const JackpotLiabilityFields = graphql(`
  fragment ConsoleJackpotLiability on JackpotLiability {
    poolId
    title
    tierId
    tier
    currency
    seeds
    contributions
    wins
    liability
  }
`);

const JackpotsQuery = graphql(`
  query ConsoleJackpots {
    jackpotPools {
      ...ConsoleJackpotPool
    }
    jackpotLiability {
      ...ConsoleJackpotLiability
    }
  }
`);

/** Tier amounts move with every qualifying round; the page follows them at this pace. */
const REFRESH_MS = 10_000;

const KIND_LABELS: Record<string, string> = { mystery: "mystery (must-drop-by)", progressive: "progressive" };

export function JackpotsView() {
  const canEdit = useCanEdit();
  const [creating, setCreating] = useState(false);
  const query = useQuery(JackpotsQuery, {}, { pollMs: REFRESH_MS });

  return (
    <>
      <PageHeader
        title="Jackpots"
        description="Pools of tiers that take a share of every qualifying real-money round of their games, for one operator (local) or several (network). A mystery tier drops when its amount reaches a hidden trigger drawn between its seed and cap; the trigger's hash is published before play. A progressive tier is won by each qualifying bet with its win probability."
        actions={
          <Button
            variant="primary"
            icon="plus"
            onClick={() => setCreating(true)}
            disabled={!canEdit}
            title={canEdit ? undefined : VIEWER_HINT}
            data-testid="create-jackpot-pool"
          >
            New jackpot pool
          </Button>
        }
      />
      <QueryView query={query}>
        {({ jackpotPools, jackpotLiability }) =>
          jackpotPools.length === 0 ? (
            <Card testId="jackpot-pools">
              <EmptyState
                icon="bolt"
                title="No jackpot pools"
                text="Pools created here take a share of their games' real-money rounds from the next settlement on."
              />
            </Card>
          ) : (
            <div className="c-stack">
              <PoolsCard pools={jackpotPools} liability={jackpotLiability} />
              <LiabilityCard liability={jackpotLiability} />
            </div>
          )
        }
      </QueryView>
      <JackpotPoolDialog open={creating} onClose={() => setCreating(false)} onSaved={() => void query.refetch()} />
    </>
  );
}

/** "3f9a1c2e…b7d0": enough of a SHA-256 to tell cycles apart at a glance; the whole one is copied. */
function shortHash(hash: string): string {
  return hash.length > 12 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash;
}

function PoolsCard({
  pools,
  liability,
}: {
  pools: ConsoleJackpotPoolFragment[];
  liability: ConsoleJackpotLiabilityFragment[];
}) {
  const wonByTier = new Map(liability.map((line) => [line.tierId, line.wins]));
  return (
    <Card testId="jackpot-pools" labelledBy="jackpot-pools-title">
      <CardHeader
        id="jackpot-pools-title"
        title="Pools"
        subtitle="One row per tier, amounts in the pool's currency as of now."
      />
      <Table caption="Jackpot pools and their tiers" testId="jackpot-pools-table">
        <thead>
          <tr>
            <th>Pool</th>
            <th>Scope</th>
            <th>Operators</th>
            <th>Games</th>
            <th>Tier</th>
            <th className="c-cell-num">Seed</th>
            <th className="c-cell-num">Cap</th>
            <th className="c-cell-num">Rate</th>
            <th className="c-cell-num">Amount now</th>
            <th>Trigger hash</th>
            <th className="c-cell-num">Wins</th>
          </tr>
        </thead>
        {pools.map((pool) => (
          <tbody key={pool.poolId} className="c-jackpot-pool" data-testid="jackpot-pool" data-pool={pool.poolId}>
            {pool.tiers.map((tier, index) => {
              // The pool's own cells are filled on its first tier's row only, so the columns stay aligned (and
              // the CSV export keeps one value per cell).
              const first = index === 0;
              const wins = tier.cycle - 1;
              return (
                <tr key={tier.tierId} data-testid="jackpot-tier" data-tier={tier.name}>
                  <td>
                    {first ? (
                      <>
                        <Link
                          className="c-cell-title"
                          href={jackpotPoolHref(pool.poolId)}
                          data-testid="jackpot-pool-link"
                        >
                          {pool.title}
                        </Link>
                        <span className="c-cell-sub c-mono">
                          {pool.poolId} · {pool.currency}
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td className="c-nowrap">
                    {first ? (
                      <Badge tone={pool.scope === "network" ? "info" : "neutral"} dot={false}>
                        {pool.scope}
                      </Badge>
                    ) : null}
                  </td>
                  <td className="c-jackpot-list">{first ? pool.operatorIds.join(", ") : null}</td>
                  <td className="c-jackpot-list c-mono">{first ? pool.games.join(", ") : null}</td>
                  <td className="c-nowrap">
                    <span className="c-cell-title">{tier.name}</span>
                    <span className="c-cell-sub">
                      {KIND_LABELS[tier.kind] ?? tier.kind}
                      {tier.winProbability ? `, p = ${tier.winProbability} a bet` : null}
                    </span>
                  </td>
                  <td className="c-cell-num c-mono c-nowrap">{tier.seed}</td>
                  <td className="c-cell-num c-mono c-nowrap">{tier.cap ?? "—"}</td>
                  <td className="c-cell-num c-nowrap">
                    {percentOf(tier.contributionRate)}
                    {tier.reserveRate !== "0" ? (
                      <span className="c-cell-sub">{percentOf(tier.reserveRate)} to reserve</span>
                    ) : null}
                  </td>
                  <td className="c-cell-num c-mono c-nowrap" data-testid="jackpot-tier-amount">
                    {tier.amount} {pool.currency}
                    {tier.reserve !== "0" && !/^0(\.0+)?$/.test(tier.reserve) ? (
                      <span className="c-cell-sub">reserve {tier.reserve}</span>
                    ) : null}
                  </td>
                  <td className="c-nowrap">
                    {tier.triggerHash ? (
                      <span className="c-jackpot-hash">
                        <code className="c-mono" title={tier.triggerHash} data-testid="jackpot-trigger-hash">
                          {shortHash(tier.triggerHash)}
                        </code>
                        <CopyButton value={tier.triggerHash} label="Copy" />
                      </span>
                    ) : (
                      "—"
                    )}
                    <span className="c-cell-sub">cycle {tier.cycle}</span>
                  </td>
                  <td className="c-cell-num c-nowrap" data-testid="jackpot-tier-wins">
                    {wins}
                    {wins > 0 && wonByTier.has(tier.tierId) ? (
                      <span className="c-cell-sub c-mono">
                        {wonByTier.get(tier.tierId)} {pool.currency}
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </Table>
    </Card>
  );
}

function LiabilityCard({ liability }: { liability: ConsoleJackpotLiabilityFragment[] }) {
  const currencies = [...new Set(liability.map((line) => line.currency))].sort();
  return (
    <Card testId="jackpot-liability" labelledBy="jackpot-liability-title">
      <CardHeader
        id="jackpot-liability-title"
        title="Liability"
        subtitle="What the provider owes in its pools now: every seed put in + every contribution taken − every win paid, per pool currency, from the contribution and win ledgers."
      />
      <div className="c-jackpot-totals">
        {currencies.map((currency) => (
          <div
            className="c-jackpot-total"
            key={currency}
            data-testid="jackpot-liability-total"
            data-currency={currency}
          >
            <span className="c-stat-label">Owed in {currency}</span>
            <span className="c-jackpot-total-value" data-testid="jackpot-liability-total-value">
              {sumDecimals(liability.filter((line) => line.currency === currency).map((line) => line.liability))}{" "}
              {currency}
            </span>
          </div>
        ))}
      </div>
      <Table caption="Jackpot liability per pool and tier" testId="jackpot-liability-table">
        <thead>
          <tr>
            <th>Pool</th>
            <th>Tier</th>
            <th className="c-cell-num">Seeds</th>
            <th className="c-cell-num">Contributions</th>
            <th className="c-cell-num">Wins</th>
            <th className="c-cell-num">Owed</th>
          </tr>
        </thead>
        <tbody>
          {liability.map((line) => (
            <tr key={line.tierId} data-testid="jackpot-liability-row" data-pool={line.poolId} data-tier={line.tier}>
              <td>{line.title}</td>
              <td className="c-nowrap">{line.tier}</td>
              <td className="c-cell-num c-mono c-nowrap">{line.seeds}</td>
              <td className="c-cell-num c-mono c-nowrap">{line.contributions}</td>
              <td className="c-cell-num c-mono c-nowrap">{line.wins}</td>
              <td className="c-cell-num c-mono c-nowrap">
                {line.liability} {line.currency}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
