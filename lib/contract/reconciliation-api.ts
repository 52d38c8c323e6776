import { z } from "zod";
import { toCsv } from "@/lib/base/csv";
import { campaignIdSchema } from "./free-rounds-api";
import { JURISDICTION_CODES } from "./jurisdiction-profiles";
import {
  balanceRefreshRequestSchema,
  decimalTextSchema,
  gameIdentifierSchema,
  isoDateTimeSchema,
  operatorIdSchema,
  pagedResponseSchema,
  platformIdSchema,
  SESSION_MODES,
} from "./provider-api";
import { roundOutcomeSchema } from "./runtime-api";

// The reconciliation extension of the operator API (beside the contract's endpoints, same keys, scoping and error
// shape): round details, open rounds, the transactions feed and daily statements. snake_case like the contract;
// amounts are decimal text in the round's currency; times are ISO 8601 UTC. Like provider-api.ts: no transforms
// (z.coerce only, for numbers in the query), `.meta()` for the OpenAPI document, examples checked by openapi.test.ts.

export const TRANSACTION_TYPES = ["debit", "credit", "rollback"] as const;
export const TRANSACTION_STATES = ["pending", "succeeded", "rejected", "unknown", "rolled_back", "gave_up"] as const;
export const ROUND_STATES = ["debiting", "debited", "settled", "rejected", "cancelled"] as const;
export const ATTEMPT_OUTCOMES = ["succeeded", "rejected", "invalid_signature", "failed", "unknown"] as const;
export const FEED_DEFAULT_LIMIT = 100;
export const FEED_MAX_LIMIT = 1000;

// Why a round is open: a stable code for machines (the text beside it is for people).
export const OPEN_ROUND_REASONS = [
  "settlement_overdue",
  "credit_pending",
  "credit_unknown",
  "credit_gave_up",
  "credit_rejected",
  "rollback_pending",
  "rollback_unknown",
  "rollback_gave_up",
  "rollback_rejected",
] as const;

const amountSchema = decimalTextSchema.meta({ description: 'Decimal text in the currency, e.g. "1.00".' });
const timestampSchema = isoDateTimeSchema;
const transactionTypeSchema = z.enum(TRANSACTION_TYPES, { error: `must be one of ${TRANSACTION_TYPES.join(", ")}` });
const transactionStateSchema = z.enum(TRANSACTION_STATES, { error: `must be one of ${TRANSACTION_STATES.join(", ")}` });

export const roundIdSchema = platformIdSchema("a round id").meta({
  description: "The round's id: the game runtime's round.id.",
});

// ---------------------------------------------------------------------------------------------------------------
// Round details: GET /api/provider/v1/rounds/{round_id} and GET /api/provider/v1/rounds?transaction_id=…

export const attemptsSummarySchema = z
  .object({
    count: z.int().nonnegative().meta({ description: "HTTP attempts made to the operator's wallet." }),
    first_attempt_at: timestampSchema.nullable(),
    last_attempt_at: timestampSchema.nullable(),
    last_outcome: z
      .enum(ATTEMPT_OUTCOMES)
      .nullable()
      .meta({ description: "How the last attempt ended; unknown while it is in flight." }),
    last_http_status: z
      .int()
      .nullable()
      .meta({ description: "The wallet's HTTP status on the last attempt; null when none arrived." }),
    last_latency_ms: z.int().nullable(),
    last_error: z
      .string()
      .nullable()
      .meta({ description: "The last error code or message recorded for this transaction." }),
  })
  .meta({
    id: "ReconciliationAttemptsSummary",
    description: "The wallet call attempts of one transaction, summarised.",
  });
export type AttemptsSummary = z.infer<typeof attemptsSummarySchema>;

export const roundTransactionSchema = z
  .object({
    transaction_id: z.string().meta({ description: "The transaction_id sent to the operator's wallet." }),
    transaction_type: transactionTypeSchema,
    action_type: z.string().meta({ description: "bet, win, free_round_win or rollback, as sent." }),
    state: transactionStateSchema.meta({
      description:
        "pending, succeeded, rejected, unknown, rolled_back (a debit undone) or gave_up (manual resolution).",
    }),
    amount: amountSchema,
    original_transaction_id: z.string().nullable().meta({ description: "A rollback: the debit it undoes." }),
    balance_after: amountSchema
      .nullable()
      .meta({ description: "The balance in the wallet's acknowledgement, when it sent one." }),
    created_at: timestampSchema,
    completed_at: timestampSchema.nullable(),
    give_up_at: timestampSchema
      .nullable()
      .meta({ description: "Credits and rollbacks: when retrying stops and manual resolution begins." }),
    attempts: attemptsSummarySchema,
  })
  .meta({ id: "ReconciliationRoundTransaction" });
