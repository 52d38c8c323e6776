import type { Metadata } from "next";
import Link from "next/link";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import { formatDateTime } from "@/lib/console/format";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";

// GET /backoffice/players?q=<prefix> — find the operator's players by the start of their external player id. The
// operator is the session's; the search runs through the back office's GraphQL schema.

export const metadata: Metadata = { title: "Players" };

const PlayersSearchQuery = graphql(`
  query BackofficePlayersSearch($prefix: String!) {
    players(prefix: $prefix, first: 50) {
      externalPlayerId
      lastLaunchAt
    }
  }
`);

type PlayersPageProps = { searchParams: Promise<{ q?: string | string[] }> };

export default async function PlayersPage({ searchParams }: PlayersPageProps) {
  const user = await requireOperatorUserPage({ returnTo: "/backoffice/players" });
  const raw = (await searchParams).q;
  const prefix = ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim();
  const players = prefix ? (await backofficePageQuery(user, PlayersSearchQuery, { prefix })).players : null;
  return (
    <>
      <PageHeader
        title="Players"
        description="Find a player by the start of their external player id: yours only."
        breadcrumbs={[{ href: "/backoffice", label: "Back office" }]}
      />
      <Card>
        <CardBody>
          <form method="get" action="/backoffice/players" className="c-row" style={{ gap: 8 }} role="search">
            <label htmlFor="player-search" className="c-sr-only">
              External player id
            </label>
            <input
              id="player-search"
              name="q"
              className="c-input"
              defaultValue={prefix}
              placeholder="External player id, or its start"
              autoComplete="off"
              style={{ flex: 1 }}
              data-testid="player-search"
            />
            <Button type="submit" variant="primary" icon="search">
              Search
            </Button>
          </form>
        </CardBody>
      </Card>
      <div style={{ marginTop: 16 }}>
        {players === null ? null : players.length === 0 ? (
          <Card>
            <EmptyState
              icon="search"
              title="No player found"
              text={`None of your players' ids starts with “${prefix}”.`}
            />
          </Card>
        ) : (
          <Card>
            <Table caption="Players found" testId="players-table" csv={false}>
              <thead>
                <tr>
                  <th>External player id</th>
                  <th>Last launch</th>
                </tr>
              </thead>
              <tbody>
                {players.map((player) => (
                  <tr key={player.externalPlayerId}>
                    <td>
                      <Link href={`/backoffice/players/${encodeURIComponent(player.externalPlayerId)}`}>
                        {player.externalPlayerId}
                      </Link>
                    </td>
                    <td>{formatDateTime(player.lastLaunchAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
        )}
      </div>
    </>
  );
}
