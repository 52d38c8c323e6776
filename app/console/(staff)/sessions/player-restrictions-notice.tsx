"use client";

import { graphql } from "@/graphql/generated/client";
import { Alert } from "@/lib/console/ui/states";
import { TimeText } from "@/lib/console/ui/time-text";
import { useQuery } from "@/lib/console/use-graphql";

// Read-only: a player's active launch restrictions, set by the operator in its back office. Shown above the sessions
// of the player id the filter names (every operator's, or the one operator's on its page).

const PlayerRestrictionsQuery = graphql(`
  query ConsolePlayerRestrictions($externalPlayerId: String!, $operatorId: ID) {
    playerRestrictions(externalPlayerId: $externalPlayerId, operatorId: $operatorId) {
      id
      operatorId
      reason
      endsAt
      createdBy
      createdAt
    }
  }
`);

export function PlayerRestrictionsNotice({
  externalPlayerId,
  operatorId,
}: {
  externalPlayerId: string;
  operatorId?: string;
}) {
  const query = useQuery(PlayerRestrictionsQuery, { externalPlayerId, operatorId: operatorId ?? null });
  const restrictions = query.data?.playerRestrictions ?? [];
  if (restrictions.length === 0) return null;
  return (
    <div data-testid="player-restrictions">
      <Alert tone="warning" title={`Player ${externalPlayerId} is restricted from launching`}>
        {restrictions.map((restriction, index) => (
          <span key={restriction.id} data-testid="player-restriction">
            {index > 0 ? <br /> : null}
            {restriction.operatorId}: “{restriction.reason}” by {restriction.createdBy} since{" "}
            <TimeText value={restriction.createdAt} />,{" "}
            {restriction.endsAt ? (
              <>
                until <TimeText value={restriction.endsAt} />
              </>
            ) : (
              "until lifted"
            )}
          </span>
        ))}
      </Alert>
    </div>
  );
}
