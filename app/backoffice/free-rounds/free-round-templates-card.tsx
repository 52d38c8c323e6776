"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficeFreeRoundTemplateFragment } from "@/graphql/generated/backoffice/client/graphql";
import { BACKOFFICE_API } from "@/lib/console/backoffice-api";
import { errorMessage, executeGraphQL } from "@/lib/console/graphql-client";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { EmptyState } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";

// The operator's templates with Archive, and the form that creates one (admins); other roles read the list. Each a
// mutation of the back office's GraphQL from the browser, then the server page re-renders.

export const BackofficeFreeRoundTemplateFragmentDoc = graphql(`
  fragment BackofficeFreeRoundTemplate on FreeRoundTemplate {
    id
    name
    gameSymbol
    rounds
    betLevel
    coins {
      currency
      coinValue
    }
    validityDays
    createdBy
  }
`);

const CreateTemplate = graphql(`
  mutation BackofficeCreateFreeRoundTemplate($input: CreateFreeRoundTemplateInput!) {
    createFreeRoundTemplate(input: $input) {
      id
    }
  }
`);

const ArchiveTemplate = graphql(`
  mutation BackofficeArchiveFreeRoundTemplate($templateId: ID!) {
    archiveFreeRoundTemplate(templateId: $templateId) {
      id
    }
  }
`);

const EMPTY_FORM = { name: "", game: "", rounds: "10", betLevel: "1", currency: "EUR", coinValue: "0.10", days: "7" };

export function FreeRoundTemplatesCard({
  templates,
  games,
  canManage,
}: {
  templates: BackofficeFreeRoundTemplateFragment[];
  /** The operator's live catalog: the games a template may offer. */
  games: { symbol: string; title: string }[];
  /** Admins create and archive; support and finance read. */
  canManage: boolean;
}) {
  const titles = new Map(games.map((game) => [game.symbol, game.title]));
  const router = useRouter();
  const [form, setForm] = useState(EMPTY_FORM);
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

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("create", async () => {
      await executeGraphQL(
        CreateTemplate,
        {
          input: {
            name: form.name.trim(),
            game: form.game.trim(),
            rounds: Number(form.rounds),
            betLevel: Number(form.betLevel),
            coins: [{ currency: form.currency.trim().toUpperCase(), coinValue: form.coinValue.trim() }],
            validityDays: Number(form.days),
          },
        },
        { endpoint: BACKOFFICE_API },
      );
      setForm(EMPTY_FORM);
      return "Template created: support can grant it from a player's page.";
    });
  }

  const field = (key: keyof typeof EMPTY_FORM) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });

  return (
    <Card testId="free-round-templates">
      <CardHeader title="Templates" subtitle="What a goodwill grant awards one player: game, rounds, bet, validity." />
      <CardBody>
        <FormError error={error} />
        {notice ? (
          <p className="c-muted" role="status" data-testid="templates-notice">
            {notice}
          </p>
        ) : null}
        {templates.length === 0 ? (
          <EmptyState title="No templates yet" />
        ) : (
          <Table caption="Free-round templates" csv={false}>
            <thead>
              <tr>
                <th>Name</th>
                <th>Game</th>
                <th className="c-cell-num">Rounds</th>
                <th>Bet</th>
                <th className="c-cell-num">Valid (days)</th>
                {canManage ? <th aria-label="Actions" /> : null}
              </tr>
            </thead>
            <tbody>
              {templates.map((template) => (
                <tr key={template.id} data-testid="template-row">
                  <td>{template.name}</td>
                  <td>
                    {titles.get(template.gameSymbol) ?? template.gameSymbol}{" "}
                    <span className="c-muted c-mono">{template.gameSymbol}</span>
                  </td>
                  <td className="c-cell-num">{template.rounds}</td>
                  <td>
                    level {template.betLevel} ×{" "}
                    {template.coins.map((coin) => `${coin.coinValue} ${coin.currency}`).join(", ")}
                  </td>
                  <td className="c-cell-num">{template.validityDays}</td>
                  {canManage ? (
                    <td>
                      <Button
                        size="sm"
                        busy={busy === template.id}
                        onClick={() =>
                          void run(template.id, async () => {
                            await executeGraphQL(
                              ArchiveTemplate,
                              { templateId: template.id },
                              { endpoint: BACKOFFICE_API },
                            );
                            return `Template "${template.name}" archived: it is no longer offered for grants.`;
                          })
                        }
                      >
                        Archive
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {canManage ? (
          <form
            onSubmit={create}
            className="c-row"
            style={{ gap: 12, flexWrap: "wrap", alignItems: "flex-end", marginTop: 12 }}
            data-testid="create-template-form"
          >
            <TextField label="Name" required maxLength={100} {...field("name")} />
            <SelectField
              label="Game"
              required
              options={[
                { value: "", label: games.length ? "Choose a game…" : "No game in your catalog" },
                ...games.map((game) => ({ value: game.symbol, label: `${game.title} (${game.symbol})` })),
              ]}
              {...field("game")}
            />
            <TextField label="Rounds" type="number" min={1} max={1000} required {...field("rounds")} />
            <TextField label="Bet level" type="number" min={1} required {...field("betLevel")} />
            <TextField label="Currency" required maxLength={3} style={{ width: 80 }} {...field("currency")} />
            <TextField label="Coin value" required inputMode="decimal" style={{ width: 100 }} {...field("coinValue")} />
            <TextField label="Valid (days)" type="number" min={1} max={90} required {...field("days")} />
            <Button type="submit" variant="primary" busy={busy === "create"} disabled={!form.name.trim() || !form.game}>
              Create template
            </Button>
          </form>
        ) : (
          <p className="c-muted">
            Admins create and archive templates; admins and support grant one from a player&apos;s page.
          </p>
        )}
      </CardBody>
    </Card>
  );
}
