"use client";

import type { FreeRoundsCampaignState } from "@/graphql/generated/client/graphql";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { formatCount } from "@/lib/console/format";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card } from "@/lib/console/ui/card";
import { SearchInput, SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar, useFilters } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Pager } from "@/lib/console/ui/pager";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useQuery } from "@/lib/console/use-graphql";
import { campaignHref } from "@/lib/console/console-routes";
import { CreateCampaignDialog } from "./create-campaign-dialog";

const CampaignsQuery = graphql(`
  query ConsoleFreeRoundsCampaigns($filter: FreeRoundsCampaignFilter, $first: Int, $after: String) {
    freeRoundsCampaigns(filter: $filter, first: $first, after: $after) {
      items {
        campaignId
        operatorId
        state
        games
        rounds
        betLevel
        coinValue
        currency
        expiresAt
        playersCount
        roundsAwarded
        roundsPlayed
        win
        createdAt
      }
      nextCursor
    }
  }
`);

const CampaignOperatorsQuery = graphql(`
  query ConsoleFreeRoundsOperators {
    operators {
      id
      name
      defaultCurrency
    }
  }
`);

type StateFilter = "" | FreeRoundsCampaignState;
const PAGE_SIZE = 25;

export function FreeRoundsView() {
  const router = useRouter();
  const canEdit = useCanEdit();
  const pages = useCursorPages();
  const [creating, setCreating] = useState(false);
  const [filters, setFilter] = useFilters<{
    operatorId: string;
    state: StateFilter;
    gameSymbol: string;
    search: string;
  }>({ operatorId: "", state: "", gameSymbol: "", search: "" }, pages);
  const operators = useQuery(CampaignOperatorsQuery, {});
  const query = useQuery(CampaignsQuery, {
    filter: {
      operatorId: filters.operatorId || null,
      state: filters.state || null,
      gameSymbol: filters.gameSymbol.trim() || null,
      search: filters.search.trim() || null,
    },
    first: PAGE_SIZE,
    after: pages.after,
  });

  return (
    <>
      <PageHeader
        title="Free rounds"
        description="Campaigns that award players free rounds of a game at a fixed bet; their wins are credited through the wallet ledger. Operators create them by API or here."
        actions={
          <Button
            variant="primary"
            icon="plus"
            onClick={() => setCreating(true)}
            disabled={!canEdit}
            title={canEdit ? undefined : VIEWER_HINT}
            data-testid="create-campaign"
          >
            Create campaign
          </Button>
        }
      />
      <Card testId="campaigns">
        <FilterBar>
          <SearchInput
            label="Search campaign id"
            value={filters.search}
            onChange={(event) => setFilter("search")(event.target.value)}
          />
          <SelectField
            label="Operator"
            value={filters.operatorId}
            onChange={(event) => setFilter("operatorId")(event.target.value)}
            options={[
              { value: "", label: "Every operator" },
              ...(operators.data?.operators ?? []).map((operator) => ({ value: operator.id, label: operator.name })),
            ]}
          />
          <SelectField
            label="State"
            value={filters.state}
            onChange={(event) => setFilter("state")(event.target.value as StateFilter)}
            options={[
              { value: "", label: "Any state" },
              { value: "active", label: "Active" },
              { value: "expired", label: "Expired" },
              { value: "cancelled", label: "Cancelled" },
            ]}
          />
          <TextField
            label="Game"
            value={filters.gameSymbol}
            onChange={(event) => setFilter("gameSymbol")(event.target.value)}
            placeholder="symbol or slug"
            mono
          />
        </FilterBar>
        <QueryView query={query}>
          {({ freeRoundsCampaigns }) =>
            freeRoundsCampaigns.items.length === 0 ? (
              <EmptyState
                icon="gift"
                title="No campaigns"
                text="Campaigns created by an operator's API or in the console appear here."
              />
            ) : (
              <>
                <Table caption="Free-rounds campaigns" testId="campaigns-table">
                  <thead>
                    <tr>
                      <th>Campaign</th>
                      <th>Operator</th>
                      <th>State</th>
                      <th>Bet</th>
                      <th className="c-cell-num">Players</th>
                      <th className="c-cell-num">Rounds played</th>
                      <th className="c-cell-num">Cost (wins)</th>
                      <th>Expires</th>
                    </tr>
                  </thead>
                  <tbody>
                    {freeRoundsCampaigns.items.map((campaign) => (
                      <tr
                        key={`${campaign.operatorId}/${campaign.campaignId}`}
                        data-testid="campaign-row"
                        data-campaign={campaign.campaignId}
                      >
                        <td>
                          <Link
                            className="c-cell-title c-mono"
                            href={campaignHref(campaign.operatorId, campaign.campaignId)}
                          >
                            {campaign.campaignId}
                          </Link>
                          <span className="c-cell-sub c-mono">{campaign.games.join(", ")}</span>
                        </td>
                        <td className="c-nowrap">
                          <Link href={`/console/operators/${encodeURIComponent(campaign.operatorId)}`}>
                            {campaign.operatorId}
                          </Link>
                        </td>
                        <td>
                          <Badge tone={toneOf(campaign.state)}>{campaign.state}</Badge>
                        </td>
                        <td className="c-nowrap">
                          {campaign.rounds} × level {campaign.betLevel} · {campaign.coinValue} {campaign.currency}
                        </td>
                        <td className="c-cell-num">{formatCount(campaign.playersCount)}</td>
                        <td className="c-cell-num">
                          {formatCount(campaign.roundsPlayed)}{" "}
                          <span className="c-faint">/ {formatCount(campaign.roundsAwarded)}</span>
                        </td>
                        <td className="c-cell-num c-mono">
                          {campaign.win} {campaign.currency}
                        </td>
                        <td>
                          <TimeText value={campaign.expiresAt} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
                <Pager
                  pages={pages}
                  nextCursor={freeRoundsCampaigns.nextCursor}
                  shown={freeRoundsCampaigns.items.length}
                  noun="campaign"
                />
              </>
            )
          }
        </QueryView>
      </Card>
      <CreateCampaignDialog
        open={creating}
        operators={operators.data?.operators ?? []}
        onClose={() => setCreating(false)}
        onCreated={(campaign) => router.push(campaignHref(campaign.operatorId, campaign.campaignId))}
      />
    </>
  );
}
