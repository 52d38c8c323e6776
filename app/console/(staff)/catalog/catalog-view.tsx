"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { errorMessage } from "@/lib/console/graphql-client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { CodeBlock } from "@/lib/console/ui/code-block";
import { useConfirm } from "@/lib/console/ui/dialog";
import { SearchInput, SelectField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { useToast } from "@/lib/console/ui/toast";
import { useMutation, useQuery } from "@/lib/console/use-graphql";

const CatalogOptionsQuery = graphql(`
  query ConsoleCatalogOptions {
    operators {
      id
      name
      status
    }
    providers {
      id
      name
    }
  }
`);

const CatalogGamesQuery = graphql(`
  query ConsoleCatalogGames($operatorId: ID!, $search: String, $providerId: String) {
    catalogGames(operatorId: $operatorId, search: $search, providerId: $providerId) {
      assigned
      assignedAt
      game {
        symbol
        slug
        title
        providerId
        providerName
        launchStatus
        liveCatalogEnabled
        art {
          url
        }
      }
    }
  }
`);

const CatalogPreviewQuery = graphql(`
  query ConsoleCatalogPreview($operatorId: ID!, $providerId: String) {
    catalogPreview(operatorId: $operatorId, providerId: $providerId) {
      operatorId
      providerId
      httpStatus
      total
      items {
        symbol
        title
        provider
        launchStatus
      }
      body
    }
  }
`);

const AssignGames = graphql(`
  mutation ConsoleAssignCatalogGames($operatorId: ID!, $symbols: [String!]!) {
    assignCatalogGames(operatorId: $operatorId, symbols: $symbols) {
      changed
      unchanged
    }
  }
`);

const UnassignGames = graphql(`
  mutation ConsoleUnassignCatalogGames($operatorId: ID!, $symbols: [String!]!) {
    unassignCatalogGames(operatorId: $operatorId, symbols: $symbols) {
      changed
      unchanged
    }
  }
`);

type Membership = "" | "assigned" | "unassigned";

export function CatalogView({ initialOperatorId }: { initialOperatorId: string }) {
  const router = useRouter();
  const options = useQuery(CatalogOptionsQuery, {});
  const [chosenOperatorId, setOperatorId] = useState(initialOperatorId);
  const operators = options.data?.operators;
  // Without an operator in the address, the first one is shown.
  const operatorId = chosenOperatorId || operators?.[0]?.id || "";

  function chooseOperator(id: string) {
    setOperatorId(id);
    router.replace(`/console/catalog?operator=${encodeURIComponent(id)}`);
  }

  return (
    <>
      <PageHeader
        title="Catalog"
        description="Each operator's allowlist. The same list decides what its REST catalog returns and what it may launch."
        actions={
          operators && operators.length > 0 ? (
            <div style={{ minWidth: 260 }}>
              <SelectField
                label="Operator"
                value={operatorId}
                onChange={(event) => chooseOperator(event.target.value)}
                data-testid="catalog-operator"
                options={operators.map((operator) => ({
                  value: operator.id,
                  label: `${operator.name} (${operator.id})${operator.status === "inactive" ? " — inactive" : ""}`,
                }))}
              />
            </div>
          ) : null
        }
      />
      <QueryView query={options}>
        {(data) =>
          data.operators.length === 0 ? (
            <Card>
              <EmptyState
                icon="operators"
                title="No operators yet"
                text="Create an operator first; then assign its games here."
                action={<Link href="/console/operators">Go to operators</Link>}
              />
            </Card>
          ) : operatorId ? (
            <CatalogEditor key={operatorId} operatorId={operatorId} providers={data.providers} />
          ) : null
        }
      </QueryView>
    </>
  );
}

function CatalogEditor({ operatorId, providers }: { operatorId: string; providers: { id: string; name: string }[] }) {
  const [search, setSearch] = useState("");
  const [providerId, setProviderId] = useState("");
  const [membership, setMembership] = useState<Membership>("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const assign = useMutation(AssignGames);
  const unassign = useMutation(UnassignGames);
  const games = useQuery(CatalogGamesQuery, {
    operatorId,
    search: search.trim() || null,
    providerId: providerId || null,
  });
  const [previewProvider, setPreviewProvider] = useState("");
  const preview = useQuery(CatalogPreviewQuery, { operatorId, providerId: previewProvider || null });

  const rows = useMemo(
    () =>
      (games.data?.catalogGames ?? []).filter((row) =>
        membership === "assigned" ? row.assigned : membership === "unassigned" ? !row.assigned : true,
      ),
    [games.data, membership],
  );
  const selectedRows = rows.filter((row) => selected.has(row.game.symbol));
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;

  function toggle(symbol: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(symbol)) next.delete(symbol);
      else next.add(symbol);
      return next;
    });
  }

  async function apply(action: "assign" | "unassign") {
    const symbols = selectedRows
      .filter((row) => (action === "assign" ? !row.assigned : row.assigned))
      .map((row) => row.game.symbol);
    if (symbols.length === 0) {
      toast.error(
        action === "assign" ? "Nothing to add" : "Nothing to remove",
        action === "assign" ? "Every selected game is already in the catalog." : "No selected game is in the catalog.",
      );
      return;
    }
    if (action === "unassign") {
      const ok = await confirm({
        title: `Remove ${symbols.length} ${symbols.length === 1 ? "game" : "games"} from ${operatorId}?`,
        body: (
          <>
            <p>They disappear from the operator’s REST catalog and new launches of them are refused (403).</p>
            <p className="c-mono">{symbols.join(", ")}</p>
          </>
        ),
        confirmLabel: "Remove from catalog",
      });
      if (!ok) return;
    }
    try {
      const result =
        action === "assign"
          ? (await assign.mutate({ operatorId, symbols })).assignCatalogGames
          : (await unassign.mutate({ operatorId, symbols })).unassignCatalogGames;
      toast.success(
        action === "assign"
          ? `Added ${result.changed.length} to the catalog`
          : `Removed ${result.changed.length} from the catalog`,
        result.changed.join(", ") || "Nothing changed",
      );
      setSelected(new Set());
      await Promise.all([games.refetch(), preview.refetch()]);
    } catch (error) {
      toast.error("The catalog was not changed", errorMessage(error));
    }
  }

  const busy = assign.busy || unassign.busy;
  return (
    <div className="c-grid c-grid-sidebar" style={{ gridTemplateColumns: "minmax(0, 1fr) 360px" }}>
      <Card labelledBy="catalog-games-title" testId="catalog-games">
        <CardHeader
          id="catalog-games-title"
          title="Games"
          subtitle="Every game of the platform, live or not, and whether this operator has it."
          actions={
            <>
              <span className="c-small c-muted" aria-live="polite" data-testid="selection-count">
                {selectedRows.length} selected
              </span>
              <Button
                size="sm"
                variant="primary"
                icon="plus"
                disabled={!canEdit || selectedRows.length === 0}
                busy={assign.busy}
                onClick={() => void apply("assign")}
                title={canEdit ? undefined : VIEWER_HINT}
                data-testid="assign-selected"
              >
                Add to catalog
              </Button>
              <Button
                size="sm"
                variant="danger-soft"
                icon="ban"
                disabled={!canEdit || selectedRows.length === 0 || busy}
                busy={unassign.busy}
                onClick={() => void apply("unassign")}
                title={canEdit ? undefined : VIEWER_HINT}
                data-testid="unassign-selected"
              >
                Remove
              </Button>
            </>
          }
        />
        <FilterBar>
          <SearchInput
            label="Search symbol, slug or title"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            label="Provider"
            value={providerId}
            onChange={(event) => setProviderId(event.target.value)}
            options={[
              { value: "", label: "Every provider" },
              ...providers.map((provider) => ({ value: provider.id, label: provider.name })),
            ]}
          />
          <SelectField
            label="Membership"
            value={membership}
            onChange={(event) => setMembership(event.target.value as Membership)}
            options={[
              { value: "", label: "All games" },
              { value: "assigned", label: "In the catalog" },
              { value: "unassigned", label: "Not in the catalog" },
            ]}
          />
        </FilterBar>
        <QueryView query={games}>
          {() =>
            rows.length === 0 ? (
              <EmptyState icon="search" title="No games match" text="Change the search or the filters." />
            ) : (
              <Table caption="Games and their membership in the operator's catalog" testId="catalog-table">
                <thead>
                  <tr>
                    <th className="c-cell-check">
                      <input
                        type="checkbox"
                        aria-label="Select every game shown"
                        checked={allSelected}
                        onChange={() =>
                          setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.game.symbol)))
                        }
                      />
                    </th>
                    <th>Game</th>
                    <th>Provider</th>
                    <th>Launch status</th>
                    <th>In catalog</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ game, assigned }) => (
                    <tr
                      key={game.symbol}
                      aria-selected={selected.has(game.symbol)}
                      data-testid={`catalog-row-${game.symbol}`}
                    >
                      <td className="c-cell-check">
                        <input
                          type="checkbox"
                          aria-label={`Select ${game.title}`}
                          checked={selected.has(game.symbol)}
                          onChange={() => toggle(game.symbol)}
                        />
                      </td>
                      <td>
                        <div className="c-row" style={{ flexWrap: "nowrap" }}>
                          {/* eslint-disable-next-line @next/next/no-img-element -- art comes from our own endpoint, sized by CSS */}
                          <img className="c-thumb" src={game.art.url} alt="" width={44} height={44} />
                          <span>
                            <span className="c-cell-title">{game.title}</span>
                            <span className="c-cell-sub c-mono">{game.symbol}</span>
                          </span>
                        </div>
                      </td>
                      <td className="c-nowrap">{game.providerName}</td>
                      <td>
                        <Badge tone={toneOf(game.launchStatus)}>{game.launchStatus}</Badge>
                        {!game.liveCatalogEnabled ? (
                          <span className="c-cell-sub" title="Hidden from every live catalog">
                            hidden from catalogs
                          </span>
                        ) : null}
                      </td>
                      <td>
                        {assigned ? <Badge tone="success">assigned</Badge> : <Badge tone="neutral">not assigned</Badge>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )
          }
        </QueryView>
      </Card>

      <Card labelledBy="preview-title" testId="catalog-preview">
        <CardHeader
          id="preview-title"
          title="REST catalog preview"
          subtitle={<span className="c-mono">GET /api/provider/v1/games</span>}
        />
        <FilterBar>
          <div className="c-segmented" role="group" aria-label="provider_id filter">
            {[{ id: "", label: "All" }, ...providers.map((provider) => ({ id: provider.id, label: provider.id }))].map(
              (option) => (
                <button
                  key={option.id || "all"}
                  type="button"
                  aria-pressed={previewProvider === option.id}
                  onClick={() => setPreviewProvider(option.id)}
                >
                  {option.label}
                </button>
              ),
            )}
          </div>
        </FilterBar>
        <QueryView query={preview} rows={3}>
          {({ catalogPreview }) => <PreviewBody preview={catalogPreview} />}
        </QueryView>
      </Card>
    </div>
  );
}