export type RoundTransactionView = z.infer<typeof roundTransactionSchema>;

export const roundFreeRoundsSchema = z
  .object({
    award_id: z.string(),
    campaign_id: z.string().meta({ description: "The operator's campaign id." }),
    rounds_total: z.int().nonnegative(),
    rounds_played: z.int().nonnegative(),
  })
  .meta({
    id: "ReconciliationFreeRounds",
    description: "The free-rounds award that paid this round's stake (nothing was debited).",
  });

export const openStatusSchema = z
  .object({
    reason_code: z.enum(OPEN_ROUND_REASONS),
    reason: z.string().meta({ description: "Why the round is not settled." }),
    next_step: z.string().meta({ description: "What happens next, and who acts." }),
  })
  .meta({ id: "ReconciliationOpenStatus" });
export type OpenStatus = z.infer<typeof openStatusSchema>;

export const roundDetailsSchema = z
  .object({
    round_id: z.string(),
    operator_id: z.string(),
    game_symbol: z.string(),
    external_player_id: z.string(),
    session_id: z.string(),
    mode: z
      .enum(SESSION_MODES)
      .meta({ description: "The session's mode: real (the operator's wallet; every round here is one)." }),
    jurisdiction: z.enum(JURISDICTION_CODES).meta({
      description:
        "The jurisdiction profile the session played under: the launch's, made stricter by the operator's (as configured now).",
    }),
    rtp_variant: z.string().nullable().meta({
      description:
        'The RTP variant whose maths played the round (e.g. "96"); null for a round played before variants, on the game\'s maths as stored.',
    }),
    currency: z.string(),
    bet: amountSchema.meta({ description: "The stake (for a free round: what the award paid, never debited)." }),
    win: amountSchema.nullable().meta({
      description:
        "The win paid (a free round's after its campaign's max_win cap); null until the round is decided (or when it was never played).",
    }),
    win_before_cap: amountSchema.nullable().meta({
      description:
        "What the round won before the free-rounds campaign's max_win cap: equal to win unless capped; null while win is null.",
    }),
    capped: z.boolean().meta({
      description: "True when the campaign's max_win cut this free round's win: win was paid of win_before_cap.",
    }),
    round_state: z.enum(ROUND_STATES).meta({
      description:
        "debiting/debited: in play; settled: win recorded; rejected: the bet was refused; cancelled: the bet is rolled back.",
    }),
    test: z.boolean().meta({
      description:
        "True for a round of a test account (a player you marked in the back office; marking covers the player's past rounds too, unmarking clears it): left out of revenue reports and billing.",
    }),
    open: openStatusSchema
      .nullable()
      .meta({ description: "Set while the round is not settled (see GET /rounds?state=open); null otherwise." }),
    bet_level: z.int().nullable(),
    coin_value: amountSchema.nullable(),
    bought_feature: z.boolean().nullable(),
    free_spins: z.int().nonnegative().nullable().meta({ description: "Free spins played inside this round." }),
    outcome: roundOutcomeSchema.nullable().meta({
      description:
        "The engine's record of the round, as the game showed it: every spin (the paid spin, then each free spin) with its reel stops, " +
        "window (symbols per reel), line wins, scatter win and multiplier; totals in coins. Null when the round was never played.",
    }),
    free_rounds: roundFreeRoundsSchema.nullable(),
    transactions: z
      .array(roundTransactionSchema)
      .meta({ description: "The debit, the credit and any rollback, oldest first." }),
    created_at: timestampSchema,
    played_at: timestampSchema.nullable().meta({ description: "When the outcome was stored." }),
    updated_at: timestampSchema,
    retained_until: timestampSchema.meta({
      description: "How long this record is kept (RETENTION_ROUNDS_MONTHS after created_at).",
    }),
    replay_url: z.url().meta({
      description:
        "A signed link that shows this round read-only in the game's own UI (no session or key needed, nothing playable), valid for " +
        "REPLAY_LINK_TTL_DAYS (365) from this answer unless staff revoke it. Append or change `lang` (en, tr) to choose the language; " +
        "by default the player's.",
    }),
  })
  .meta({ id: "RoundDetails" });
