"use client";

import type {
  ConsoleJackpotLiabilityFragment,
  ConsoleJackpotPoolFragment,
  ConsoleJackpotWinFragment,
} from "@/graphql/generated/client/graphql";
import Link from "next/link";
import { graphql } from "@/graphql/generated/client";
import { roundHref } from "@/lib/console/console-routes";
import { formatCount } from "@/lib/console/format";
import { Badge } from "@/lib/console/ui/badge";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { CopyButton } from "@/lib/console/ui/copy-button";
import { PageHeader } from "@/lib/console/ui/page-header";
import { stateLabel, toneOf } from "@/lib/console/ui/status-tones";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useQuery } from "@/lib/console/use-graphql";
import { percentOf, sumDecimals } from "../jackpot-amounts";
import "../jackpots.css";

export const JackpotWinFields = graphql(`
  fragment ConsoleJackpotWin on JackpotWin {
    tier
    amount
    currency
    poolAmount
    poolCurrency
    wonAt
    roundId
    externalPlayerId
    transactionId
    state
    trigger
    triggerNonce
    triggerHash
  }
`);

const JackpotPoolQuery = graphql(`
  query ConsoleJackpotPoolDetail($poolId: ID!) {
    jackpotPool(poolId: $poolId) {
      ...ConsoleJackpotPool
      createdBy
    }
    jackpotWins(poolId: $poolId) {
      ...ConsoleJackpotWin
    }
    jackpotLiability(poolId: $poolId) {
      ...ConsoleJackpotLiability
    }
  }
`);

/** Tier amounts move with every qualifying round and wins come at any time; the page follows them at this pace. */
const REFRESH_MS = 10_000;

const KIND_LABELS: Record<string, string> = { mystery: "mystery (must-drop-by)", progressive: "progressive" };

/** "3f9a1c2e…b7d0": enough of a SHA-256 or nonce to tell them apart at a glance; the whole one is copied. */
function shortHex(hex: string): string {
  return hex.length > 12 ? `${hex.slice(0, 8)}…${hex.slice(-4)}` : hex;
}

function Hex({ value, testId }: { value: string; testId: string }) {
  return (
    <span className="c-jackpot-hash">
      <code className="c-mono" title={value} data-testid={testId}>
        {shortHex(value)}
      </code>
      <CopyButton value={value} label="Copy" />
    </span>
  );
}

function Stat({
  label,
  value,
  hint,
  testId,
  list = false,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
  /** A list of ids: set smaller, so it wraps between names rather than inside one. */
  list?: boolean;
}) {
  return (
    <div className={`c-card c-stat${list ? " c-jackpot-stat-list" : ""}`} data-testid={testId}>
      <div className="c-stat-label">{label}</div>
      <div className="c-stat-value" data-testid={`${testId}-value`}>
        {value}
      </div>
      {hint ? <div className="c-stat-hint">{hint}</div> : null}
    </div>
  );
}

export function JackpotPoolView({ poolId }: { poolId: string }) {
  const query = useQuery(JackpotPoolQuery, { poolId }, { pollMs: REFRESH_MS });
  return (
    <QueryView query={query}>
      {({ jackpotPool: pool, jackpotWins: wins, jackpotLiability: liability }) => (
        <>
          <PageHeader
            breadcrumbs={[{ href: "/console/jackpots", label: "Jackpots" }]}
            title={pool.title}
            description={
              <>
                <span className="c-mono">{pool.poolId}</span> · {pool.scope} pool in {pool.currency}, created{" "}
                <TimeText value={pool.createdAt} /> by {pool.createdBy}
              </>
            }
          />
          <div className="c-stack">
            <div className="c-grid c-grid-4">
              <Stat
                testId="jackpot-stat-owed"
                label="Owed now"
                value={`${sumDecimals(liability.map((line) => line.liability))} ${pool.currency}`}
                hint="seeds + contributions − wins"
              />
              <Stat
                testId="jackpot-stat-wins"
                label="Wins"
                value={formatCount(pool.tiers.reduce((sum, tier) => sum + tier.cycle - 1, 0))}
                hint={`${sumDecimals(liability.map((line) => line.wins))} ${pool.currency} paid from the pool`}
              />
              <Stat
                testId="jackpot-stat-operators"
                label={pool.scope === "network" ? "Operators" : "Operator"}
                value={pool.operatorIds.join(", ")}
                list
              />
              <Stat testId="jackpot-stat-games" label="Games" value={pool.games.join(", ")} list />
            </div>
            <TiersCard pool={pool} liability={liability} />
            <WinsCard wins={wins} />
          </div>
        </>
      )}
    </QueryView>
  );
}

