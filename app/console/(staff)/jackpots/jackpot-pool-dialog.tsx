"use client";

import type { CreateJackpotPoolInput, JackpotScope, JackpotTierKind } from "@/graphql/generated/client/graphql";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { AppError } from "@/lib/base/errors";
import { Button } from "@/lib/console/ui/button";
import { ChoiceFieldset } from "@/lib/console/ui/choice-fieldset";
import { Dialog } from "@/lib/console/ui/dialog";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";

/** Operators with their catalogs: the dialog offers the games live for every chosen operator. */
const JackpotOperatorsQuery = graphql(`
  query ConsoleJackpotOperators {
    operators {
      id
      name
      defaultCurrency
      catalog {
        symbol
        title
      }
    }
  }
`);

const CreateJackpotPool = graphql(`
  mutation ConsoleCreateJackpotPool($input: CreateJackpotPoolInput!) {
    createJackpotPool(input: $input) {
      poolId
      title
    }
  }
`);

/** The form's fields, named as the server names them in a refusal (the contract's input), so each lands there. */
const FIELDS = ["title", "scope", "operators", "games", "base_currency", "tiers"] as const;
/** A tier line's fields, as the contract names them. */
type TierField = "name" | "kind" | "seed" | "cap" | "win_probability" | "contribution_rate" | "reserve_rate";
const TIER_FIELDS: readonly string[] = [
  "name",
  "kind",
  "seed",
  "cap",
  "win_probability",
  "contribution_rate",
  "reserve_rate",
];

/** A refusal about one tier line's field, to show on that field. */
interface TierError {
  index: number;
  field: TierField | null;
  message: string;
}

/** "must be more than 0" → "Must be more than 0". */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Where a refusal belongs. The server names the field at the start of its message: the contract's rules as
 * "tiers.0.seed must …" / "operators a network pool …", the service as "tiers[0]: the cap …" / "games: …", and an
 * operator or amount by its code. A tier's refusal goes on that tier line's field; anything else on its form field.
 */
function placeRefusal(error: unknown): { error: unknown; tier: TierError | null } {
  if (!(error instanceof AppError) || error.fields) return { error, tier: null };
  const message = error.message;
  const tier = /^tiers(?:\.(\d+)(?:\.([a-z_]+))?|\[(\d+)\]:?)\s+(.*)$/s.exec(message);
  if (tier) {
    const index = Number(tier[1] ?? tier[3]);
    const text = sentence(tier[4]!);
    // The service's own tier refusals ("tiers[0]: the cap must be above the seed") are about the cap.
    const field =
      tier[2] && TIER_FIELDS.includes(tier[2]) ? (tier[2] as TierField) : / cap\b/.test(text) ? "cap" : null;
    return {
      error: new AppError(error.code, message, { fields: { tiers: `Tier ${index + 1}: ${text}` } }),
      tier: { index, field, message: text },
    };
  }
  const named = /^([a-z_]+):?\s+(.*)$/s.exec(message);
  const field =
    named && (FIELDS as readonly string[]).includes(named[1]!)
      ? named[1]!
      : error.code === "operator_not_found"
        ? "operators"
        : error.code === "unknown_game"
          ? "games"
          : error.code === "invalid_currency"
            ? "base_currency"
            : error.code === "invalid_amount"
              ? "tiers"
              : null;
  if (!field) return { error, tier: null };
  const text = named?.[1] === field ? named[2]! : message;
  return { error: new AppError(error.code, message, { fields: { [field]: sentence(text) } }), tier: null };
}

interface TierLine {
  name: string;
  kind: JackpotTierKind;
  seed: string;
  cap: string;
  winProbability: string;
  contributionRate: string;
  reserveRate: string;
}

/** Which contract field each tier line value is: its refusal is cleared when the value changes. */
const TIER_LINE_FIELDS: Record<keyof TierLine, TierField> = {
  name: "name",
  kind: "kind",
  seed: "seed",
  cap: "cap",
  winProbability: "win_probability",
  contributionRate: "contribution_rate",
  reserveRate: "reserve_rate",
};

const emptyTier = (name = ""): TierLine => ({
  name,
  kind: "mystery",
  seed: "",
  cap: "",
  winProbability: "",
  contributionRate: "0.01",
  reserveRate: "0",
});

const emptyForm = () => ({
  title: "",
  scope: "local" as JackpotScope,
  operators: [] as string[],
  games: [] as string[],
  baseCurrency: "EUR",
  tiers: [{ ...emptyTier("mini"), seed: "100.00", cap: "500.00" }] as TierLine[],
});
type Form = ReturnType<typeof emptyForm>;

