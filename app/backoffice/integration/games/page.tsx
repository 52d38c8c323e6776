import type { Metadata } from "next";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import { Badge } from "@/lib/console/ui/badge";
import { Card } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState } from "@/lib/console/ui/states";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { INTEGRATION_CRUMBS } from "@/app/backoffice/integration/integration-page";
import "./games.css";

// GET /backoffice/integration/games — the operator's live catalog as its API key receives it, with each game's
// artwork (the public art endpoint's thumbnail). Read-only; every role.

export const metadata: Metadata = { title: "Games" };

const GamesQuery = graphql(`
  query BackofficeCatalogGames {
    catalogGames {
      symbol
      slug
      title
      provider
      family
      rtp
      lines
      launchStatus
      thumbnailUrl
    }
  }
`);

export default async function GamesPage() {
  const user = await requireOperatorUserPage({ returnTo: "/backoffice/integration/games" });
  const { catalogGames } = await backofficePageQuery(user, GamesQuery, {});
  return (
    <>
      <PageHeader
        title="Games"
        description={`Your live catalog: ${catalogGames.length} game(s), as GET /api/provider/v1/games lists them to your key. Ask your account manager to add or remove games.`}
        breadcrumbs={INTEGRATION_CRUMBS}
      />
      {catalogGames.length === 0 ? (
        <Card>
          <EmptyState icon="games" title="No live games in your catalog yet" />
        </Card>
      ) : (
        <ul className="bo-games" data-testid="catalog-games">
          {catalogGames.map((game) => (
            <li key={game.symbol} className="c-card bo-game" data-testid="catalog-game">
              {game.thumbnailUrl ? (
                // The artwork endpoint answers an uploaded image or a generated SVG card: any size, no optimiser.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={game.thumbnailUrl} alt="" className="bo-game-art" loading="lazy" width={320} height={180} />
              ) : (
                <div className="bo-game-art" />
              )}
              <div className="bo-game-text">
                <strong>{game.title}</strong>
                <span className="c-muted c-small">
                  {game.provider}
                  {game.family ? ` · ${game.family}` : ""}
                </span>
                <span className="c-small">
                  <span className="c-mono">{game.symbol}</span>
                  {game.rtp ? ` · RTP ${game.rtp}%` : ""}
                  {game.lines ? ` · ${game.lines} lines` : ""}
                </span>
                {game.launchStatus && game.launchStatus !== "live" ? (
                  <Badge tone="warning">{game.launchStatus}</Badge>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
