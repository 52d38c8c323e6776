"use client";

import type { LaunchStatus } from "@/graphql/generated/client/graphql";
import Link from "next/link";
import { useMemo, useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { formatCount } from "@/lib/console/format";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Card } from "@/lib/console/ui/card";
import { SearchInput, SelectField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { useQuery } from "@/lib/console/use-graphql";
import { featureLabels } from "./game-features";

const GamesQuery = graphql(`
  query ConsoleGames($search: String, $providerId: String) {
    games(search: $search, providerId: $providerId) {
      symbol
      slug
      title
      providerId
      providerName
      rtp
      lines
      launchStatus
      liveCatalogEnabled
      catalogCount
      features {
        ...GameFeatureFlags
      }
      art {
        url
        uploaded
        sha256
      }
    }
    providers {
      id
      name
    }
  }
`);

type StatusFilter = "" | LaunchStatus | "hidden";

export function GamesView() {
  const [search, setSearch] = useState("");
  const [providerId, setProviderId] = useState("");
  const [status, setStatus] = useState<StatusFilter>("");
  const query = useQuery(GamesQuery, { search: search.trim() || null, providerId: providerId || null });
  const games = useMemo(
    () =>
      (query.data?.games ?? []).filter((game) =>
        status === "" ? true : status === "hidden" ? !game.liveCatalogEnabled : game.launchStatus === status,
      ),
    [query.data, status],
  );

  return (
    <>
      <PageHeader
        title="Games"
        description="The platform's games: metadata, launch status, whether they show in live catalogs, and their thumbnail art."
      />
      <Card>
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
              ...(query.data?.providers ?? []).map((provider) => ({ value: provider.id, label: provider.name })),
            ]}
          />
          <SelectField
            label="Availability"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            options={[
              { value: "", label: "Any" },
              { value: "live", label: "Live" },
              { value: "maintenance", label: "Maintenance" },
              { value: "disabled", label: "Disabled" },
              { value: "hidden", label: "Hidden from catalogs" },
            ]}
          />
        </FilterBar>
        <QueryView query={query} rows={8}>
          {() =>
            games.length === 0 ? (
              <EmptyState icon="games" title="No games match" text="Change the search or the filters." />
            ) : (
              <Table caption="Games" testId="games-table">
                <thead>
                  <tr>
                    <th>Game</th>
                    <th>Provider</th>
                    <th className="c-cell-num">RTP</th>
                    <th className="c-cell-num">Lines</th>
                    <th>Features</th>
                    <th>Launch status</th>
                    <th>Live catalogs</th>
                    <th className="c-cell-num">Operators</th>
                  </tr>
                </thead>
                <tbody>
                  {games.map((game) => (
                    <tr key={game.symbol} data-testid={`game-row-${game.symbol}`}>
                      <td>
                        <div className="c-row" style={{ flexWrap: "nowrap" }}>
                          {/* eslint-disable-next-line @next/next/no-img-element -- art comes from our own endpoint, sized by CSS */}
                          <img
                            className="c-thumb"
                            src={`${game.art.url}${game.art.sha256 ? `?v=${game.art.sha256.slice(0, 12)}` : ""}`}
                            alt=""
                            width={44}
                            height={44}
                          />
                          <span>
                            <Link className="c-cell-title" href={`/console/games/${encodeURIComponent(game.symbol)}`}>
                              {game.title}
                            </Link>
                            <span className="c-cell-sub c-mono">{game.symbol}</span>
                          </span>
                        </div>
                      </td>
                      <td className="c-nowrap">{game.providerName}</td>
                      <td className="c-cell-num">{game.rtp ? `${game.rtp}%` : "—"}</td>
                      <td className="c-cell-num">{game.lines ?? "—"}</td>
                      <td>
                        {featureLabels(game.features).length === 0 ? (
                          <span className="c-faint">—</span>
                        ) : (
                          <div className="c-tag-list">
                            {featureLabels(game.features).map((label) => (
                              <span className="c-tag" key={label}>
                                {label}
                              </span>
                            ))}
                          </div>
                        )}
                      </td>
                      <td>
                        <Badge tone={toneOf(game.launchStatus)}>{game.launchStatus}</Badge>
                      </td>
                      <td>
                        {game.liveCatalogEnabled ? (
                          <Badge tone="success">shown</Badge>
                        ) : (
                          <Badge tone="neutral">hidden</Badge>
                        )}
                      </td>
                      <td className="c-cell-num">{formatCount(game.catalogCount)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )
          }
        </QueryView>
      </Card>
    </>
  );
}
