import { z } from "zod";
import { isDecimalText } from "@/lib/base/money/decimal-amount";
import { JsonNumber, parseJsonExact } from "@/lib/base/money/exact-json";

// The operator-hosted wallet callbacks of the contract (spec "Wallet callback request", "Wallet success response",
// "Wallet error response"). Field names are the contract's. `amount` is a JSON number on the wire, so it is
// written from decimal text and read back as text (JsonNumber) — never through a binary float.

export const WALLET_CALLBACK_TYPES = ["balance", "debit", "credit", "rollback"] as const;
export type WalletCallbackKind = (typeof WALLET_CALLBACK_TYPES)[number];

/** action_type of balance callbacks: the contract's "balance marker". */
export const BALANCE_ACTION_TYPE = "balance";

/**
 * action_type of a free round's credit (a free-rounds award paid the stake, so no debit precedes it): how a wallet
 * tells a free-rounds win from a game win using the contract's fields alone.
 */
export const FREE_ROUND_WIN_ACTION_TYPE = "free_round_win";

/**
 * action_type of a tournament's prize: a credit outside any round (no debit precedes it), paid after the tournament
 * ended, in the session the player last played it in (which may have expired: the wallet must accept it).
 */
export const TOURNAMENT_PRIZE_ACTION_TYPE = "tournament_prize";

/** action_type of a prize drop's prize: a credit outside any round, paid the moment a qualifying round drew it. */
export const PRIZE_DROP_ACTION_TYPE = "prize_drop";

/**
 * action_type of a jackpot win: a credit outside any round (the round that won it settled on its own), in that
 * round's session, game and currency, with a transaction_id derived from the pool, tier and cycle.
 */
export const JACKPOT_WIN_ACTION_TYPE = "jackpot_win";

/** A callback body as our code builds it; `amount` is plain decimal text such as "12.30". */
export interface WalletCallbackBody {
  operator_id: string;
  player_id: string;
  session_id: string;
  game_symbol: string;
  currency: string;
  request_id: string;
  transaction_id: string;
  transaction_type: WalletCallbackKind;
  action_type: string;
  amount: string;
  /** Only on rollback callbacks. */
  original_transaction_id?: string;
  /** Debits, credits and rollbacks, when the operator asked for it: the round's id, after amount. */
  round_id?: string;
  /** Only on free-round credits, when the operator asked for it: the operator's campaign_id, after round_id. */
  campaign_id?: string;
}

const TEXT_FIELDS = [
  "operator_id",
  "player_id",
  "session_id",
  "game_symbol",
  "currency",
  "request_id",
  "transaction_id",
  "transaction_type",
  "action_type",
] as const;

/** The exact JSON text we sign and send: contract field order, amount as a JSON number written from its text. */
export function encodeWalletCallbackBody(body: WalletCallbackBody): string {
  if (!isDecimalText(body.amount) || body.amount.startsWith("-")) {
    throw new Error(`wallet callback amount must be non-negative decimal text, got "${body.amount}"`);
  }
  const isRollback = body.transaction_type === "rollback";
  if (isRollback !== (body.original_transaction_id !== undefined)) {
    throw new Error("original_transaction_id is required on rollback callbacks and only there");
  }
  if (body.campaign_id !== undefined && body.transaction_type !== "credit") {
    throw new Error("campaign_id is only sent on credit callbacks");
  }
  if (body.round_id !== undefined && body.transaction_type === "balance") {
    throw new Error("round_id is not sent on balance callbacks");
  }
  const parts = TEXT_FIELDS.map((field) => `${JSON.stringify(field)}:${JSON.stringify(body[field])}`);
  parts.push(`"amount":${body.amount}`);
  if (isRollback) parts.push(`"original_transaction_id":${JSON.stringify(body.original_transaction_id)}`);
  if (body.round_id !== undefined) parts.push(`"round_id":${JSON.stringify(body.round_id)}`);
  if (body.campaign_id !== undefined) parts.push(`"campaign_id":${JSON.stringify(body.campaign_id)}`);
  return `{${parts.join(",")}}`;
}

const nonEmptyText = z.string().min(1).max(256);