function PreviewBody({
  preview,
}: {
  preview: {
    httpStatus: number;
    total: number;
    items: { symbol: string; title: string; provider: string; launchStatus?: string | null }[];
    body: unknown;
  };
}) {
  const [showJson, setShowJson] = useState(false);
  const ok = preview.httpStatus === 200;
  return (
    <div style={{ padding: "14px 16px 18px" }} data-testid="catalog-preview-body" data-total={preview.total}>
      <div className="c-row" style={{ marginBottom: 12 }}>
        <Badge tone={ok ? "success" : "danger"}>HTTP {preview.httpStatus}</Badge>
        <span className="c-muted">
          {ok
            ? `${preview.total} ${preview.total === 1 ? "game" : "games"}`
            : "The operator is inactive: its key is refused"}
        </span>
        <span className="c-spacer" />
        <div className="c-segmented" role="tablist" aria-label="Preview format">
          <button type="button" role="tab" aria-selected={!showJson} onClick={() => setShowJson(false)}>
            List
          </button>
          <button type="button" role="tab" aria-selected={showJson} onClick={() => setShowJson(true)}>
            JSON
          </button>
        </div>
      </div>
      {showJson ? (
        <CodeBlock value={preview.body} label="Response body" testId="catalog-preview-json" />
      ) : preview.items.length === 0 ? (
        <EmptyState icon="catalog" title="Empty catalog" text="The operator's key would receive no games." />
      ) : (
        <ol className="c-case-list" style={{ border: "1px solid var(--c-border)", borderRadius: 8 }}>
          {preview.items.map((item) => (
            <li
              key={item.symbol}
              className="c-row"
              style={{ justifyContent: "space-between", padding: "8px 12px", borderBottom: "1px solid #eef1f5" }}
            >
              <span>
                <span className="c-cell-title">{item.title}</span>
                <span className="c-cell-sub c-mono">
                  {item.symbol} · {item.provider}
                </span>
              </span>
              {item.launchStatus ? <Badge tone={toneOf(item.launchStatus)}>{item.launchStatus}</Badge> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