export type RoundDetails = z.infer<typeof roundDetailsSchema>;

const ROUND_EXAMPLE: RoundDetails = {
  round_id: "rnd_6cK2pQ9sT1vX4zB7dF0hJ3",
  operator_id: "alpha-casino",
  game_symbol: "vs20aurora",
  external_player_id: "player-1001",
  session_id: "ses_4fJ0qkR2mZ8xW1bN7cT5yH3a",
  mode: "real",
  jurisdiction: "UK",
  rtp_variant: "96",
  currency: "EUR",
  bet: "0.20",
  win: "0.50",
  win_before_cap: "0.50",
  capped: false,
  round_state: "settled",
  test: false,
  open: null,
  bet_level: 1,
  coin_value: "0.01",
  bought_feature: false,
  free_spins: 0,
  outcome: {
    game: "vs20aurora",
    betLevel: 1,
    lines: 20,
    stakeCoins: 20,
    boughtFeature: false,
    spins: [
      {
        phase: "base",
        stops: [3, 17, 8, 22, 5],
        window: [
          ["A", "K", "Q"],
          ["A", "J", "10"],
          ["A", "Q", "K"],
          ["9", "K", "J"],
          ["Q", "10", "A"],
        ],
        lineWins: [{ line: 1, symbol: "A", count: 3, pay: 50, winCoins: 50 }],
        scatterWin: null,
        freeSpinsAwarded: 0,
        multiplier: 1,
        winCoins: 50,
      },
    ],
    freeSpinsAwarded: 0,
    totalWinCoins: 50,
  },
  free_rounds: null,
  transactions: [
    {
      transaction_id: "dbt_2Hq8Lm0Rt5Wy1Ac4Ef7Gi9",
      transaction_type: "debit",
      action_type: "bet",
      state: "succeeded",
      amount: "0.20",
      original_transaction_id: null,
      balance_after: "999.80",
      created_at: "2026-01-01T12:00:00.000Z",
      completed_at: "2026-01-01T12:00:00.080Z",
      give_up_at: null,
      attempts: {
        count: 1,
        first_attempt_at: "2026-01-01T12:00:00.010Z",
        last_attempt_at: "2026-01-01T12:00:00.010Z",
        last_outcome: "succeeded",
        last_http_status: 200,
        last_latency_ms: 70,
        last_error: null,
      },
    },
  ],
  created_at: "2026-01-01T12:00:00.000Z",
  played_at: "2026-01-01T12:00:00.090Z",
  updated_at: "2026-01-01T12:00:00.120Z",
  retained_until: "2027-02-01T12:00:00.000Z",
  replay_url:
    "https://games.example.com/replay/rnd_6cK2pQ9sT1vX4zB7dF0hJ3?expires=1798804800&signature=q3Zt8mX0b2RkYc7wNnL5uA1sV9pEoHj4GdKfTiWyBQM",
};

export const roundDetailsResponseSchema = z.object({ success: z.literal(true), data: roundDetailsSchema }).meta({
  id: "RoundDetailsResponse",
  description: "One round: its money, its outcome and every wallet call.",
  examples: [{ success: true, data: ROUND_EXAMPLE }],
});
export type RoundDetailsResponse = z.infer<typeof roundDetailsResponseSchema>;

export const roundPathSchema = z.object({ round_id: roundIdSchema });

// ---------------------------------------------------------------------------------------------------------------
// Paging shared by the open rounds and the transactions feed

const limitSchema = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, `must be between 1 and ${FEED_MAX_LIMIT}`)
  .max(FEED_MAX_LIMIT, `must be between 1 and ${FEED_MAX_LIMIT}`)
  .default(FEED_DEFAULT_LIMIT)
  .meta({ description: `Items per page, 1 to ${FEED_MAX_LIMIT} (default ${FEED_DEFAULT_LIMIT}).` });
const cursorSchema = z
  .string({ error: "must be a string" })
  .min(1, "must not be empty")
  .max(500, "is not a cursor returned by this list")
  .meta({ description: "next_cursor of the previous page; omit for the first page." });

