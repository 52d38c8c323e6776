import { z } from "zod";
import {
  currencySchema,
  dateTimeField,
  decimalTextField,
  gameIdentifierSchema,
  idText,
  isoDateTimeSchema,
  operatorIdSchema,
  pagedResponseSchema,
  platformIdSchema,
  plainText,
  requiredText,
} from "./provider-api";
import { campaignPlayersSchema } from "./free-rounds-api";
import { JURISDICTION_CODES, jurisdictionCodeSchema, jurisdictionProfile } from "./jurisdiction-profiles";

// Promotions (issue 28): tournaments and prize drops that provider staff run over some of our games for the
// operators taking part. Staff create them in the console (GraphQL, parsed with createPromotionInputSchema below);
// operators read them through the operator API's extension, beside the contract's endpoints and in its style:
// snake_case fields, {success:true, data} answers, the contract's error body. Prize amounts are decimal text in the
// promotion's base currency; the least qualifying bet is set per currency (a currency not named does not qualify).

export const PROMOTION_KINDS = ["tournament", "prize_drop"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_STATES = ["scheduled", "running", "ended", "settled", "cancelled"] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const PROMOTION_SCORINGS = ["win_multiplier", "total_win", "rounds_played"] as const;

export const PROMOTION_MAX_GAMES = 100;
export const PROMOTION_MAX_OPERATORS = 100;
export const PROMOTION_MAX_PRIZE_LINES = 50;
/** Ranks paid by a tournament, and prizes in one drop tier: the bounds settlement is measured against. */
export const PROMOTION_MAX_PAID_RANKS = 100_000;
export const PROMOTION_MAX_WINDOW_DAYS = 90;
/** A tournament's longest review period (7 days), in minutes. */
export const PROMOTION_MAX_REVIEW_MINUTES = 10_080;

export const promotionIdSchema = platformIdSchema("a promotion id").meta({
  description: "Our id of the promotion (prm_…).",
});

const decimalAmountField = (description: string) => decimalTextField(description, "100.00");

const externalPlayerIdSchema = idText({ max: 256 });

/** A page-size query parameter, 1 to `max` (the 400 names it with the range). */
function limitParameter(options: { max: number; defaultLimit: number; what: string }) {
  const message = `must be a whole number from 1 to ${options.max}`;
  return z
    .string({ error: requiredText("a whole number") })
    .regex(/^\d{1,5}$/, { message, abort: true })
    .refine((value) => Number(value) >= 1 && Number(value) <= options.max, message)
    .optional()
    .meta({ description: `${options.what}, 1 to ${options.max} (default ${options.defaultLimit}).` });
}

const rankSchema = z.int({ error: requiredText("a whole number") }).min(1, "must be at least 1");

// ---------------------------------------------------------------------------------------------------------------
// Staff input (the console's createPromotion)

export const tournamentPrizeInputSchema = z.object({
  from_rank: rankSchema,
  to_rank: rankSchema,
  amount: decimalAmountField("Paid to each rank of the range, in the base currency."),
});

export const dropPrizeInputSchema = z.object({
  count: z
    .int({ error: requiredText("a whole number") })
    .min(1, "must be at least 1")
    .max(PROMOTION_MAX_PAID_RANKS, `must be at most ${PROMOTION_MAX_PAID_RANKS}`),
  amount: decimalAmountField("Each prize of the tier, in the base currency."),
});

export const minBetInputSchema = z.object({
  currency: currencySchema,
  amount: decimalAmountField("The least bet of a qualifying round in this currency."),
});

export const createPromotionInputSchema = z
  .object({
    kind: z.enum(PROMOTION_KINDS, { error: `must be one of ${PROMOTION_KINDS.join(", ")}` }),
    title: plainText({ max: 120 }),
    terms: plainText({ max: 20_000 }),
    games: z
      .array(gameIdentifierSchema, { error: requiredText("an array of game symbols or slugs") })
      .min(1, "must name at least one game")
      .max(PROMOTION_MAX_GAMES, `must name at most ${PROMOTION_MAX_GAMES} games`),
    operators: z
      .array(operatorIdSchema, { error: requiredText("an array of operator ids") })
      .min(1, "must name at least one operator")
      .max(PROMOTION_MAX_OPERATORS, `must name at most ${PROMOTION_MAX_OPERATORS} operators`),
    starts_at: dateTimeField("When rounds start to count."),
    ends_at: dateTimeField("When rounds stop counting."),
    base_currency: currencySchema,
    scoring: z.enum(PROMOTION_SCORINGS, { error: `must be one of ${PROMOTION_SCORINGS.join(", ")}` }).optional(),
    min_bets: z
      .array(minBetInputSchema, { error: requiredText("an array of {currency, amount}") })
      .min(1, "must name at least one currency"),
    tournament_prizes: z.array(tournamentPrizeInputSchema).optional(),
    drop_prizes: z.array(dropPrizeInputSchema).optional(),
    opt_in: z.boolean().default(false),
    review_minutes: z
      .int({ error: requiredText("a whole number of minutes") })
      .min(0, "must be 0 or more")
      .max(PROMOTION_MAX_REVIEW_MINUTES, `must be at most ${PROMOTION_MAX_REVIEW_MINUTES} (7 days)`)
      .optional()
      .meta({
        description: "Tournaments: minutes the final results are held for staff review (default 0: paid at once).",
      }),
    jurisdictions: z
      .array(jurisdictionCodeSchema, { error: requiredText("an array of jurisdiction codes") })
      .max(JURISDICTION_CODES.length)
      .optional(),
  })
  .check((context) => {
    const input = context.value;
    const issue = (path: string, message: string) =>
      context.issues.push({ code: "custom", input: undefined, path: [path], message });
    if (input.kind === "tournament") {
      if (!input.scoring) issue("scoring", "a tournament needs its scoring rule");
      if (!input.tournament_prizes?.length) issue("tournament_prizes", "a tournament needs its prizes by rank");
      if (input.drop_prizes !== undefined) issue("drop_prizes", "a tournament has prizes by rank, not drop tiers");
    } else {
      if (input.scoring !== undefined) issue("scoring", "a prize drop has no scoring rule");
      if (!input.drop_prizes?.length) issue("drop_prizes", "a prize drop needs its prize tiers");
      if (input.tournament_prizes !== undefined) issue("tournament_prizes", "a prize drop has tiers, not ranks");
      if (input.review_minutes) issue("review_minutes", "a prize drop pays as it drops: no review period");
    }
    const lines = (input.tournament_prizes?.length ?? 0) + (input.drop_prizes?.length ?? 0);
    if (lines > PROMOTION_MAX_PRIZE_LINES) issue("prizes", `must have at most ${PROMOTION_MAX_PRIZE_LINES} lines`);
    // Ranks 1…n, each paid once: every range follows the one before it.
    let nextRank = 1;
    for (const prize of input.tournament_prizes ?? []) {
      if (prize.from_rank !== nextRank || prize.to_rank < prize.from_rank) {
        issue("tournament_prizes", `ranges must follow each other from rank 1 (expected from_rank ${nextRank})`);
        break;
      }
      nextRank = prize.to_rank + 1;
    }
    if (nextRank - 1 > PROMOTION_MAX_PAID_RANKS)
      issue("tournament_prizes", `must pay at most ${PROMOTION_MAX_PAID_RANKS} ranks`);
    const currencies = input.min_bets.map((bet) => bet.currency.toUpperCase());
    if (new Set(currencies).size !== currencies.length) issue("min_bets", "must name each currency once");
    if (new Set(input.operators).size !== input.operators.length) issue("operators", "must name each operator once");
    const jurisdictions = input.jurisdictions ?? [];
    if (new Set(jurisdictions).size !== jurisdictions.length)
      issue("jurisdictions", "must name each jurisdiction once");
    const excluded = jurisdictions.find((code) => !jurisdictionProfile(code).promotionsAllowed);
    if (excluded) issue("jurisdictions", `${excluded}'s profile excludes promotions`);
  });
export type CreatePromotionInput = z.output<typeof createPromotionInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Views

export const tournamentPrizeSchema = z
  .object({
    from_rank: z.int(),
    to_rank: z.int(),
    amount: z.string().meta({ description: "Paid to each rank of the range, decimal text." }),
    currency: z.string().meta({ description: "The promotion's base currency." }),
  })
  .meta({ id: "PromotionRankPrize", description: "A tournament's prize for each rank from from_rank to to_rank." });

export const dropPrizeSchema = z
  .object({
    tier: z.int().meta({ description: "1 for the largest prizes." }),
    count: z.int(),
    amount: z.string().meta({ description: "Each prize of the tier, decimal text." }),
    currency: z.string().meta({ description: "The promotion's base currency." }),
  })
  .meta({ id: "PromotionDropPrize", description: "A prize drop's tier: count prizes of amount each." });

const PROMOTION_EXAMPLE = {
  promotion_id: "prm_7Hc2kQ9LmN3pR5sT",
  kind: "tournament" as const,
  title: "December Aurora race",
  state: "running" as const,
  starts_at: "2026-12-01T00:00:00.000Z",
  ends_at: "2026-12-08T00:00:00.000Z",
  games: ["vs20aurora", "vs10fruitblaze"],
  network: true,
  opt_in: false,
  jurisdictions: [],
  scoring: "win_multiplier" as const,
  min_bets: [{ currency: "EUR", amount: "0.20" }],
  prizes: [
    { from_rank: 1, to_rank: 1, amount: "500.00", currency: "EUR" },
    { from_rank: 2, to_rank: 10, amount: "50.00", currency: "EUR" },
  ],
  prize_pool: { amount: "950.00", currency: "EUR" },
  prizes_left: null,
  drop_chance: null,
  terms: "Real-money rounds of at least 0.20 EUR count. Ties go to whoever reached the score first.",
  created_at: "2026-11-25T09:00:00.000Z",
  cancelled_at: null,
  payouts_release_at: null,
  payouts_released_at: null,
};

export const promotionViewSchema = z
  .object({
    promotion_id: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    title: z.string(),
    state: z.enum(PROMOTION_STATES).meta({
      description:
        "scheduled before starts_at, running until ends_at, ended until its prizes are settled, then settled; cancelled whenever staff cancelled it.",
    }),
    starts_at: isoDateTimeSchema,
    ends_at: isoDateTimeSchema,
    games: z.array(z.string()).meta({ description: "Game symbols whose rounds count." }),
    network: z.boolean().meta({
      description: "true: several operators take part, with one leaderboard (their players masked to each other).",
    }),
    opt_in: z.boolean().meta({ description: "true: a player's rounds count once the player has opted in." }),
    jurisdictions: z.array(z.string()).meta({
      description:
        "Jurisdiction codes taking part: a session's rounds count when its jurisdiction profile (the stricter of the operator's and the " +
        "launch's) is named here; empty: every jurisdiction whose profile allows promotions (DE and SE exclude them).",
    }),
    scoring: z.enum(PROMOTION_SCORINGS).nullable().meta({
      description:
        "Tournaments: win_multiplier (best single round's win ÷ bet), total_win (sum of wins) or rounds_played; null for a prize drop.",
    }),
    min_bets: z
      .array(z.object({ currency: z.string(), amount: z.string() }))
      .meta({ description: "The least qualifying bet per currency; rounds in a currency not listed do not qualify." }),
    prizes: z
      .array(z.union([tournamentPrizeSchema, dropPrizeSchema]))
      .meta({ description: "Tournament: prizes by rank range. Prize drop: tiers of prizes, largest first." }),
    prize_pool: z
      .object({ amount: z.string(), currency: z.string() })
      .meta({ description: "Every prize together, in the base currency: what the promotion costs." }),
    prizes_left: z.int().nullable().meta({
      description:
        "Prize drops: prizes not dropped yet; once the promotion has ended these are unclaimed (never paid, never kept back). Null for a tournament.",
    }),
    drop_chance: z.string().nullable().meta({
      description:
        "Prize drops while running: the chance, now, that a qualifying round drops a prize (decimal text, e.g. 0.012500): prizes left ÷ qualifying rounds expected until the end. Null otherwise.",
    }),
    terms: z.string(),
    created_at: isoDateTimeSchema,
    cancelled_at: isoDateTimeSchema.nullable(),
    payouts_release_at: isoDateTimeSchema.nullable().meta({
      description:
        "Tournaments, once settled: when the prizes are queued to your wallet (the end of our review of the final results; equal to the settlement when there is no review). Null before settlement and for a prize drop.",
    }),
    payouts_released_at: isoDateTimeSchema.nullable().meta({
      description:
        "When the prizes were queued (GET …/payouts lists them from then on); null while the results are under review.",
    }),
  })
  .meta({
    id: "Promotion",
    description: "A promotion this operator takes part in, with its terms.",
    examples: [PROMOTION_EXAMPLE],
  });
export type PromotionView = z.infer<typeof promotionViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Queries and responses

export const PROMOTIONS_LIST_DEFAULT_LIMIT = 100;
export const PROMOTIONS_LIST_MAX_LIMIT = 200;

export const listPromotionsQuerySchema = z
  .object({
    state: z
      .enum(PROMOTION_STATES, { error: `must be one of ${PROMOTION_STATES.join(", ")}` })
      .optional()
      .meta({ description: "Only promotions in this state (default: every state)." }),
    cursor: plainText({ max: 600 })
      .optional()
      .meta({ description: "next_cursor of the previous page; omit for the first page." }),
    limit: limitParameter({
      max: PROMOTIONS_LIST_MAX_LIMIT,
      defaultLimit: PROMOTIONS_LIST_DEFAULT_LIMIT,
      what: "Items per page",
    }),
    operator_id: operatorIdSchema.optional(),
  })
  .meta({ description: "The operator's promotions, latest start first." });

export const promotionsListResponseSchema = pagedResponseSchema(promotionViewSchema, {
  items: "Latest start first.",
  nextCursor: "Pass as cursor for the next page; null at the end.",
}).meta({ id: "PromotionsListResponse", description: "A page of the operator's promotions." });

export const promotionResponseSchema = z
  .object({ success: z.literal(true), data: promotionViewSchema })
  .meta({ id: "PromotionResponse", description: "The promotion with its terms." });

// ---------------------------------------------------------------------------------------------------------------
// GET /api/provider/v1/promotions/{promotion_id}/leaderboard

export const LEADERBOARD_DEFAULT_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 100;

export const leaderboardQuerySchema = z.object({
  limit: limitParameter({
    max: LEADERBOARD_MAX_LIMIT,
    defaultLimit: LEADERBOARD_DEFAULT_LIMIT,
    what: "Top entries",
  }),
  external_player_id: externalPlayerIdSchema
    .optional()
    .meta({ description: "One of your players: their entry is added after the top when they rank below it." }),
  operator_id: operatorIdSchema.optional(),
});

export const leaderboardEntrySchema = z
  .object({
    rank: z.int().meta({ description: "1 for the best; equal scores rank by who reached the score first." }),
    score: z.string().meta({
      description:
        "Decimal text under the scoring rule: the best win ÷ bet (win_multiplier), the wins in the base currency (total_win), or rounds (rounds_played).",
    }),
    rounds: z.int().meta({ description: "The player's qualifying rounds." }),
    player: z.string().meta({
      description: "Your player's external_player_id; another operator's player is masked (e.g. jo***3).",
    }),
    masked: z.boolean().meta({ description: "true: a player of another operator taking part." }),
    prize: z.object({ amount: z.string(), currency: z.string() }).nullable().meta({
      description: "The prize of this rank if the tournament ended now, in the base currency; null outside the money.",
    }),
  })
  .meta({ id: "PromotionLeaderboardEntry" });
export type LeaderboardEntryView = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z
  .object({
    promotion_id: z.string(),
    state: z.enum(PROMOTION_STATES),
    scoring: z.enum(PROMOTION_SCORINGS),
    participants: z.int().meta({ description: "Players with a qualifying round." }),
    items: z.array(leaderboardEntrySchema).meta({
      description:
        "The top entries in rank order; with external_player_id, that player's entry after them when it ranks lower.",
    }),
  })
  .meta({ id: "PromotionLeaderboard" });
export type LeaderboardView = z.infer<typeof leaderboardSchema>;

export const leaderboardResponseSchema = z
  .object({ success: z.literal(true), data: leaderboardSchema })
  .meta({ id: "PromotionLeaderboardResponse", description: "The tournament's leaderboard, live." });

// ---------------------------------------------------------------------------------------------------------------
// POST /api/provider/v1/promotions/{promotion_id}/players

export const optInPlayersRequestSchema = z
  .object({ players: campaignPlayersSchema, operator_id: operatorIdSchema.optional() })
  .meta({
    id: "PromotionPlayersRequest",
    description: "Players to opt in; players already in are listed in already_opted_in, so a retry is safe.",
    examples: [{ players: ["player-1001", "player-1002"] }],
  });

export const optInPlayersResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      promotion_id: z.string(),
      players_added: z.int().nonnegative(),
      already_opted_in: z.array(z.string()).meta({ description: "Players that had opted in before (skipped)." }),
    }),
  })
  .meta({ id: "PromotionPlayersResponse", description: "The players opted in by this call." });

