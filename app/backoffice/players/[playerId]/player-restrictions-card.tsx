"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficePlayerRestrictionFragment } from "@/graphql/generated/backoffice/client/graphql";
import { BACKOFFICE_API } from "@/lib/console/backoffice-api";
import { errorMessage, executeGraphQL } from "@/lib/console/graphql-client";
import { formatDateTime } from "@/lib/console/format";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { EmptyState } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";

// The player's active restrictions with Lift, the Restrict form and the kick: each a mutation of the back office's
// own GraphQL endpoint from the browser, then the server page re-renders with what the API answers now. Finance
// users (read-only) see the list without the actions; the API refuses them anyway.

export const BackofficePlayerRestrictionFragmentDoc = graphql(`
  fragment BackofficePlayerRestriction on PlayerRestriction {
    id
    reason
    endsAt
    createdBy
    createdAt
  }
`);

const RestrictPlayer = graphql(`
  mutation BackofficeRestrictPlayer($externalPlayerId: ID!, $reason: String!, $endsAt: DateTime) {
    restrictPlayer(externalPlayerId: $externalPlayerId, reason: $reason, endsAt: $endsAt) {
      id
    }
  }
`);

const LiftRestriction = graphql(`
  mutation BackofficeLiftPlayerRestriction($restrictionId: ID!) {
    liftPlayerRestriction(restrictionId: $restrictionId) {
      id
    }
  }
`);

const KickPlayer = graphql(`
  mutation BackofficeKickPlayer($externalPlayerId: ID!) {
    kickPlayer(externalPlayerId: $externalPlayerId) {
      endedSessionIds
    }
  }
`);

export function PlayerRestrictionsCard({
  externalPlayerId,
  restrictions,
  canAct,
}: {
  externalPlayerId: string;
  restrictions: BackofficePlayerRestrictionFragment[];
  /** Admins and support act; finance only reads. */
  canAct: boolean;
}) {
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [endsOn, setEndsOn] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<string>) {
    setBusy(key);
    setError(null);
    setNotice(null);
    try {
      setNotice(await action());
      router.refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  function restrict(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("restrict", async () => {
      // The chosen day's end in UTC, as the page's dates are UTC days.
      const endsAt = endsOn ? `${endsOn}T23:59:59.999Z` : null;
      await executeGraphQL(
        RestrictPlayer,
        { externalPlayerId, reason: reason.trim(), endsAt },
        { endpoint: BACKOFFICE_API },
      );
      setReason("");
      setEndsOn("");
      return "Player restricted: their launches are refused until the restriction is lifted or ends.";
    });
  }

  return (
    <div style={{ marginTop: 16 }}>
      <Card testId="player-restrictions">
        <CardHeader
          title="Restrictions"
          subtitle="A restricted player's launches are refused with player_restricted."
          actions={
            canAct ? (
              <Button
                variant="danger-soft"
                busy={busy === "kick"}
                data-testid="kick-player"
                onClick={() =>
                  void run("kick", async () => {
                    const { kickPlayer } = await executeGraphQL(
                      KickPlayer,
                      { externalPlayerId },
                      { endpoint: BACKOFFICE_API },
                    );
                    const count = kickPlayer.endedSessionIds.length;
                    return count === 0 ? "No open session to end." : `Ended ${count} open session(s).`;
                  })
                }
              >
                Kick (end open sessions)
              </Button>
            ) : null
          }
        />
        <CardBody>
          <FormError error={error} />
          {notice ? (
            <p className="c-muted" role="status" data-testid="restrictions-notice">
              {notice}
            </p>
          ) : null}
          {restrictions.length === 0 ? (
            <EmptyState title="No active restriction" />
          ) : (
            <Table caption="Active restrictions" csv={false}>
              <thead>
                <tr>
                  <th>Reason</th>
                  <th>Since</th>
                  <th>Ends</th>
                  <th>By</th>
                  {canAct ? <th aria-label="Actions" /> : null}
                </tr>
              </thead>
              <tbody>
                {restrictions.map((restriction) => (
                  <tr key={restriction.id} data-testid="restriction-row">
                    <td>{restriction.reason}</td>
                    <td>{formatDateTime(restriction.createdAt)}</td>
                    <td>{restriction.endsAt ? formatDateTime(restriction.endsAt) : "Until lifted"}</td>
                    <td className="c-mono">{restriction.createdBy}</td>
                    {canAct ? (
                      <td>
                        <Button
                          size="sm"
                          busy={busy === restriction.id}
                          onClick={() =>
                            void run(restriction.id, async () => {
                              await executeGraphQL(
                                LiftRestriction,
                                { restrictionId: restriction.id },
                                { endpoint: BACKOFFICE_API },
                              );
                              return "Restriction lifted: the player may launch again.";
                            })
                          }
                        >
                          Lift
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {canAct ? (
            <form
              onSubmit={restrict}
              className="c-row"
              style={{ gap: 12, flexWrap: "wrap", alignItems: "flex-end", marginTop: 12 }}
            >
              <TextField
                label="Reason"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required
                maxLength={500}
              />
              <TextField
                label="Ends (optional, UTC day)"
                type="date"
                value={endsOn}
                onChange={(event) => setEndsOn(event.target.value)}
              />
              <Button type="submit" variant="danger" busy={busy === "restrict"} disabled={!reason.trim()}>
                Restrict
              </Button>
            </form>
          ) : (
            <p className="c-muted">Your role reads restrictions only; admins and support restrict, lift and kick.</p>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