/** Which refused field each form value is (the server's name for it). */
const FORM_FIELDS: Record<keyof Form, (typeof FIELDS)[number]> = {
  title: "title",
  scope: "scope",
  operators: "operators",
  games: "games",
  baseCurrency: "base_currency",
  tiers: "tiers",
};

function inputOf(form: Form): CreateJackpotPoolInput {
  return {
    title: form.title.trim(),
    scope: form.scope,
    games: form.games,
    operatorIds: form.operators,
    baseCurrency: form.baseCurrency.trim().toUpperCase(),
    // A mystery tier sends its cap, a progressive one its win probability: each field belongs to one kind only.
    tiers: form.tiers.map((tier) => ({
      name: tier.name.trim(),
      kind: tier.kind,
      seed: tier.seed.trim(),
      cap: tier.kind === "mystery" ? tier.cap.trim() : null,
      winProbability: tier.kind === "progressive" ? tier.winProbability.trim() : null,
      contributionRate: tier.contributionRate.trim(),
      reserveRate: tier.reserveRate.trim() || null,
    })),
  };
}

export function JackpotPoolDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (poolId: string) => void;
}) {
  const [form, setForm] = useState<Form>(emptyForm);
  const [tierError, setTierError] = useState<TierError | null>(null);
  const operatorsQuery = useQuery(JackpotOperatorsQuery, {}, { skip: !open });
  const operators = operatorsQuery.data?.operators ?? [];
  const create = useMutation(CreateJackpotPool);

  // A refusal is about the value sent: once the field changes, its message goes (the next submit checks again).
  const set =
    <Field extends keyof Form>(field: Field) =>
    (value: Form[Field]) => {
      submit.clearFieldError(FORM_FIELDS[field]);
      if (field === "tiers") setTierError(null);
      setForm((current) => ({ ...current, [field]: value }));
    };

  // Games live in the catalog of every chosen operator.
  const chosen = operators.filter((operator) => form.operators.includes(operator.id));
  const games = chosen.length
    ? chosen[0]!.catalog.filter((game) =>
        chosen.every((operator) => operator.catalog.some((entry) => entry.symbol === game.symbol)),
      )
    : [];

  const submit = useSubmit({
    action: async () => {
      setTierError(null);
      try {
        const { createJackpotPool } = await create.mutate({ input: inputOf(form) });
        return createJackpotPool;
      } catch (caught) {
        const placed = placeRefusal(caught);
        setTierError(placed.tier);
        throw placed.error;
      }
    },
    fields: FIELDS,
    success: (pool) => ["Jackpot pool created", pool.title],
    after: (pool) => {
      setForm(emptyForm());
      onClose();
      onSaved(pool.poolId);
    },
  });
  const { fieldErrors } = submit;

  // A tier line's change clears the refusal of that line's changed field, the line's refusal naming no field, or a
  // refusal about the tiers as a whole (an amount, duplicate names).
  const setTier = (index: number, patch: Partial<TierLine>) => {
    const changed = (Object.keys(patch) as (keyof TierLine)[]).map((key) => TIER_LINE_FIELDS[key]);
    const cleared =
      !tierError || (tierError.index === index && (tierError.field === null || changed.includes(tierError.field)));
    if (cleared) {
      setTierError(null);
      submit.clearFieldError("tiers");
    }
    setForm((current) => ({
      ...current,
      tiers: current.tiers.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)),
    }));
  };
  const tierFieldError = (index: number, field: TierField) =>
    tierError && tierError.index === index && tierError.field === field ? tierError.message : undefined;
  const currency = form.baseCurrency.trim().toUpperCase() || "pool currency";
  const network = form.scope === "network";

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="New jackpot pool"
      description="Its tiers take a share of every qualifying real-money round of its games from the next settlement on. A mystery tier's first trigger is drawn when it is created; only its hash is shown. Recorded in the audit log."
      icon="bolt"
      wide
      testId="jackpot-dialog"
    >
      <form className="c-form" onSubmit={submit.handle} noValidate>
        <FormError title="The jackpot pool was not created" error={submit.error} />
        <div className="c-form-grid">
          <TextField
            label="Title"
            name="title"
            required
            maxLength={120}
            value={form.title}
            onChange={(event) => set("title")(event.target.value)}
            error={fieldErrors.title}
            placeholder="Aurora mystery"
          />
          <SelectField
            label="Scope"
            name="scope"
            value={form.scope}
            error={fieldErrors.scope}
            onChange={(event) => set("scope")(event.target.value as JackpotScope)}
            hint={
              network
                ? "Two or more operators; their players' bets are converted at the month's staff-entered rates."
                : "Exactly one operator's players feed and win it."
            }
            options={[
              { value: "local", label: "Local (one operator)" },
              { value: "network", label: "Network (several operators)" },
            ]}
          />
          <ChoiceFieldset
            idPrefix="jackpot"
            name="operators"
            legend="Operators"
            choices={operators.map((operator) => ({ value: operator.id, label: operator.name }))}
            chosen={form.operators}
            onChange={set("operators")}
            hint={network ? "Choose two or more." : "Choose one."}
            error={fieldErrors.operators}
          />
          <ChoiceFieldset
            idPrefix="jackpot"
            name="games"
            legend="Games"
            choices={games.map((game) => ({ value: game.symbol, label: game.title }))}
            chosen={form.games}
            onChange={set("games")}
            hint={
              form.operators.length
                ? "Games in the catalog of every chosen operator; their real-money rounds contribute."
                : "Choose the operators first."
            }
            error={fieldErrors.games}
          />
          <TextField
            label="Pool currency"
            name="baseCurrency"
            required
            mono
            maxLength={3}
            value={form.baseCurrency}
            onChange={(event) => set("baseCurrency")(event.target.value)}
            error={fieldErrors.base_currency}
            hint="Seeds, caps and amounts are in it; bets in other currencies are converted at the month's rate (none that month: they do not contribute)."
          />
          <div />
          <fieldset className="c-field c-field-wide c-check-fieldset">
            <legend className="c-label">Tiers, amounts in {currency}</legend>
            <div className="c-jackpot-tiers" data-testid="jackpot-tiers">
              {form.tiers.map((tier, index) => (
                <div className="c-jackpot-tier-line" key={index} data-testid="jackpot-tier-line">
                  <TextField
                    label="Name"
                    maxLength={40}
                    value={tier.name}
                    error={tierFieldError(index, "name")}
                    onChange={(event) => setTier(index, { name: event.target.value })}
                  />
                  <SelectField
                    label="Kind"
                    value={tier.kind}
                    error={tierFieldError(index, "kind")}
                    onChange={(event) => setTier(index, { kind: event.target.value as JackpotTierKind })}
                    options={[
                      { value: "mystery", label: "Mystery" },
                      { value: "progressive", label: "Progressive" },
                    ]}
                  />
                  <TextField
                    label="Seed"
                    mono
                    inputMode="decimal"
                    value={tier.seed}
                    error={tierFieldError(index, "seed")}
                    onChange={(event) => setTier(index, { seed: event.target.value })}
                  />
                  {tier.kind === "mystery" ? (
                    <TextField
                      label="Cap"
                      mono
                      inputMode="decimal"
                      value={tier.cap}
                      error={tierFieldError(index, "cap")}
                      onChange={(event) => setTier(index, { cap: event.target.value })}
                    />
                  ) : (
                    <TextField
                      label="Win probability"
                      mono
                      inputMode="decimal"
                      placeholder="0.00001"
                      value={tier.winProbability}
                      error={tierFieldError(index, "win_probability")}
                      onChange={(event) => setTier(index, { winProbability: event.target.value })}
                    />
                  )}
                  <TextField
                    label="Contribution rate"
                    mono
                    inputMode="decimal"
                    value={tier.contributionRate}
                    error={tierFieldError(index, "contribution_rate")}
                    onChange={(event) => setTier(index, { contributionRate: event.target.value })}
                  />
                  <TextField
                    label="Reserve share"
                    mono
                    inputMode="decimal"
                    value={tier.reserveRate}
                    error={tierFieldError(index, "reserve_rate")}
                    onChange={(event) => setTier(index, { reserveRate: event.target.value })}
                  />
                  <Button
                    variant="ghost"
                    icon="close"
                    aria-label={`Remove tier ${tier.name || index + 1}`}
                    disabled={form.tiers.length === 1}
                    onClick={() => set("tiers")(form.tiers.filter((_, at) => at !== index))}
                  />
                </div>
              ))}
              <div>
                <Button size="sm" icon="plus" onClick={() => set("tiers")([...form.tiers, emptyTier()])}>
                  Add tier
                </Button>
              </div>
            </div>
            <span className="c-hint">
              Mystery (must-drop-by): at each (re)seed a hidden trigger is drawn between the seed and the cap; the round
              whose contribution reaches it wins the tier. Progressive: each qualifying bet wins the tier with the win
              probability (0.00001 is 1 in 100,000), its amount growing until then. Rates are exact shares: 0.01 takes 1
              % of each qualifying bet; the reserve share of each contribution is kept for the next seed.
            </span>
            {fieldErrors.tiers && !tierError?.field ? <span className="c-field-error">{fieldErrors.tiers}</span> : null}
          </fieldset>
        </div>
        <div className="c-form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="primary"
            busy={submit.pending}
            disabled={form.operators.length === 0 || form.games.length === 0}
            data-testid="jackpot-submit"
          >
            Create pool
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