// ---------------------------------------------------------------------------------------------------------------
// GET /api/provider/v1/promotions/{promotion_id}/payouts

export const PAYOUTS_DEFAULT_LIMIT = 100;
export const PAYOUTS_MAX_LIMIT = 1000;

export const payoutsQuerySchema = z.object({
  cursor: plainText({ max: 600 })
    .optional()
    .meta({ description: "next_cursor of the previous page; omit for the first page." }),
  limit: limitParameter({ max: PAYOUTS_MAX_LIMIT, defaultLimit: PAYOUTS_DEFAULT_LIMIT, what: "Payouts per page" }),
  operator_id: operatorIdSchema.optional(),
});

export const payoutSchema = z
  .object({
    external_player_id: z.string(),
    rank: z.int().nullable().meta({ description: "A tournament's rank; null for a drop." }),
    tier: z
      .int()
      .nullable()
      .meta({ description: "A prize drop's tier (1 for the largest prizes); null for a tournament." }),
    round_id: z
      .string()
      .nullable()
      .meta({ description: "A prize drop: the round that drew the prize (GET /rounds/{round_id})." }),
    amount: z.string().meta({ description: "Paid, decimal text in the player's currency." }),
    currency: z.string(),
    base_amount: z.string().meta({ description: "The prize as set, in the base currency." }),
    base_currency: z.string(),
    rate: z.string().nullable().meta({
      description:
        "Base currency per unit of the player's currency, the staff-entered rate of the month the promotion ended; null in the base currency.",
    }),
    transaction_id: z
      .string()
      .meta({ description: "The credit's transaction_id (action_type tournament_prize, or prize_drop for a drop)." }),
    state: z.enum(["pending", "succeeded", "unknown", "rejected", "gave_up"]).meta({
      description:
        "The credit's delivery: pending (queued or being retried), succeeded (your wallet acknowledged it), unknown (retrying after no clear answer), rejected (your wallet refused it for good), gave_up (retries stopped: our staff resolve it with you).",
    }),
    created_at: isoDateTimeSchema,
    completed_at: isoDateTimeSchema.nullable().meta({ description: "When your wallet acknowledged it." }),
  })
  .meta({ id: "PromotionPayout", description: "A prize paid to one of your players." });
export type PayoutView = z.infer<typeof payoutSchema>;

export const payoutsResponseSchema = pagedResponseSchema(payoutSchema, {
  items: "A tournament's by rank; a prize drop's in the order they dropped.",
  nextCursor: "Pass as cursor for the next page; null at the end.",
}).meta({ id: "PromotionPayoutsResponse", description: "A page of the prizes paid to your players." });
