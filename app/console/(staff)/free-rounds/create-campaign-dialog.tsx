"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { formatCount, formatCountOf } from "@/lib/console/format";
import { Button } from "@/lib/console/ui/button";
import { Dialog } from "@/lib/console/ui/dialog";
import { Checkbox, SelectField, TextAreaField, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";
import { playersFromText } from "./players-text";

const CatalogQuery = graphql(`
  query ConsoleFreeRoundsCatalog($id: ID!) {
    operator(id: $id) {
      id
      defaultCurrency
      catalog {
        symbol
        title
        launchStatus
      }
    }
  }
`);

const CreateCampaign = graphql(`
  mutation ConsoleCreateFreeRoundsCampaign($input: CreateFreeRoundsCampaignInput!) {
    createFreeRoundsCampaign(input: $input) {
      created
      campaign {
        campaignId
        operatorId
        playersCount
      }
    }
  }
`);

/** A datetime-local value (the browser's time zone) `days` from now, to the minute. */
function localInput(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const emptyForm = () => ({
  operatorId: "",
  campaignId: "",
  rounds: "10",
  betLevel: "1",
  coinValue: "0.10",
  currency: "",
  validFrom: "",
  expiresAt: localInput(7),
  maxWin: "",
  players: "",
});
type Form = ReturnType<typeof emptyForm>;

export function CreateCampaignDialog({
  open,
  operators,
  onClose,
  onCreated,
}: {
  open: boolean;
  operators: { id: string; name: string }[];
  onClose: () => void;
  onCreated: (campaign: { operatorId: string; campaignId: string }) => void;
}) {
  const [form, setForm] = useState<Form>(emptyForm);
  const [games, setGames] = useState<string[]>([]);
  const create = useMutation(CreateCampaign);
  const catalog = useQuery(CatalogQuery, { id: form.operatorId }, { skip: !form.operatorId });
  const catalogGames = form.operatorId ? (catalog.data?.operator.catalog ?? []) : [];
  const currency = form.currency.trim() || catalog.data?.operator.defaultCurrency || "EUR";
  const players = playersFromText(form.players);
  const set = (field: keyof Form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = useSubmit({
    action: () =>
      create.mutate({
        input: {
          operatorId: form.operatorId,
          campaignId: form.campaignId.trim(),
          games,
          rounds: Number(form.rounds),
          betLevel: Number(form.betLevel),
          coinValue: form.coinValue.trim(),
          currency: currency.toUpperCase(),
          validFrom: form.validFrom ? new Date(form.validFrom).toISOString() : null,
          expiresAt: new Date(form.expiresAt).toISOString(),
          maxWin: form.maxWin.trim() || null,
          players,
        },
      }),
    success: ({ createFreeRoundsCampaign: { created, campaign } }) => [
      created ? "Campaign created" : "Campaign already existed",
      `${campaign.campaignId}: ${formatCountOf(campaign.playersCount, "player")}`,
    ],
    after: ({ createFreeRoundsCampaign: { campaign } }) => {
      setForm(emptyForm());
      setGames([]);
      onCreated(campaign);
    },
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create free-rounds campaign"
      description="Each player gets the rounds at one bet in any of the chosen games; wins are credited to the operator's wallet. Recorded in the audit log."
      icon="gift"
      wide
      testId="create-campaign-dialog"
    >
      <form className="c-form" onSubmit={submit.handle}>
        <FormError title="The campaign was not created" error={submit.error} />
        <div className="c-form-grid">
          <SelectField
            label="Operator"
            name="operatorId"
            required
            value={form.operatorId}
            onChange={(event) => {
              set("operatorId")(event);
              setGames([]);
            }}
            options={[
              { value: "", label: "Choose an operator" },
              ...operators.map((operator) => ({ value: operator.id, label: `${operator.name} (${operator.id})` })),
            ]}
          />
          <TextField
            label="Campaign id"
            name="campaignId"
            required
            mono
            maxLength={128}
            value={form.campaignId}
            onChange={set("campaignId")}
            hint="The operator's id for it; unique per operator."
            placeholder="welcome-2026-12"
          />
          <fieldset className="c-field c-field-wide c-check-fieldset" aria-describedby="campaign-games-hint">
            <legend className="c-label">Games</legend>
            <div className="c-check-grid" data-testid="campaign-games">
              {catalogGames.map((game) => (
                <Checkbox
                  key={game.symbol}
                  label={
                    <>
                      {game.title} <span className="c-faint c-mono">{game.symbol}</span>
                    </>
                  }
                  checked={games.includes(game.symbol)}
                  onChange={(event) =>
                    setGames((current) =>
                      event.target.checked
                        ? [...current, game.symbol]
                        : current.filter((symbol) => symbol !== game.symbol),
                    )
                  }
                />
              ))}
            </div>
            <span className="c-hint" id="campaign-games-hint">
              {form.operatorId
                ? "From the operator's catalog; the bet must be offered by every chosen game."
                : "Choose an operator first."}
            </span>
          </fieldset>
          <TextField
            label="Rounds per player"
            name="rounds"
            type="number"
            required
            min={1}
            max={1000}
            value={form.rounds}
            onChange={set("rounds")}
            hint="1–1000."
          />
          <TextField
            label="Bet level"
            name="betLevel"
            type="number"
            required
            min={1}
            value={form.betLevel}
            onChange={set("betLevel")}
          />
          <TextField
            label="Coin value"
            name="coinValue"
            required
            mono
            inputMode="decimal"
            value={form.coinValue}
            onChange={set("coinValue")}
            hint="Decimal, e.g. 0.10: a coin every chosen game offers."
          />
          <TextField
            label="Currency"
            name="currency"
            maxLength={3}
            mono
            value={form.currency}
            onChange={set("currency")}
            placeholder={currency}
            hint="The players' wallet currency."
          />
          <TextField
            label="Valid from"
            name="validFrom"
            type="datetime-local"
            value={form.validFrom}
            onChange={set("validFrom")}
            hint="Empty: now. Your local time."
          />
          <TextField
            label="Expires at"
            name="expiresAt"
            type="datetime-local"
            required
            value={form.expiresAt}
            onChange={set("expiresAt")}
            hint="Unplayed rounds are void after it."
          />
          <TextField
            label="Max win per player"
            name="maxWin"
            mono
            inputMode="decimal"
            value={form.maxWin}
            onChange={set("maxWin")}
            hint="Optional cap on one player's total win."
            placeholder="no cap"
          />
          <TextAreaField
            label="Players"
            name="players"
            required
            wide
            rows={5}
            value={form.players}
            onChange={set("players")}
            hint={`external_player_id, one per line (up to 10,000). ${players.length ? `${formatCount(players.length)} entered.` : ""}`}
          />
        </div>
        <div className="c-form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="primary"
            busy={submit.pending}
            disabled={games.length === 0 || players.length === 0}
            data-testid="create-campaign-submit"
          >
            Create campaign
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