// ---------------------------------------------------------------------------------------------------------------
// GET /api/provider/v1/rounds?transaction_id=… | ?state=open

const externalPlayerIdFilter = balanceRefreshRequestSchema.shape.external_player_id;
const fromSchema = timestampSchema
  .optional()
  .meta({ description: "Only rows created at or after this time (ISO 8601 with offset)." });
const toSchema = timestampSchema
  .optional()
  .meta({ description: "Only rows created before this time; must be after from." });

/** from before to, when both are sent. */
function checkWindow(context: { value: { from?: string; to?: string }; issues: z.core.$ZodRawIssue[] }) {
  const { from, to } = context.value;
  if (from !== undefined && to !== undefined && Date.parse(from) >= Date.parse(to)) {
    context.issues.push({ code: "custom", input: context.value, path: ["to"], message: "must be after from" });
  }
}

export const roundsQuerySchema = z
  .object({
    operator_id: operatorIdSchema.optional(),
    transaction_id: platformIdSchema("a transaction id").optional().meta({
      description: "Any transaction_id of the round (debit, credit or rollback): answers the round's details.",
    }),
    state: z
      .enum(["open"], { error: "must be open" })
      .optional()
      .meta({ description: "open: the rounds not settled (see OpenRound), oldest first." }),
    external_player_id: externalPlayerIdFilter
      .optional()
      .meta({ description: "A page of this player's rounds (see PlayerRound), oldest first; from and to bound it." }),
    from: fromSchema,
    to: toSchema,
    cursor: cursorSchema.optional(),
    limit: limitSchema,
  })
  .check((context) => {
    const { transaction_id: transactionId, state, external_player_id: player, from, to } = context.value;
    const modes = [transactionId, state, player].filter((value) => value !== undefined).length;
    if (modes !== 1) {
      context.issues.push({
        code: "custom",
        input: context.value,
        path: [],
        message: "send one of transaction_id, state=open or external_player_id",
      });
    } else if (player === undefined && (from !== undefined || to !== undefined)) {
      context.issues.push({
        code: "custom",
        input: context.value,
        path: [from === undefined ? "to" : "from"],
        message: "applies to external_player_id only",
      });
    }
    checkWindow(context);
  })
  .meta({
    description:
      "Send transaction_id (one round), state=open (a page of open rounds) or external_player_id (a page of the player's rounds).",
  });
export type RoundsQuery = z.infer<typeof roundsQuerySchema>;

export const openRoundSchema = z
  .object({
    round_id: z.string(),
    game_symbol: z.string(),
    external_player_id: z.string(),
    session_id: z.string(),
    currency: z.string(),
    bet: amountSchema,
    win: amountSchema.nullable(),
    round_state: z.enum(ROUND_STATES),
    test: z.boolean().meta({
      description:
        "True for a round of a test account (a player you marked in the back office; marking covers the player's past rounds too, unmarking clears it): left out of revenue reports and billing.",
    }),
    reason_code: z.enum(OPEN_ROUND_REASONS),
    reason: z.string().meta({ description: "Why the round is not settled." }),
    next_step: z.string().meta({ description: "What happens next, and who acts." }),
    transaction_id: z
      .string()
      .nullable()
      .meta({ description: "The transaction that keeps the round open (null when the round itself is overdue)." }),
    transaction_state: transactionStateSchema.nullable(),
    give_up_at: timestampSchema.nullable(),
    free_rounds_award_id: z.string().nullable(),
    created_at: timestampSchema,
  })
  .meta({
    id: "OpenRound",
    description: "A round that is not settled: its bet or win is not yet final on both sides.",
  });
export type OpenRound = z.infer<typeof openRoundSchema>;