const walletCallbackFields = z.object({
  operator_id: nonEmptyText.meta({ description: "The operator's id on the platform." }),
  player_id: nonEmptyText.meta({ description: "The operator's player id (external_player_id of the launch)." }),
  session_id: nonEmptyText.meta({ description: "The platform's game session." }),
  game_symbol: nonEmptyText.meta({ description: "The game played." }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be a 3-letter upper-case currency code")
    .meta({ description: "The session's currency." }),
  request_id: nonEmptyText.meta({ description: "New for each HTTP attempt; equals the request-id header." }),
  transaction_id: nonEmptyText.meta({
    description: "Stable across every retry of one operation: the idempotency key.",
  }),
  transaction_type: z.enum(WALLET_CALLBACK_TYPES).meta({ description: "Which of the four callbacks this is." }),
  action_type: nonEmptyText.meta({
    description: `bet (debit), win (credit), rollback, or balance; ${FREE_ROUND_WIN_ACTION_TYPE} on the credit of a free round's win, ${TOURNAMENT_PRIZE_ACTION_TYPE} on a tournament prize's, ${PRIZE_DROP_ACTION_TYPE} on a dropped prize's and ${JACKPOT_WIN_ACTION_TYPE} on a jackpot win's (no debit precedes any of them; a prize may arrive after its session expired and must still be accepted).`,
  }),
});
const originalTransactionId = nonEmptyText
  .optional()
  .meta({ description: "Rollbacks only: the debit's transaction_id." });
const roundId = nonEmptyText.optional().meta({
  description:
    "Optional, sent only when the operator's walletRoundFields setting is on: the round's id (round_id of GET /rounds/{round_id} and the transactions feed) on every debit, credit and rollback; never on balance calls. After amount and original_transaction_id. A wallet that does not use it must ignore it.",
});
const campaignId = nonEmptyText.optional().meta({
  description: `Optional, sent only when the operator's walletRoundFields setting is on, and only on free-round credits (action_type ${FREE_ROUND_WIN_ACTION_TYPE}): the operator's campaign_id. After round_id. A wallet that does not use it must ignore it.`,
});

/** The callback body as it travels, for the OpenAPI webhooks: `amount` is a JSON number with the currency's decimals. */
export const walletCallbackBodySchema = walletCallbackFields
  .extend({
    amount: z.number().nonnegative().meta({
      description:
        "Written with the currency's decimals (12.30, 1500, 1.005); 0.00 on balance calls. Read it as exact decimal text.",
    }),
    original_transaction_id: originalTransactionId,
    round_id: roundId,
    campaign_id: campaignId,
  })
  .meta({
    id: "WalletCallbackRequest",
    description:
      "Fields in this order; signed over the exact bytes sent. original_transaction_id is present on rollbacks only. round_id (debits, credits, rollbacks) and campaign_id (free-round credits) are optional extensions, present only when the operator's walletRoundFields setting is on; with it off the body is exactly the contract's.",
  });

/** A received callback body after parseJsonExact: amount arrives as a JsonNumber holding its source text. */
export const walletCallbackRequestSchema = walletCallbackFields
  .extend({
    amount: z
      .instanceof(JsonNumber, { message: "must be a JSON number" })
      .refine(
        (amount) => isDecimalText(amount.text) && !amount.text.startsWith("-"),
        "must be a non-negative decimal number",
      )
      .transform((amount) => amount.text),
    original_transaction_id: originalTransactionId,
    round_id: roundId,
    campaign_id: campaignId,
  })
  .refine((body) => (body.transaction_type === "rollback") === (body.original_transaction_id !== undefined), {
    message: "original_transaction_id is required on rollback callbacks and only there",
    path: ["original_transaction_id"],
  })
  .refine((body) => body.campaign_id === undefined || body.transaction_type === "credit", {
    message: "campaign_id is only sent on credit callbacks",
    path: ["campaign_id"],
  })
  .refine((body) => body.round_id === undefined || body.transaction_type !== "balance", {
    message: "round_id is not sent on balance callbacks",
    path: ["round_id"],
  });
export type WalletCallbackRequest = z.output<typeof walletCallbackRequestSchema>;

export type ParsedWalletCallback = { ok: true; request: WalletCallbackRequest } | { ok: false; problem: string };

export function parseWalletCallbackRequest(rawBody: string): ParsedWalletCallback {
  let json: unknown;
  try {
    json = parseJsonExact(rawBody);
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  const result = walletCallbackRequestSchema.safeParse(json);
  if (result.success) return { ok: true, request: result.data };
  return {
    ok: false,
    problem: result.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; "),
  };
}

const balanceText = z
  .string()
  .refine(isDecimalText, 'must be decimal text such as "100.00"')
  .meta({ description: 'The player\'s balance after the callback, as decimal text (a string), e.g. "100.00".' });

export const walletSuccessResponseSchema = z
  .object({
    success: z.literal(true),
    balance: balanceText,
    currency: z.string().optional().meta({ description: "When present, the callback's currency." }),
    transaction_id: z.string().optional().meta({ description: "When present, the callback's transaction_id." }),
  })
  .meta({
    id: "WalletSuccessResponse",
    examples: [{ success: true, balance: "100.00", currency: "EUR", transaction_id: "dbt_PWqC37FY3fUG6WY5Ii5kay" }],
  });
export type WalletSuccessResponse = z.infer<typeof walletSuccessResponseSchema>;

export const walletErrorResponseSchema = z
  .object({
    success: z.literal(false),
    error: z
      .string()
      .min(1)
      .meta({ description: "A stable code: insufficient_funds and other refusals (400), invalid_signature (401)." }),
    message: z.string().optional(),
  })
  .meta({
    id: "WalletErrorResponse",
    examples: [{ success: false, error: "insufficient_funds", message: "balance 1.00 is lower than 2.50" }],
  });
export type WalletErrorResponse = z.infer<typeof walletErrorResponseSchema>;

export type ParsedWalletResponse =
  | { kind: "success"; response: WalletSuccessResponse }
  | { kind: "error"; response: WalletErrorResponse }
  | { kind: "invalid"; problem: string };

/** Reads an operator's answer: a valid success body, a valid error body, or a description of what is wrong. */
export function parseWalletResponse(text: string): ParsedWalletResponse {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: "invalid", problem: "response body is not JSON" };
  }
  const success = walletSuccessResponseSchema.safeParse(json);
  if (success.success) return { kind: "success", response: success.data };
  const failure = walletErrorResponseSchema.safeParse(json);
  if (failure.success) return { kind: "error", response: failure.data };
  const issues = (json as { success?: unknown })?.success === false ? failure.error.issues : success.error.issues;
  return {
    kind: "invalid",
    problem: issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; "),
  };
}