function TiersCard({
  pool,
  liability,
}: {
  pool: ConsoleJackpotPoolFragment;
  liability: ConsoleJackpotLiabilityFragment[];
}) {
  const contributedByTier = new Map(liability.map((line) => [line.tierId, line.contributions]));
  return (
    <Card testId="jackpot-tiers" labelledBy="jackpot-tiers-title">
      <CardHeader
        id="jackpot-tiers-title"
        title="Tiers"
        subtitle={`Amounts now, in ${pool.currency}. A mystery tier's trigger is hidden until it drops; its hash is published for the current cycle.`}
      />
      <Table caption="The pool's tiers" testId="jackpot-tiers-table">
        <thead>
          <tr>
            <th>Tier</th>
            <th className="c-cell-num">Amount now</th>
            <th className="c-cell-num">Seed</th>
            <th className="c-cell-num">Cap</th>
            <th className="c-cell-num">Rate</th>
            <th className="c-cell-num">Contributed</th>
            <th className="c-cell-num">Cycle</th>
            <th>Trigger hash</th>
          </tr>
        </thead>
        <tbody>
          {pool.tiers.map((tier) => (
            <tr key={tier.tierId} data-testid="jackpot-detail-tier" data-tier={tier.name}>
              <td className="c-nowrap">
                <span className="c-cell-title">{tier.name}</span>
                <span className="c-cell-sub">{KIND_LABELS[tier.kind] ?? tier.kind}</span>
              </td>
              <td className="c-cell-num c-mono c-nowrap" data-testid="jackpot-detail-amount">
                {tier.amount} {pool.currency}
                {!/^0(\.0+)?$/.test(tier.reserve) ? <span className="c-cell-sub">reserve {tier.reserve}</span> : null}
              </td>
              <td className="c-cell-num c-mono c-nowrap">{tier.seed}</td>
              <td className="c-cell-num c-mono c-nowrap">{tier.cap ?? "—"}</td>
              <td className="c-cell-num c-nowrap">
                {percentOf(tier.contributionRate)}
                {tier.reserveRate !== "0" ? (
                  <span className="c-cell-sub">{percentOf(tier.reserveRate)} to reserve</span>
                ) : null}
              </td>
              <td className="c-cell-num c-mono c-nowrap">{contributedByTier.get(tier.tierId) ?? "—"}</td>
              <td className="c-cell-num" data-testid="jackpot-detail-cycle">
                {tier.cycle}
              </td>
              <td className="c-nowrap">
                {tier.triggerHash ? <Hex value={tier.triggerHash} testId="jackpot-detail-hash" /> : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

function WinsCard({ wins }: { wins: ConsoleJackpotWinFragment[] }) {
  return (
    <Card testId="jackpot-wins" labelledBy="jackpot-wins-title">
      <CardHeader
        id="jackpot-wins-title"
        title="Wins"
        subtitle="The latest 100, latest first. Each is paid once as a jackpot_win credit in the winning round's currency; a mystery tier's revealed trigger and nonce hash to the value published before play."
      />
      {wins.length === 0 ? (
        <EmptyState
          icon="bolt"
          title="No wins yet"
          text="A mystery tier drops on the contribution that carries it to its trigger; a progressive tier on a qualifying bet whose draw wins."
        />
      ) : (
        <Table caption="The pool's wins" testId="jackpot-wins-table">
          <thead>
            <tr>
              <th>Won</th>
              <th>Tier</th>
              <th className="c-cell-num">Paid</th>
              <th>Player</th>
              <th>Round</th>
              <th>Credit</th>
              <th className="c-cell-num">Trigger</th>
              <th>Nonce</th>
              <th>Trigger hash</th>
            </tr>
          </thead>
          <tbody>
            {wins.map((win) => (
              <tr key={`${win.tier}-${win.wonAt}-${win.transactionId}`} data-testid="jackpot-win" data-tier={win.tier}>
                <td className="c-nowrap">
                  <TimeText value={win.wonAt} />
                </td>
                <td className="c-nowrap">{win.tier}</td>
                <td className="c-cell-num c-mono c-nowrap" data-testid="jackpot-win-amount">
                  {win.amount} {win.currency}
                  {win.poolCurrency !== win.currency ? (
                    <span className="c-cell-sub">
                      {win.poolAmount} {win.poolCurrency} from the pool
                    </span>
                  ) : null}
                </td>
                <td className="c-mono c-nowrap" data-testid="jackpot-win-player">
                  {win.externalPlayerId ?? "—"}
                </td>
                <td className="c-nowrap">
                  {win.roundId ? (
                    <Link className="c-mono" href={roundHref(win.roundId)} data-testid="jackpot-win-round">
                      {win.roundId}
                    </Link>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="c-nowrap">
                  {win.state ? (
                    <Badge tone={toneOf(win.state)}>
                      <span data-testid="jackpot-win-state">{stateLabel(win.state)}</span>
                    </Badge>
                  ) : null}
                  {win.transactionId ? <span className="c-cell-sub c-mono">{win.transactionId}</span> : null}
                </td>
                <td className="c-cell-num c-mono c-nowrap" data-testid="jackpot-win-trigger">
                  {win.trigger ?? "—"}
                </td>
                <td className="c-nowrap">
                  {win.triggerNonce ? <Hex value={win.triggerNonce} testId="jackpot-win-nonce" /> : "—"}
                </td>
                <td className="c-nowrap">
                  {win.triggerHash ? <Hex value={win.triggerHash} testId="jackpot-win-hash" /> : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