export const openRoundsResponseSchema = pagedResponseSchema(openRoundSchema, {
  nextCursor: "Null on the last page.",
}).meta({
  id: "OpenRoundsResponse",
  description: "Rounds not settled, oldest first.",
  examples: [
    {
      success: true,
      data: {
        items: [
          {
            round_id: "rnd_6cK2pQ9sT1vX4zB7dF0hJ3",
            game_symbol: "vs20aurora",
            external_player_id: "player-1001",
            session_id: "ses_4fJ0qkR2mZ8xW1bN7cT5yH3a",
            currency: "EUR",
            bet: "0.20",
            win: "0.50",
            round_state: "settled",
            test: false,
            reason_code: "credit_unknown",
            reason: "The win credit was sent but no valid answer came back (timeout, network error or 5xx).",
            next_step:
              "The platform resends the same credit (same transaction_id) with backoff until your wallet acknowledges it, until 2026-01-02T12:00:00.000Z; then it waits for manual resolution.",
            transaction_id: "cdt_9Jk3Lm6Np0Qr2St5Uv8Wx1",
            transaction_state: "unknown",
            give_up_at: "2026-01-02T12:00:00.000Z",
            free_rounds_award_id: null,
            created_at: "2026-01-01T12:00:00.000Z",
          },
        ],
        next_cursor: null,
      },
    },
  ],
});
export type OpenRoundsResponse = z.infer<typeof openRoundsResponseSchema>;

export const playerRoundSchema = z
  .object({
    round_id: z.string(),
    game_symbol: z.string(),
    external_player_id: z.string(),
    session_id: z.string(),
    currency: z.string(),
    bet: amountSchema.meta({ description: "The stake (for a free round: what the award paid, never debited)." }),
    win: amountSchema.nullable().meta({ description: "The win paid; null until the round is decided." }),
    round_state: z.enum(ROUND_STATES),
    test: z.boolean().meta({
      description:
        "True for a round of a test account (a player you marked in the back office; marking covers the player's past rounds too, unmarking clears it): left out of revenue reports and billing.",
    }),
    free_rounds_campaign_id: z.string().nullable().meta({ description: "A free round: the operator's campaign id." }),
    created_at: timestampSchema,
  })
  .meta({
    id: "PlayerRound",
    description: "One round of the player; GET /rounds/{round_id} has its outcome and wallet calls.",
  });
export type PlayerRound = z.infer<typeof playerRoundSchema>;

export const playerRoundsResponseSchema = pagedResponseSchema(playerRoundSchema, {
  items: "Oldest first, in (created_at, round_id) order.",
  nextCursor:
    "Pass as cursor for the next page. Null once [from, to) is complete; while it is open, to poll for new rounds.",
}).meta({
  id: "PlayerRoundsResponse",
  description: "A page of one player's rounds, paged like the transactions feed.",
  examples: [
    {
      success: true,
      data: {
        items: [
          {
            round_id: "rnd_6cK2pQ9sT1vX4zB7dF0hJ3",
            game_symbol: "vs20aurora",
            external_player_id: "player-1001",
            session_id: "ses_4fJ0qkR2mZ8xW1bN7cT5yH3a",
            currency: "EUR",
            bet: "0.20",
            win: "0.50",
            round_state: "settled",
            test: false,
            free_rounds_campaign_id: null,
            created_at: "2026-01-01T12:00:00.000Z",
          },
        ],
        next_cursor: "WyIyMDI2LTAxLTAxVDEyOjAwOjAwLjAwMFoiLCJybmRfNmNLMnBROXNUMXZYNHpCN2RGMGhKMyJd",
      },
    },
  ],
});
export type PlayerRoundsResponse = z.infer<typeof playerRoundsResponseSchema>;

export const roundsResponseSchema = z
  .union([roundDetailsResponseSchema, openRoundsResponseSchema, playerRoundsResponseSchema])
  .meta({
    id: "RoundsResponse",
    description:
      "GET /rounds: a round's details (transaction_id), a page of open rounds (state=open) or of a player's rounds (external_player_id).",
  });

// ---------------------------------------------------------------------------------------------------------------
// GET /api/provider/v1/transactions

