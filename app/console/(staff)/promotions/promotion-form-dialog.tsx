"use client";

import type {
  ConsolePromotionTermsFragment,
  CreatePromotionInput,
  PromotionKind,
  PromotionScoring,
} from "@/graphql/generated/client/graphql";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { AppError } from "@/lib/base/errors";
import { Button } from "@/lib/console/ui/button";
import { Dialog } from "@/lib/console/ui/dialog";
import { ChoiceFieldset } from "@/lib/console/ui/choice-fieldset";
import { SelectField, Switch, TextAreaField, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { useMutation } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";
import { reviewLabel } from "./promotion-labels";
import "./promotions.css";

/** Operators with their catalogs: the dialog offers the games live for every chosen operator. */
export const PromotionOperatorsQuery = graphql(`
  query ConsolePromotionOperators {
    operators {
      id
      name
      defaultCurrency
      catalog {
        symbol
        title
      }
    }
    jurisdictionProfiles {
      code
      name
      promotionsAllowed
      promotionsNote
    }
  }
`);

/** What the edit form starts from (the detail page spreads it). */
export const PromotionTermsFields = graphql(`
  fragment ConsolePromotionTerms on Promotion {
    promotionId
    kind
    title
    terms
    games
    operatorIds
    startsAt
    endsAt
    baseCurrency
    scoring
    optIn
    reviewMinutes
    jurisdictions
    minBets {
      currency
      amount
    }
    prizes {
      fromRank
      toRank
      count
      amount
    }
  }
`);

const CreatePromotion = graphql(`
  mutation ConsoleCreatePromotion($input: CreatePromotionInput!) {
    createPromotion(input: $input) {
      promotionId
      title
    }
  }
`);

const UpdatePromotion = graphql(`
  mutation ConsoleUpdatePromotion($promotionId: ID!, $input: CreatePromotionInput!) {
    updatePromotion(promotionId: $promotionId, input: $input) {
      promotionId
      title
    }
  }
`);

/** The form's fields, named as the server names them in a refusal (the contract's input), so each lands there. */
const FIELDS = [
  "title",
  "terms",
  "games",
  "operators",
  "starts_at",
  "ends_at",
  "base_currency",
  "scoring",
  "min_bets",
  "tournament_prizes",
  "drop_prizes",
  "prizes",
  "review_minutes",
  "jurisdictions",
] as const;

/**
 * A refusal the service names by code rather than by field (promotion-terms.ts): put it on the field it is about,
 * so staff see it beside what to fix.
 */
function onItsField(error: unknown, kind: PromotionKind): unknown {
  if (!(error instanceof AppError) || error.fields) return error;
  const message = error.message;
  const field = (() => {
    switch (error.code) {
      case "invalid_promotion_window":
        return message.startsWith("starts_at") ? "starts_at" : "ends_at";
      case "unknown_game":
      case "game_not_in_catalog":
        return "games";
      case "operator_not_found":
        return "operators";
      case "invalid_currency":
        return "base_currency";
      case "invalid_amount":
        return message.startsWith("min_bets")
          ? "min_bets"
          : kind === "tournament"
            ? "tournament_prizes"
            : "drop_prizes";
      default:
        return null;
    }
  })();
  return field ? new AppError(error.code, message, { fields: { [field]: message } }) : error;
}

/** A datetime-local value (the browser's time zone) for an instant, to the minute. */
function localInput(at: Date): string {
  const minute = new Date(at);
  minute.setSeconds(0, 0);
  return new Date(minute.getTime() - minute.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

interface RankLine {
  fromRank: string;
  toRank: string;
  amount: string;
}
interface TierLine {
  count: string;
  amount: string;
}
interface MinBetLine {
  currency: string;
  amount: string;
}

const emptyForm = () => ({
  kind: "tournament" as PromotionKind,
  title: "",
  terms: "",
  startsAt: localInput(new Date(Date.now() + 86_400_000)),
  endsAt: localInput(new Date(Date.now() + 8 * 86_400_000)),
  baseCurrency: "EUR",
  scoring: "win_multiplier" as PromotionScoring,
  optIn: false,
  reviewMinutes: "0",
  /** Empty: every jurisdiction whose profile allows promotions. */
  jurisdictions: [] as string[],
  operators: [] as string[],
  games: [] as string[],
  minBets: [{ currency: "EUR", amount: "0.20" }] as MinBetLine[],
  ranks: [
    { fromRank: "1", toRank: "1", amount: "500.00" },
    { fromRank: "2", toRank: "10", amount: "50.00" },
  ] as RankLine[],
  tiers: [{ count: "10", amount: "10.00" }] as TierLine[],
});
type Form = ReturnType<typeof emptyForm>;

function formOf(promotion: ConsolePromotionTermsFragment): Form {
  const ranks = promotion.prizes.filter((prize) => prize.fromRank !== null && prize.fromRank !== undefined);
  const tiers = promotion.prizes.filter((prize) => prize.count !== null && prize.count !== undefined);
  return {
    kind: promotion.kind,
    title: promotion.title,
    terms: promotion.terms,
    startsAt: localInput(new Date(promotion.startsAt)),
    endsAt: localInput(new Date(promotion.endsAt)),
    baseCurrency: promotion.baseCurrency,
    scoring: promotion.scoring ?? "win_multiplier",
    optIn: promotion.optIn,
    reviewMinutes: String(promotion.reviewMinutes),
    jurisdictions: promotion.jurisdictions,
    operators: promotion.operatorIds,
    games: promotion.games,
    minBets: promotion.minBets.map((bet) => ({ currency: bet.currency, amount: bet.amount })),
    ranks: ranks.length
      ? ranks.map((prize) => ({ fromRank: String(prize.fromRank), toRank: String(prize.toRank), amount: prize.amount }))
      : emptyForm().ranks,
    tiers: tiers.length
      ? tiers.map((prize) => ({ count: String(prize.count), amount: prize.amount }))
      : emptyForm().tiers,
  };
}

function inputOf(form: Form): CreatePromotionInput {
  const tournament = form.kind === "tournament";
  return {
    kind: form.kind,
    title: form.title.trim(),
    terms: form.terms.trim(),
    games: form.games,
    operatorIds: form.operators,
    startsAt: new Date(form.startsAt).toISOString(),
    endsAt: new Date(form.endsAt).toISOString(),
    baseCurrency: form.baseCurrency.trim().toUpperCase(),
    scoring: tournament ? form.scoring : null,
    minBets: form.minBets.map((bet) => ({ currency: bet.currency.trim().toUpperCase(), amount: bet.amount.trim() })),
    tournamentPrizes: tournament
      ? form.ranks.map((line) => ({
          fromRank: Number(line.fromRank),
          toRank: Number(line.toRank),
          amount: line.amount.trim(),
        }))
      : null,
    dropPrizes: tournament
      ? null
      : form.tiers.map((tier) => ({ count: Number(tier.count), amount: tier.amount.trim() })),
    optIn: form.optIn,
    reviewMinutes: tournament ? Number(form.reviewMinutes) : null,
    jurisdictions: form.jurisdictions,
  };
}

export function PromotionFormDialog({
  open,
  operators,
  jurisdictions,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  operators: { id: string; name: string; catalog: { symbol: string; title: string }[] }[];
  /** The jurisdiction profiles: those allowing promotions can be chosen. */
  jurisdictions: { code: string; name: string; promotionsAllowed: boolean; promotionsNote: string }[];
  /** A scheduled promotion to edit; without it the dialog creates one. */
  editing?: ConsolePromotionTermsFragment;
  onClose: () => void;
  onSaved: (promotionId: string) => void;
}) {
  // The edit dialog is mounted for each edit, so it starts from the promotion as saved.
  const [form, setForm] = useState<Form>(() => (editing ? formOf(editing) : emptyForm()));
  const create = useMutation(CreatePromotion);
  const update = useMutation(UpdatePromotion);

  const set =
    <Field extends keyof Form>(field: Field) =>
    (value: Form[Field]) =>
      setForm((current) => ({ ...current, [field]: value }));
  const text =
    (field: "title" | "terms" | "startsAt" | "endsAt" | "baseCurrency" | "reviewMinutes") =>
    (event: { target: { value: string } }) =>
      set(field)(event.target.value);
  const tournament = form.kind === "tournament";

  // Games live in the catalog of every chosen operator.
  const chosen = operators.filter((operator) => form.operators.includes(operator.id));
  const games = chosen.length
    ? chosen[0]!.catalog.filter((game) =>
        chosen.every((operator) => operator.catalog.some((entry) => entry.symbol === game.symbol)),
      )
    : [];

  const submit = useSubmit({
    action: async () => {
      try {
        if (editing) {
          const { updatePromotion } = await update.mutate({
            promotionId: editing.promotionId,
            input: inputOf(form),
          });
          return updatePromotion;
        }
        const { createPromotion } = await create.mutate({ input: inputOf(form) });
        return createPromotion;
      } catch (error) {
        throw onItsField(error, form.kind);
      }
    },
    fields: FIELDS,
    success: (promotion) => [editing ? "Promotion saved" : "Promotion created", promotion.title],
    after: (promotion) => {
      onClose();
      onSaved(promotion.promotionId);
    },
  });
  const { fieldErrors } = submit;

  const updateLine = <Line,>(lines: Line[], index: number, patch: Partial<Line>) =>
    lines.map((line, at) => (at === index ? { ...line, ...patch } : line));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? "Edit promotion" : "Create promotion"}
      description={
        editing
          ? "Its terms can change until it starts; players see them as saved. Recorded in the audit log."
          : "A tournament ranks players over its window and pays prizes by rank; a prize drop pays prizes that qualifying rounds draw. Recorded in the audit log."
      }
      icon="trophy"
      wide
      testId="promotion-dialog"
    >
      <form className="c-form" onSubmit={submit.handle} noValidate>
        <FormError
          title={editing ? "The promotion was not saved" : "The promotion was not created"}
          error={submit.error}
        />
        <div className="c-form-grid">
          <SelectField
            label="Kind"
            name="kind"
            value={form.kind}
            disabled={Boolean(editing)}
            hint={editing ? "A promotion's kind stays as created." : undefined}
            onChange={(event) => set("kind")(event.target.value as PromotionKind)}
            options={[
              { value: "tournament", label: "Tournament" },
              { value: "prize_drop", label: "Prize drop" },
            ]}
          />
          <TextField
            label="Title"
            name="title"
            required
            maxLength={120}
            value={form.title}
            onChange={text("title")}
            error={fieldErrors.title}
            placeholder="December Aurora race"
          />
          <ChoiceFieldset
            idPrefix="promotion"
            name="operators"
            legend="Operators"
            choices={operators.map((operator) => ({ value: operator.id, label: operator.name }))}
            chosen={form.operators}
            onChange={set("operators")}
            hint="Several operators make a network promotion: one leaderboard, each operator's players masked to the others."
            error={fieldErrors.operators}
          />
          <ChoiceFieldset
            idPrefix="promotion"
            excludedNote="excludes promotions"
            name="jurisdictions"
            legend="Jurisdictions"
            choices={jurisdictions.map((profile) => ({
              value: profile.code,
              label: profile.name,
              excluded: profile.promotionsAllowed ? undefined : profile.promotionsNote,
            }))}
            chosen={form.jurisdictions}
            onChange={set("jurisdictions")}
            hint="None chosen: every jurisdiction whose profile allows promotions. A session takes part under the stricter of its operator's and its launch's profile; profiles that exclude promotions cannot be chosen."
            error={fieldErrors.jurisdictions}
          />
          <ChoiceFieldset
            idPrefix="promotion"
            name="games"
            legend="Games"
            choices={games.map((game) => ({ value: game.symbol, label: game.title }))}
            chosen={form.games}
            onChange={set("games")}
            hint={
              form.operators.length
                ? "Games in the catalog of every chosen operator; their real-money rounds count."
                : "Choose the operators first."
            }
            error={fieldErrors.games}
          />
          <TextField
            label="Starts at"
            name="startsAt"
            type="datetime-local"
            required
            value={form.startsAt}
            onChange={text("startsAt")}
            error={fieldErrors.starts_at}
            hint="Your local time."
          />
          <TextField
            label="Ends at"
            name="endsAt"
            type="datetime-local"
            required
            value={form.endsAt}
            onChange={text("endsAt")}
            error={fieldErrors.ends_at}
            hint="At most 90 days after the start."
          />
          <TextField
            label="Base currency"
            name="baseCurrency"
            required
            mono
            maxLength={3}
            value={form.baseCurrency}
            onChange={text("baseCurrency")}
            error={fieldErrors.base_currency}
            hint="Prizes are set in it; a player in another currency is paid at the month's staff-entered rate."
          />
          {tournament ? (
            <SelectField
              label="Scoring"
              name="scoring"
              value={form.scoring}
              error={fieldErrors.scoring}
              onChange={(event) => set("scoring")(event.target.value as PromotionScoring)}
              options={[
                { value: "win_multiplier", label: "Best win multiplier (one round's win ÷ bet)" },
                { value: "total_win", label: "Total win" },
                { value: "rounds_played", label: "Rounds played" },
              ]}
            />
          ) : (
            <div />
          )}
          <fieldset className="c-field c-field-wide c-check-fieldset">
            <legend className="c-label">Minimum bet per currency</legend>
            <div className="c-promo-lines" data-testid="promotion-min-bets">
              {form.minBets.map((bet, index) => (
                <div className="c-promo-line c-promo-line-2" key={index}>
                  <TextField
                    label="Currency"
                    mono
                    maxLength={3}
                    value={bet.currency}
                    onChange={(event) =>
                      set("minBets")(updateLine(form.minBets, index, { currency: event.target.value }))
                    }
                  />
                  <TextField
                    label="Least bet"
                    mono
                    inputMode="decimal"
                    value={bet.amount}
                    onChange={(event) =>
                      set("minBets")(updateLine(form.minBets, index, { amount: event.target.value }))
                    }
                  />
                  <Button
                    variant="ghost"
                    icon="close"
                    aria-label={`Remove ${bet.currency || "this currency"}`}
                    disabled={form.minBets.length === 1}
                    onClick={() => set("minBets")(form.minBets.filter((_, at) => at !== index))}
                  />
                </div>
              ))}
              <div>
                <Button
                  size="sm"
                  icon="plus"
                  onClick={() => set("minBets")([...form.minBets, { currency: "", amount: "" }])}
                >
                  Add currency
                </Button>
              </div>
            </div>
            <span className="c-hint">Rounds in a currency not listed do not qualify.</span>
            {fieldErrors.min_bets ? <span className="c-field-error">{fieldErrors.min_bets}</span> : null}
          </fieldset>
          {tournament ? (
            <fieldset className="c-field c-field-wide c-check-fieldset">
              <legend className="c-label">Prizes by rank ({form.baseCurrency.toUpperCase() || "base currency"})</legend>
              <div className="c-promo-lines" data-testid="promotion-ranks">
                {form.ranks.map((line, index) => (
                  <div className="c-promo-line" key={index}>
                    <TextField
                      label="From rank"
                      type="number"
                      min={1}
                      value={line.fromRank}
                      onChange={(event) =>
                        set("ranks")(updateLine(form.ranks, index, { fromRank: event.target.value }))
                      }
                    />
                    <TextField
                      label="To rank"
                      type="number"
                      min={1}
                      value={line.toRank}
                      onChange={(event) => set("ranks")(updateLine(form.ranks, index, { toRank: event.target.value }))}
                    />
                    <TextField
                      label="Prize each"
                      mono
                      inputMode="decimal"
                      value={line.amount}
                      onChange={(event) => set("ranks")(updateLine(form.ranks, index, { amount: event.target.value }))}
                    />
                    <Button
                      variant="ghost"
                      icon="close"
                      aria-label={`Remove ranks ${line.fromRank}–${line.toRank}`}
                      disabled={form.ranks.length === 1}
                      onClick={() => set("ranks")(form.ranks.filter((_, at) => at !== index))}
                    />
                  </div>
                ))}
                <div>
                  <Button
                    size="sm"
                    icon="plus"
                    onClick={() => {
                      const next = String(Number(form.ranks.at(-1)?.toRank ?? 0) + 1);
                      set("ranks")([...form.ranks, { fromRank: next, toRank: next, amount: "" }]);
                    }}
                  >
                    Add ranks
                  </Button>
                </div>
              </div>
              <span className="c-hint">Ranges from rank 1, each following the one before.</span>
              {fieldErrors.tournament_prizes || fieldErrors.prizes ? (
                <span className="c-field-error">{fieldErrors.tournament_prizes ?? fieldErrors.prizes}</span>
              ) : null}
            </fieldset>
          ) : (
            <fieldset className="c-field c-field-wide c-check-fieldset">
              <legend className="c-label">Prize tiers ({form.baseCurrency.toUpperCase() || "base currency"})</legend>
              <div className="c-promo-lines" data-testid="promotion-tiers">
                {form.tiers.map((tier, index) => (
                  <div className="c-promo-line c-promo-line-2" key={index}>
                    <TextField
                      label="Prizes"
                      type="number"
                      min={1}
                      value={tier.count}
                      onChange={(event) => set("tiers")(updateLine(form.tiers, index, { count: event.target.value }))}
                    />
                    <TextField
                      label="Each"
                      mono
                      inputMode="decimal"
                      value={tier.amount}
                      onChange={(event) => set("tiers")(updateLine(form.tiers, index, { amount: event.target.value }))}
                    />
                    <Button
                      variant="ghost"
                      icon="close"
                      aria-label="Remove this tier"
                      disabled={form.tiers.length === 1}
                      onClick={() => set("tiers")(form.tiers.filter((_, at) => at !== index))}
                    />
                  </div>
                ))}
                <div>
                  <Button
                    size="sm"
                    icon="plus"
                    onClick={() => set("tiers")([...form.tiers, { count: "", amount: "" }])}
                  >
                    Add tier
                  </Button>
                </div>
              </div>
              <span className="c-hint">
                Prizes are spread over the window: each qualifying round may draw one; those left at the end are
                unclaimed.
              </span>
              {fieldErrors.drop_prizes || fieldErrors.prizes ? (
                <span className="c-field-error">{fieldErrors.drop_prizes ?? fieldErrors.prizes}</span>
              ) : null}
            </fieldset>
          )}
          {tournament ? (
            <TextField
              label="Review period (minutes)"
              name="reviewMinutes"
              type="number"
              min={0}
              max={10_080}
              value={form.reviewMinutes}
              onChange={text("reviewMinutes")}
              error={fieldErrors.review_minutes}
              hint={`Final results wait this long in the console before prizes are paid (0 to 10080): ${reviewLabel(Number(form.reviewMinutes) || 0)}.`}
            />
          ) : null}
          <div className="c-field">
            <Switch
              label="Players opt in"
              checked={form.optIn}
              onChange={(event) => set("optIn")(event.target.checked)}
            />
            <span className="c-hint">
              Off: every qualifying round counts. On: rounds count once the player opted in.
            </span>
          </div>
          <TextAreaField
            label="Terms"
            name="terms"
            required
            wide
            rows={4}
            value={form.terms}
            onChange={text("terms")}
            error={fieldErrors.terms}
            hint="Shown to players and operators."
          />
        </div>
        <div className="c-form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="primary"
            busy={submit.pending}
            disabled={form.operators.length === 0 || form.games.length === 0}
            data-testid="promotion-submit"
          >
            {editing ? "Save changes" : "Create promotion"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
