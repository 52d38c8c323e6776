"use client";

import type { PromotionState } from "@/graphql/generated/client/graphql";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { promotionHref } from "@/lib/console/console-routes";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card } from "@/lib/console/ui/card";
import { SelectField } from "@/lib/console/ui/fields";
import { FilterBar, useFilters } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Pager } from "@/lib/console/ui/pager";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useQuery } from "@/lib/console/use-graphql";
import { KIND_LABELS, promotionTone } from "./promotion-labels";
import { PromotionFormDialog, PromotionOperatorsQuery } from "./promotion-form-dialog";

const PromotionsQuery = graphql(`
  query ConsolePromotions($filter: PromotionFilter, $first: Int, $after: String) {
    promotions(filter: $filter, first: $first, after: $after) {
      items {
        promotionId
        kind
        title
        state
        startsAt
        endsAt
        games
        operatorIds
        network
        prizePool
        baseCurrency
        prizesLeft
        payoutsReleaseAt
        payoutsReleasedAt
      }
      nextCursor
    }
  }
`);

type StateFilter = "" | PromotionState;
const PAGE_SIZE = 25;

export function PromotionsView() {
  const router = useRouter();
  const canEdit = useCanEdit();
  const pages = useCursorPages();
  const [creating, setCreating] = useState(false);
  const [filters, setFilter] = useFilters<{ operatorId: string; state: StateFilter }>(
    { operatorId: "", state: "" },
    pages,
  );
  const operators = useQuery(PromotionOperatorsQuery, {});
  const query = useQuery(PromotionsQuery, {
    filter: { operatorId: filters.operatorId || null, state: filters.state || null },
    first: PAGE_SIZE,
    after: pages.after,
  });

  return (
    <>
      <PageHeader
        title="Promotions"
        description="Tournaments (a leaderboard over a window, prizes by rank) and prize drops (prizes drawn by qualifying rounds) over some games for the operators taking part; prizes are paid as credits through the wallet ledger."
        actions={
          <Button
            variant="primary"
            icon="plus"
            onClick={() => setCreating(true)}
            disabled={!canEdit}
            title={canEdit ? undefined : VIEWER_HINT}
            data-testid="create-promotion"
          >
            Create promotion
          </Button>
        }
      />
      <Card testId="promotions">
        <FilterBar>
          <SelectField
            label="State"
            value={filters.state}
            onChange={(event) => setFilter("state")(event.target.value as StateFilter)}
            options={[
              { value: "", label: "Any state" },
              { value: "scheduled", label: "Scheduled" },
              { value: "running", label: "Running" },
              { value: "ended", label: "Ended (settling)" },
              { value: "settled", label: "Settled" },
              { value: "cancelled", label: "Cancelled" },
            ]}
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
        </FilterBar>
        <QueryView query={query}>
          {({ promotions }) =>
            promotions.items.length === 0 ? (
              <EmptyState
                icon="trophy"
                title="No promotions"
                text="Tournaments and prize drops created here appear in this list."
              />
            ) : (
              <>
                <Table caption="Promotions" testId="promotions-table">
                  <thead>
                    <tr>
                      <th>Promotion</th>
                      <th>Kind</th>
                      <th>State</th>
                      <th>Window</th>
                      <th>Operators</th>
                      <th className="c-cell-num">Prize pool</th>
                    </tr>
                  </thead>
                  <tbody>
                    {promotions.items.map((promotion) => (
                      <tr
                        key={promotion.promotionId}
                        data-testid="promotion-row"
                        data-promotion={promotion.promotionId}
                      >
                        <td>
                          <Link className="c-cell-title" href={promotionHref(promotion.promotionId)}>
                            {promotion.title}
                          </Link>
                          <span className="c-cell-sub c-mono">{promotion.games.join(", ")}</span>
                        </td>
                        <td className="c-nowrap">{KIND_LABELS[promotion.kind]}</td>
                        <td className="c-nowrap">
                          <Badge tone={promotionTone(promotion.state)}>{promotion.state}</Badge>
                          {promotion.state === "settled" && !promotion.payoutsReleasedAt ? (
                            <span className="c-cell-sub">in review</span>
                          ) : null}
                        </td>
                        <td className="c-nowrap">
                          <TimeText value={promotion.startsAt} absolute />
                          <span className="c-cell-sub">
                            to <TimeText value={promotion.endsAt} absolute />
                          </span>
                        </td>
                        <td>
                          {promotion.operatorIds.join(", ")}
                          {promotion.network ? <span className="c-cell-sub">network</span> : null}
                        </td>
                        <td className="c-cell-num c-mono c-nowrap">
                          {promotion.prizePool} {promotion.baseCurrency}
                          {promotion.prizesLeft !== null && promotion.prizesLeft !== undefined ? (
                            <span className="c-cell-sub">{promotion.prizesLeft} prizes left</span>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
                <Pager
                  pages={pages}
                  nextCursor={promotions.nextCursor}
                  shown={promotions.items.length}
                  noun="promotion"
                />
              </>
            )
          }
        </QueryView>
      </Card>
      <PromotionFormDialog
        open={creating}
        operators={operators.data?.operators ?? []}
        jurisdictions={operators.data?.jurisdictionProfiles ?? []}
        onClose={() => setCreating(false)}
        onSaved={(promotionId) => router.push(promotionHref(promotionId))}
      />
    </>
  );
}