export const transactionsQuerySchema = z
  .object({
    operator_id: operatorIdSchema.optional(),
    cursor: cursorSchema.optional(),
    limit: limitSchema,
    from: fromSchema.meta({ description: "Only transactions created at or after this time (ISO 8601 with offset)." }),
    to: toSchema.meta({ description: "Only transactions created before this time; must be after from." }),
    external_player_id: externalPlayerIdFilter.optional().meta({ description: "Only this player's transactions." }),
    transaction_type: transactionTypeSchema.optional(),
    state: transactionStateSchema.optional(),
    round_id: roundIdSchema.optional().meta({ description: "Only this round's transactions." }),
    game_symbol: gameIdentifierSchema
      .optional()
      .meta({ description: "Only transactions of this game (its symbol or slug)." }),
    action_type: z
      .string({ error: "must be a string" })
      .regex(/^[a-z_]{1,64}$/, "must be an action type, e.g. bet, buy_feature, win, free_round_win or rollback")
      .optional()
      .meta({
        description: "Only transactions of this action_type: bet, buy_feature, win, free_round_win or rollback.",
      }),
    campaign_id: campaignIdSchema.optional().meta({ description: "Only the free-round credits of this campaign." }),
  })
  .check(checkWindow);
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const feedTransactionSchema = z
  .object({
    transaction_id: z.string(),
    round_id: z.string().nullable(),
    transaction_type: transactionTypeSchema,
    action_type: z.string(),
    state: transactionStateSchema,
    amount: amountSchema,
    currency: z.string(),
    external_player_id: z.string(),
    session_id: z.string(),
    game_symbol: z.string(),
    original_transaction_id: z.string().nullable(),
    campaign_id: z.string().nullable().meta({ description: "A free round's credit: the operator's campaign id." }),
    promotion_id: z.string().nullable().meta({
      description: "A promotion's prize (action_type tournament_prize, round_id null): the promotion that paid it.",
    }),
    attempts: z.int().nonnegative(),
    created_at: timestampSchema,
    completed_at: timestampSchema.nullable(),
    updated_at: timestampSchema.meta({
      description: "Last change of state; a page read again may show a later state.",
    }),
  })
  .meta({ id: "FeedTransaction", description: "One wallet transaction with its current state." });
export type FeedTransaction = z.infer<typeof feedTransactionSchema>;

