"use client";

import { graphql } from "@/graphql/generated/client";
import type { ConsoleJurisdictionProfilesQuery } from "@/graphql/generated/client/graphql";
import { formatCountOf } from "@/lib/console/format";
import { Badge } from "@/lib/console/ui/badge";
import { Card } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { useQuery } from "@/lib/console/use-graphql";

const JurisdictionProfilesQuery = graphql(`
  query ConsoleJurisdictionProfiles {
    jurisdictionProfiles {
      code
      name
      minSpinIntervalMs
      autoplayAllowed
      autoplayMaxSpins
      autoplayRequiresLossLimit
      turboAllowed
      slamStopAllowed
      featureBuyAllowed
      maxStake {
        currency
        amount
      }
      netPositionShown
      sessionTimeShown
      realityCheckMinutes
      rtpVariant
      promotionsAllowed
      promotionsNote
      jackpotsAllowed
      jackpotsNote
    }
  }
`);

type Profile = ConsoleJurisdictionProfilesQuery["jurisdictionProfiles"][number];

function Allowed({ value }: { value: boolean }) {
  return value ? <Badge tone="success">allowed</Badge> : <Badge tone="danger">no</Badge>;
}

function Shown({ value }: { value: boolean }) {
  return value ? <Badge tone="info">shown</Badge> : <Badge tone="neutral">hidden</Badge>;
}

function autoplayText(profile: Profile): string | null {
  if (!profile.autoplayAllowed) return null;
  return `up to ${formatCountOf(profile.autoplayMaxSpins ?? 0, "spin")}${profile.autoplayRequiresLossLimit ? ", loss limit required" : ""}`;
}

export function JurisdictionsView() {
  const query = useQuery(JurisdictionProfilesQuery, {});
  return (
    <>
      <PageHeader
        title="Jurisdictions"
        description="What each regulated market requires of a game session. Assign a profile on an operator's page; a launch may name a stricter one (jurisdiction), and the session plays under the stricter of both, rule by rule. The spin endpoint enforces every rule; the game page obeys them."
      />
      <QueryView query={query} rows={6}>
        {({ jurisdictionProfiles }) => (
          <Card testId="jurisdiction-profiles">
            <Table caption="Jurisdiction profiles">
              <thead>
                <tr>
                  <th>Profile</th>
                  <th>Min. spin interval</th>
                  <th>Autoplay</th>
                  <th>Turbo</th>
                  <th>Slam stop</th>
                  <th>Feature buy</th>
                  <th>Max stake</th>
                  <th>Net position</th>
                  <th>Session time</th>
                  <th>Reality check</th>
                  <th>RTP variant</th>
                  <th>Promotions</th>
                  <th>Jackpots</th>
                </tr>
              </thead>
              <tbody>
                {jurisdictionProfiles.map((profile) => (
                  <tr key={profile.code} data-testid={`jurisdiction-${profile.code}`}>
                    <td>
                      <span className="c-cell-title c-mono">{profile.code}</span>
                      <span className="c-cell-sub">{profile.name}</span>
                    </td>
                    <td>
                      {profile.minSpinIntervalMs > 0 ? `${(profile.minSpinIntervalMs / 1000).toFixed(1)} s` : "none"}
                    </td>
                    <td>
                      <Allowed value={profile.autoplayAllowed} />
                      {autoplayText(profile) ? <span className="c-cell-sub">{autoplayText(profile)}</span> : null}
                    </td>
                    <td>
                      <Allowed value={profile.turboAllowed} />
                    </td>
                    <td>
                      <Allowed value={profile.slamStopAllowed} />
                    </td>
                    <td>
                      <Allowed value={profile.featureBuyAllowed} />
                    </td>
                    <td className="c-mono">
                      {profile.maxStake.length === 0
                        ? "no limit"
                        : profile.maxStake.map((limit) => `${limit.amount} ${limit.currency}`).join(", ")}
                    </td>
                    <td>
                      <Shown value={profile.netPositionShown} />
                    </td>
                    <td>
                      <Shown value={profile.sessionTimeShown} />
                    </td>
                    <td>
                      {profile.realityCheckMinutes === null ? "none" : `every ${profile.realityCheckMinutes} min`}
                    </td>
                    <td className="c-mono">{profile.rtpVariant} %</td>
                    <td data-testid={`jurisdiction-${profile.code}-promotions`}>
                      {/* Wide enough that the sourced reason reads as a few lines, not a word per line. */}
                      <div style={{ minWidth: 260 }}>
                        {profile.promotionsAllowed ? (
                          <Badge tone="success">allowed</Badge>
                        ) : (
                          <Badge tone="danger">excluded</Badge>
                        )}
                        <span className="c-cell-sub">{profile.promotionsNote}</span>
                      </div>
                    </td>
                    <td data-testid={`jurisdiction-${profile.code}-jackpots`}>
                      <div style={{ minWidth: 260 }}>
                        {profile.jackpotsAllowed ? (
                          <Badge tone="success">allowed</Badge>
                        ) : (
                          <Badge tone="danger">excluded</Badge>
                        )}
                        <span className="c-cell-sub">{profile.jackpotsNote}</span>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
        )}
      </QueryView>
    </>
  );
}
