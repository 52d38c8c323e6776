import { z } from "zod";
import {
  currencySchema,
  decimalTextField,
  decimalTextSchema,
  gameIdentifierSchema,
  isoDateTimeSchema,
  operatorIdSchema,
  platformIdSchema,
  plainText,
  requiredText,
} from "./provider-api";

// Jackpots (issue 29): pools of tiers that take a share of every qualifying paid round of their games. Staff create
// them in the console (GraphQL, parsed with createJackpotPoolInputSchema); operators read them through the operator
// API's extension, beside the contract's endpoints and in its style: snake_case fields, {success:true, data}
// answers, the contract's error body. Amounts are decimal text in the pool's currency.

export const JACKPOT_SCOPES = ["local", "network"] as const;
export const JACKPOT_TIER_KINDS = ["progressive", "mystery"] as const;
export type JackpotTierKind = (typeof JACKPOT_TIER_KINDS)[number];
export const JACKPOT_MAX_GAMES = 100;
export const JACKPOT_MAX_OPERATORS = 100;
export const JACKPOT_MAX_TIERS = 10;
/** The wins list answers the latest this many. */
export const JACKPOT_WINS_LIMIT = 100;

export const jackpotIdSchema = platformIdSchema("a jackpot id").meta({
  description: "Our id of the jackpot pool (jpt_…).",
});

/** A share as exact decimal text, 0 < share < 1 (up to 12 decimals): "0.01" takes 1 %. */
const shareText = (what: string, allowZero: boolean) =>
  z
    .string({ error: requiredText(`decimal text, e.g. "0.01"`) })
    .regex(/^0(\.\d{1,12})?$/, `must be ${what} as decimal text from 0 to below 1, e.g. "0.01"`)
    .refine((value) => allowZero || /[1-9]/.test(value), "must be more than 0");

/** A progressive tier's chance per qualifying bet as exact decimal text, 0 < p <= 1 (up to 12 decimals). */
const probabilityText = z
  .string({ error: requiredText(`decimal text, e.g. "0.00001"`) })
  .regex(
    /^(0(\.\d{1,12})?|1(\.0{1,12})?)$/,
    `must be a probability as decimal text above 0 and at most 1 with up to 12 decimals, e.g. "0.00001"`,
  )
  .refine((value) => /[1-9]/.test(value), "must be more than 0");

// A mystery tier drops at its hidden trigger, so it needs a cap and has no probability; a progressive tier is won by
// its probability per qualifying bet, so it needs one and has no cap (its amount grows until a bet wins it).
export const jackpotTierInputSchema = z
  .object({
    name: plainText({ max: 40 }),
    kind: z.enum(JACKPOT_TIER_KINDS, { error: `must be one of ${JACKPOT_TIER_KINDS.join(", ")}` }),
    seed: decimalTextField("The amount each cycle starts from, in the pool currency.", "100.00"),
    contribution_rate: shareText("the share of each qualifying bet", false),
    cap: decimalTextField("Mystery: the most the tier reaches (the trigger is drawn up to it).", "500.00").optional(),
    win_probability: probabilityText.optional(),
    reserve_rate: shareText("the share of each contribution kept for the next seed", true).optional(),
  })
  .check((context) => {
    const tier = context.value;
    const issue = (path: string, message: string) =>
      context.issues.push({ code: "custom", input: undefined, path: [path], message });
    if (tier.kind === "progressive") {
      if (tier.win_probability === undefined)
        issue("win_probability", "a progressive tier needs its win probability per qualifying bet");
      if (tier.cap !== undefined) issue("cap", "a progressive tier has no cap (it grows until a bet wins it)");
    } else if (tier.win_probability !== undefined)
      issue("win_probability", "a mystery tier has no win probability (it drops at its hidden trigger)");
  });
export type JackpotTierInput = z.infer<typeof jackpotTierInputSchema>;

export const createJackpotPoolInputSchema = z
  .object({
    title: plainText({ max: 120 }),
    scope: z.enum(JACKPOT_SCOPES, { error: `must be one of ${JACKPOT_SCOPES.join(", ")}` }),
    games: z
      .array(gameIdentifierSchema, { error: requiredText("an array of game symbols") })
      .min(1, "must name at least one game")
      .max(JACKPOT_MAX_GAMES, `must name at most ${JACKPOT_MAX_GAMES} games`),
    operators: z
      .array(operatorIdSchema, { error: requiredText("an array of operator ids") })
      .min(1, "must name at least one operator")
      .max(JACKPOT_MAX_OPERATORS, `must name at most ${JACKPOT_MAX_OPERATORS} operators`),
    base_currency: currencySchema,
    tiers: z
      .array(jackpotTierInputSchema, { error: requiredText("an array of tiers") })
      .min(1, "must have at least one tier")
      .max(JACKPOT_MAX_TIERS, `must have at most ${JACKPOT_MAX_TIERS} tiers`),
  })
  .check((context) => {
    const input = context.value;
    const issue = (path: string, message: string) =>
      context.issues.push({ code: "custom", input: undefined, path: [path], message });
    if (input.scope === "local" && new Set(input.operators).size !== 1)
      issue("operators", "a local pool has exactly one operator");
    if (input.scope === "network" && new Set(input.operators).size < 2)
      issue("operators", "a network pool has at least two operators");
    if (new Set(input.tiers.map((tier) => tier.name)).size !== input.tiers.length)
      issue("tiers", "tier names must differ");
  });
