import { z } from "zod";
import { isDecimalText } from "@/lib/server/money/decimal-amount";
import { JsonNumber, parseJsonExact } from "@/lib/server/money/exact-json";

// The operator-hosted wallet callbacks of the contract (spec "Wallet callback request", "Wallet success response",
// "Wallet error response"). Field names are the contract's. `amount` is a JSON number on the wire, so it is
// written from decimal text and read back as text (JsonNumber) — never through a binary float.

export const WALLET_CALLBACK_TYPES = ["balance", "debit", "credit", "rollback"] as const;
export type WalletCallbackKind = (typeof WALLET_CALLBACK_TYPES)[number];

/** action_type of balance callbacks: the contract's "balance marker". */
export const BALANCE_ACTION_TYPE = "balance";

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
  const parts = TEXT_FIELDS.map((field) => `${JSON.stringify(field)}:${JSON.stringify(body[field])}`);
  parts.push(`"amount":${body.amount}`);
  if (isRollback) parts.push(`"original_transaction_id":${JSON.stringify(body.original_transaction_id)}`);
  return `{${parts.join(",")}}`;
}

const requiredText = z.string().min(1).max(256);

/** A received callback body after parseJsonExact: amount arrives as a JsonNumber holding its source text. */
export const walletCallbackRequestSchema = z
  .object({
    operator_id: requiredText,
    player_id: requiredText,
    session_id: requiredText,
    game_symbol: requiredText,
    currency: z.string().regex(/^[A-Z]{3}$/, "must be a 3-letter upper-case currency code"),
    request_id: requiredText,
    transaction_id: requiredText,
    transaction_type: z.enum(WALLET_CALLBACK_TYPES),
    action_type: requiredText,
    amount: z
      .instanceof(JsonNumber, { message: "must be a JSON number" })
      .refine((amount) => isDecimalText(amount.text) && !amount.text.startsWith("-"), "must be a non-negative decimal number")
      .transform((amount) => amount.text),
    original_transaction_id: requiredText.optional(),
  })
  .refine((body) => (body.transaction_type === "rollback") === (body.original_transaction_id !== undefined), {
    message: "original_transaction_id is required on rollback callbacks and only there",
    path: ["original_transaction_id"],
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

const balanceText = z.string().refine(isDecimalText, "must be decimal text such as \"100.00\"");

export const walletSuccessResponseSchema = z.object({
  success: z.literal(true),
  balance: balanceText,
  currency: z.string().optional(),
  transaction_id: z.string().optional(),
});
export type WalletSuccessResponse = z.infer<typeof walletSuccessResponseSchema>;

export const walletErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string().min(1),
  message: z.string().optional(),
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
