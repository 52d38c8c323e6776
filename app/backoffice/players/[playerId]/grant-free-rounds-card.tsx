"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficeGrantTemplateFragment } from "@/graphql/generated/backoffice/client/graphql";
import { BACKOFFICE_API } from "@/lib/console/backoffice-api";
import { errorMessage, executeGraphQL } from "@/lib/console/graphql-client";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";

// Grants the player a template's free rounds as a goodwill gesture (admins and support): the game offers them at
// the player's next launch. The form makes one idempotency key per grant, so a double click or a retry after a lost
// answer grants once; a new key is made after a grant succeeds.

export const BackofficeGrantTemplateFragmentDoc = graphql(`
  fragment BackofficeGrantTemplate on FreeRoundTemplate {
    id
    name
    gameSymbol
    rounds
    betLevel
    validityDays
    coins {
      currency
      coinValue
    }
  }
`);

const GrantFreeRounds = graphql(`
  mutation BackofficeGrantFreeRounds(
    $externalPlayerId: ID!
    $templateId: ID!
    $currency: String
    $reason: String!
    $idempotencyKey: String!
  ) {
    grantFreeRounds(
      externalPlayerId: $externalPlayerId
      templateId: $templateId
      currency: $currency
      reason: $reason
      idempotencyKey: $idempotencyKey
    ) {
      created
      campaign {
        campaignId
        rounds
        games
        expiresAt
      }
    }
  }
`);

function describe(template: BackofficeGrantTemplateFragment, gameTitle: string | undefined): string {
  const coins = template.coins.map((coin) => `${coin.coinValue} ${coin.currency}`).join(" / ");
  const game = gameTitle ? `${gameTitle} (${template.gameSymbol})` : template.gameSymbol;
  return `${template.name} — ${template.rounds} rounds of ${game}, level ${template.betLevel} × ${coins}, ${template.validityDays} days`;
}

export function GrantFreeRoundsCard({
  externalPlayerId,
  templates,
  games,
}: {
  externalPlayerId: string;
  templates: BackofficeGrantTemplateFragment[];
  /** The operator's catalog, for the games' names (a template of a game no longer offered shows its symbol). */
  games: { symbol: string; title: string }[];
}) {
  const titles = new Map(games.map((game) => [game.symbol, game.title]));
  const router = useRouter();
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? "");
  const [currency, setCurrency] = useState("");
  const [reason, setReason] = useState("");
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const template = templates.find((entry) => entry.id === templateId);

  async function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const { grantFreeRounds } = await executeGraphQL(
        GrantFreeRounds,
        { externalPlayerId, templateId, currency: currency || null, reason: reason.trim(), idempotencyKey },
        { endpoint: BACKOFFICE_API },
      );
      const { campaign } = grantFreeRounds;
      setNotice(
        `Granted ${campaign.rounds} free rounds of ${campaign.games.join(", ")} (campaign ${campaign.campaignId}): offered at the player's next launch.`,
      );
      setReason("");
      setIdempotencyKey(crypto.randomUUID());
      router.refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ marginTop: 16 }}>
      <Card testId="grant-free-rounds">
        <CardHeader title="Grant free rounds" subtitle="A goodwill gesture from one of your templates." />
        <CardBody>
          <FormError error={error} />
          {notice ? (
            <p className="c-muted" role="status" data-testid="grant-notice">
              {notice}
            </p>
          ) : null}
          {templates.length === 0 ? (
            <p className="c-muted">
              No template yet: an admin creates one on <a href="/backoffice/free-rounds">Free rounds</a>.
            </p>
          ) : (
            <form onSubmit={grant} className="c-row" style={{ gap: 12, flexWrap: "wrap", alignItems: "flex-end" }}>
              <SelectField
                label="Template"
                value={templateId}
                onChange={(event) => {
                  setTemplateId(event.target.value);
                  setCurrency("");
                }}
                options={templates.map((entry) => ({
                  value: entry.id,
                  label: describe(entry, titles.get(entry.gameSymbol)),
                }))}
                style={{ maxWidth: "100%" }}
              />
              {template && template.coins.length > 1 ? (
                <SelectField
                  label="Currency"
                  value={currency}
                  onChange={(event) => setCurrency(event.target.value)}
                  options={[
                    { value: "", label: "The player's" },
                    ...template.coins.map((coin) => ({ value: coin.currency, label: coin.currency })),
                  ]}
                />
              ) : null}
              <TextField
                label="Reason"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required
                maxLength={500}
                placeholder="e.g. ticket 1234: game outage"
                style={{ width: 320, maxWidth: "100%" }}
              />
              <Button type="submit" variant="primary" busy={busy} disabled={!reason.trim() || !templateId}>
                Grant
              </Button>
            </form>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