export type CreateJackpotPoolInput = z.infer<typeof createJackpotPoolInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Operator API

export const listJackpotsQuerySchema = z
  .object({
    currency: currencySchema.optional().meta({
      description:
        "Show amounts in this currency, converted at our staff's rate of the month (default: your operator's currency); a pool whose currency has no rate to it that month stays in its own.",
    }),
    operator_id: operatorIdSchema.optional(),
  })
  .meta({ description: "The jackpot pools your games feed." });

export const jackpotTierSchema = z
  .object({
    tier: z.string().meta({ description: "The tier's name (mini, major, …)." }),
    kind: z.enum(JACKPOT_TIER_KINDS).meta({
      description:
        "mystery: drops at a hidden trigger between seed and cap; progressive: each qualifying bet wins it with a fixed probability, its amount growing until then.",
    }),
    amount: decimalTextSchema.meta({ description: "The tier's amount now, decimal text in currency." }),
    currency: currencySchema,
    trigger_hash: z.string().nullable().meta({
      description:
        "Mystery: SHA-256 (hex) of the current cycle's hidden trigger and nonce, revealed on its win; null for a progressive tier.",
    }),
  })
  .meta({ id: "JackpotTier", description: "One tier of a pool and its amount now." });

export const jackpotSchema = z
  .object({
    jackpot_id: jackpotIdSchema,
    title: z.string(),
    kind: z
      .enum(["local", "network"])
      .meta({ description: "local: your players only; network: several operators' players feed and win it." }),
    games: z.array(z.string()).meta({ description: "Game symbols whose paid rounds feed the pool." }),
    tiers: z.array(jackpotTierSchema),
  })
  .meta({ id: "Jackpot", description: "A jackpot pool your games feed." });
export type JackpotView = z.infer<typeof jackpotSchema>;

export const jackpotsResponseSchema = z
  .object({ success: z.literal(true), data: z.object({ items: z.array(jackpotSchema) }) })
  .meta({
    id: "JackpotsResponse",
    description: "The jackpot pools your games feed.",
    examples: [
      {
        success: true,
        data: {
          items: [
            {
              jackpot_id: "jpt_3xZ9kQ2mP7aB1cD4",
              title: "Aurora drop",
              kind: "local",
              games: ["vs20aurora"],
              tiers: [{ tier: "mini", kind: "mystery", amount: "112.47", currency: "EUR", trigger_hash: "9f2c…" }],
            },
          ],
        },
      },
    ],
  });

/** The win credit's delivery state in our ledger (gave_up: manual resolution). */
export const JACKPOT_WIN_STATES = ["pending", "succeeded", "unknown", "rejected", "gave_up"] as const;

export const jackpotWinSchema = z
  .object({
    tier: z.string(),
    amount: decimalTextSchema.meta({ description: "What the player was paid, decimal text in currency." }),
    currency: currencySchema.meta({ description: "The winning round's currency (the credit's)." }),
    pool_amount: decimalTextSchema.meta({ description: "The tier's amount won, in pool_currency." }),
    pool_currency: currencySchema,
    won_at: isoDateTimeSchema,
    round_id: z.string().nullable().meta({ description: "The winning round; null for another operator's player." }),
    external_player_id: z
      .string()
      .nullable()
      .meta({ description: "Your player; null (masked) for another operator's player of a network pool." }),
    transaction_id: z
      .string()
      .nullable()
      .meta({ description: "The credit's transaction_id (action_type jackpot_win); null for another operator's win." }),
    state: z
      .enum(JACKPOT_WIN_STATES)
      .nullable()
      .meta({ description: "The credit's delivery state in our ledger; null for another operator's win." }),
    trigger: decimalTextSchema.nullable().meta({
      description:
        "Mystery: the cycle's trigger, revealed by the win; null (as the nonce and hash) for a progressive tier.",
    }),
    trigger_nonce: z.string().nullable(),
    trigger_hash: z
      .string()
      .nullable()
      .meta({ description: "SHA-256 hex of `<tier_id>:<cycle>:<trigger minor>:<nonce>`." }),
  })
  .meta({
    id: "JackpotWin",
    description: "A tier won: by one of your players, or (masked) another operator's of a network pool.",
  });
export type JackpotWinView = z.infer<typeof jackpotWinSchema>;

export const jackpotWinsResponseSchema = z
  .object({ success: z.literal(true), data: z.object({ items: z.array(jackpotWinSchema) }) })
  .meta({
    id: "JackpotWinsResponse",
    description: `The pool's latest ${JACKPOT_WINS_LIMIT} wins, latest first.`,
    examples: [
      {
        success: true,
        data: {
          items: [
            {
              tier: "mini",
              amount: "112.47",
              currency: "EUR",
              pool_amount: "112.47",
              pool_currency: "EUR",
              won_at: "2026-11-28T04:00:00.000Z",
              round_id: "rnd_8Hq2…",
              external_player_id: "player-42",
              transaction_id: "jpw_4Fq9…",
              state: "succeeded",
              trigger: "112.40",
              trigger_nonce: "5b1e…",
              trigger_hash: "9f2c…",
            },
          ],
        },
      },
    ],
  });
