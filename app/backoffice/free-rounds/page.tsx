import type { Metadata } from "next";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import { formatDateTime } from "@/lib/console/format";
import { Badge, type BadgeTone } from "@/lib/console/ui/badge";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { FreeRoundTemplatesCard } from "./free-round-templates-card";

// GET /backoffice/free-rounds — the session operator's free-round templates (admins create and archive them; a
// grant to one player is made from the player's page) and its campaigns with their progress: those created through
// the operator API, by our staff for the operator, and each goodwill grant (campaign id goodwill-…).

export const metadata: Metadata = { title: "Free rounds" };

const FreeRoundsQuery = graphql(`
  query BackofficeFreeRounds {
    freeRoundTemplates {
      ...BackofficeFreeRoundTemplate
    }
    catalogGames {
      symbol
      title
    }
    freeRoundCampaigns(first: 100) {
      items {
        campaignId
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
    }
  }
`);

const STATE_TONES: Record<string, BadgeTone> = { active: "success", expired: "neutral", cancelled: "warning" };

export default async function FreeRoundsPage() {
  const user = await requireOperatorUserPage({ returnTo: "/backoffice/free-rounds" });
  const { freeRoundTemplates, freeRoundCampaigns, catalogGames } = await backofficePageQuery(user, FreeRoundsQuery, {});
  return (
    <>
      <PageHeader
        title="Free rounds"
        description="Templates for goodwill grants to one player (granted from the player's page), and your campaigns with their progress."
        breadcrumbs={[{ href: "/backoffice", label: "Back office" }]}
      />

      <FreeRoundTemplatesCard
        templates={freeRoundTemplates}
        games={catalogGames}
        canManage={user.role === "operator_admin"}
      />

      <div style={{ marginTop: 16 }}>
        <Card testId="free-round-campaigns">
          <CardHeader
            title="Campaigns"
            subtitle="Newest first: yours through the API, our staff's for you, and goodwill grants (goodwill-…)."
          />
          {freeRoundCampaigns.items.length === 0 ? (
            <EmptyState title="No campaigns yet" />
          ) : (
            <Table caption="Free-rounds campaigns" csv={false}>
              <thead>
                <tr>
                  <th>Campaign</th>
                  <th>Games</th>
                  <th>Bet</th>
                  <th className="c-cell-num">Players</th>
                  <th className="c-cell-num">Rounds played</th>
                  <th className="c-cell-num">Wins</th>
                  <th>State</th>
                  <th>Expires</th>
                </tr>
              </thead>
              <tbody>
                {freeRoundCampaigns.items.map((campaign) => (
                  <tr key={campaign.campaignId} data-testid="campaign-row">
                    <td className="c-mono">{campaign.campaignId}</td>
                    <td>{campaign.games.join(", ")}</td>
                    <td>
                      level {campaign.betLevel} × {campaign.coinValue} {campaign.currency}
                    </td>
                    <td className="c-cell-num">{campaign.playersCount}</td>
                    <td className="c-cell-num">
                      {campaign.roundsPlayed} / {campaign.roundsAwarded}
                    </td>
                    <td className="c-cell-num">
                      {campaign.win} {campaign.currency}
                    </td>
                    <td>
                      <Badge tone={STATE_TONES[campaign.state] ?? "info"}>{campaign.state}</Badge>
                    </td>
                    <td>{formatDateTime(campaign.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
      </div>
    </>
  );
}