export const transactionsResponseSchema = pagedResponseSchema(feedTransactionSchema, {
  items: "Oldest first, in (created_at, transaction_id) order.",
  nextCursor: "Pass as cursor for the next page. Null when no more transactions exist yet (new ones may arrive).",
}).meta({
  id: "TransactionsResponse",
  description: "A page of the transactions feed.",
  examples: [
    {
      success: true,
      data: {
        items: [
          {
            transaction_id: "dbt_2Hq8Lm0Rt5Wy1Ac4Ef7Gi9",
            round_id: "rnd_6cK2pQ9sT1vX4zB7dF0hJ3",
            transaction_type: "debit",
            action_type: "bet",
            state: "succeeded",
            amount: "0.20",
            currency: "EUR",
            external_player_id: "player-1001",
            session_id: "ses_4fJ0qkR2mZ8xW1bN7cT5yH3a",
            game_symbol: "vs20aurora",
            original_transaction_id: null,
            campaign_id: null,
            promotion_id: null,
            attempts: 1,
            created_at: "2026-01-01T12:00:00.000Z",
            completed_at: "2026-01-01T12:00:00.080Z",
            updated_at: "2026-01-01T12:00:00.080Z",
          },
        ],
        next_cursor: "WyIyMDI2LTAxLTAxVDEyOjAwOjAwLjAwMFoiLCJkYnRfMkhxOExtMFJ0NVd5MUFjNEVmN0dpOSJd",
      },
    },
  ],
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/provider/v1/statements/{YYYY-MM-DD}

export const statementDateSchema = z
  .string({ error: "must be a string" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((value) => {
    // An invalid date (month 13) is NaN; an overflowing one (February 30) rolls into the next month.
    const day = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, "must be a calendar date")
  .meta({ description: "The UTC day, YYYY-MM-DD." });
export const statementPathSchema = z.object({ date: statementDateSchema });
/** The query of the endpoints that take nothing else: a master key names its operator. */
export const operatorQuerySchema = z.object({ operator_id: operatorIdSchema.optional() });

/** The CSV's columns, which are also the canonical form hashed into content_hash (see statementCanonicalText). */
export const STATEMENT_COLUMNS = [
  "operator_id",
  "date",
  "currency",
  "transaction_type",
  "state",
  "count",
  "amount",
  "promotion_id",
] as const;

export const statementLineSchema = z
  .object({
    transaction_type: transactionTypeSchema,
    state: transactionStateSchema,
    count: z.int().nonnegative(),
    amount: amountSchema.meta({ description: "Sum of the amounts, decimal text." }),
    promotion_id: z
      .string()
      .nullable()
      .meta({
        description:
          "A promotion's prizes (credits with action_type tournament_prize or prize_drop, no round) are counted on lines of their own, one " +
          "per promotion: the promotion that paid them. Null on every other line.",
      }),
  })
  .meta({ id: "StatementLine" });
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z
  .object({
    operator_id: z.string(),
    date: z.string().meta({ description: "The UTC day." }),
    from: timestampSchema.meta({ description: "Start of the day (inclusive)." }),
    to: timestampSchema.meta({ description: "End of the day (exclusive)." }),
    currencies: z
      .array(
        z.object({
          currency: z.string(),
          lines: z.array(statementLineSchema).meta({
            description:
              "One line per transaction type, state and promotion that occurred, sorted by type, then state, then promotion_id (null first).",
          }),
        }),
      )
      .meta({ description: "Sorted by currency." }),
    final: z.boolean().meta({
      description:
        "true once the day is over, the feed's lag (RECONCILIATION_FEED_LAG_MS) has passed and no transaction of the day is still pending or " +
        "unknown: the numbers and content_hash no longer change (short of staff resolving a given-up transaction). false: a running or just-ended " +
        "day, or deliveries still retried; read it again later.",
    }),
    as_of: timestampSchema.meta({
      description:
        "When these numbers were read. While final is false, only transactions created up to the feed's lag before this time are counted.",
    }),
    content_hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({
        description:
          "Lower-case hex SHA-256 of the canonical text: the CSV body exactly (UTF-8; a header line of the column names, then one line per " +
          "currency, type and state in this order; fields joined by commas, each line ending in \\n; a field with a comma, quote or line break " +
          'quoted as RFC 4180 says, and a text field starting with =, +, -, @, tab or CR, other than a plain decimal number, written as "\'…" so ' +
          "spreadsheets show it as text). The CSV's Content-Hash header carries the same value.",
      }),
  })
  .meta({ id: "Statement" });
export type Statement = z.infer<typeof statementSchema>;

export const statementResponseSchema = z.object({ success: z.literal(true), data: statementSchema }).meta({
  id: "StatementResponse",
  description: "Counts and sums of one UTC day's wallet transactions per currency, type and state (by creation time).",
  examples: [
    {
      success: true,
      data: {
        operator_id: "alpha-casino",
        date: "2026-01-01",
        from: "2026-01-01T00:00:00.000Z",
        to: "2026-01-02T00:00:00.000Z",
        currencies: [
          {
            currency: "EUR",
            lines: [
              { transaction_type: "credit", state: "succeeded", count: 2, amount: "0.50", promotion_id: null },
              {
                transaction_type: "credit",
                state: "succeeded",
                count: 1,
                amount: "5.00",
                promotion_id: "prm_7Hc2kQ9LmN3pR5sT",
              },
              { transaction_type: "debit", state: "succeeded", count: 2, amount: "0.40", promotion_id: null },
            ],
          },
        ],
        final: true,
        as_of: "2026-01-02T06:00:00.000Z",
        content_hash: "3f1c2b0e9d8a7f6e5d4c3b2a19080706f5e4d3c2b1a09f8e7d6c5b4a39281706",
      },
    },
  ],
});
export type StatementResponse = z.infer<typeof statementResponseSchema>;

/** The CSV answer's metadata beside its hashed body (the operator API's and the console's download alike). */
export function statementCsvHeaders(statement: Statement): Record<string, string> {
  return {
    "content-hash": statement.content_hash,
    "statement-final": String(statement.final),
    "statement-as-of": statement.as_of,
  };
}

/**
 * The canonical text of a statement: its CSV body (the one CSV writer, lib/base/csv.ts: RFC 4180 quoting, and a text
 * field that a spreadsheet would run as a formula written with a single quote in front). Both sides can rebuild it
 * from the JSON and compare hashes.
 */
export function statementCanonicalText(statement: Omit<Statement, "content_hash" | "final" | "as_of">): string {
  const records: string[][] = [[...STATEMENT_COLUMNS]];
  for (const { currency, lines } of statement.currencies) {
    for (const row of lines)
      records.push([
        statement.operator_id,
        statement.date,
        currency,
        row.transaction_type,
        row.state,
        String(row.count),
        row.amount,
        row.promotion_id ?? "",
      ]);
  }
  return toCsv(records, { lineEnd: "\n" });
}
