import "server-only";
import { randomBase62 } from "@/lib/base/random-id";
import {
  encodeWalletCallbackBody,
  parseWalletResponse,
  type WalletCallbackBody,
  type WalletCallbackKind,
} from "@/lib/contract/wallet-api";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { normalizeAmount } from "@/lib/base/money/decimal-amount";
import { countWalletCallback } from "@/lib/server/observability/metrics";
import { walletConfig } from "./wallet-config";
import { postWalletRequest } from "./wallet-http";
import { signedWalletHeaders } from "@/lib/contract/wallet-signature";

// One signed wallet callback: build the contract body, sign the exact bytes, send, and classify the answer.
// Classification is the whole retry policy's input, so it is strict: only a valid 200 body is a success.

export interface OperatorWalletEndpoint {
  operatorId: string;
  baseUrl: string;
  secret: string;
  timeoutMs: number;
  /**
   * Operator setting walletRoundFields (off when absent): debits, credits and rollbacks carry round_id, and
   * free-round credits campaign_id, beyond the contract's fields.
   */
  roundFields?: boolean;
}

export interface WalletCall {
  type: WalletCallbackKind;
  playerId: string;
  sessionId: string;
  gameSymbol: string;
  currency: string;
  transactionId: string;
  actionType: string;
  /** Decimal text, e.g. "12.30". */
  amount: string;
  originalTransactionId?: string;
  /** Debits, credits and rollbacks, and only when the operator's setting asks for it. */
  roundId?: string;
  /** Free-round credits only, and only when the operator's setting asks for it. */
  campaignId?: string;
}

/**
 * succeeded: 2xx with a valid success body. rejected: 400 (final). invalid_signature: 401 (an alert, final).
 * failed: anything else — timeout, network error, 5xx, redirect, malformed or oversized answer: outcome unknown.
 */
export type WalletCallOutcome = "succeeded" | "rejected" | "invalid_signature" | "failed";

export interface WalletCallResult {
  outcome: WalletCallOutcome;
  status: number | null;
  /** Operator balance after the call, in the currency's canonical decimal text (succeeded only). */
  balance?: string;
  /** Operator's error code and message (rejected / invalid_signature). */
  errorCode?: string;
  errorMessage?: string;
  /** Why the outcome is failed (or what was wrong with a refusal's body). */
  problem?: string;
  request: { url: string; headers: Record<string, string>; body: string; requestId: string; startedAt: Date };
  responseBody: string | null;
  latencyMs: number;
}

export function newRequestId(): string {
  return `req_${randomBase62(22)}`;
}

export function buildWalletCallbackBody(operatorId: string, call: WalletCall, requestId: string): WalletCallbackBody {
  return {
    operator_id: operatorId,
    player_id: call.playerId,
    session_id: call.sessionId,
    game_symbol: call.gameSymbol,
    currency: call.currency,
    request_id: requestId,
    transaction_id: call.transactionId,
    transaction_type: call.type,
    action_type: call.actionType,
    amount: call.amount,
    ...(call.type === "rollback" ? { original_transaction_id: call.originalTransactionId } : {}),
    ...(call.roundId !== undefined ? { round_id: call.roundId } : {}),
    ...(call.campaignId !== undefined ? { campaign_id: call.campaignId } : {}),
  };
}

export async function callWallet(options: {
  wallet: OperatorWalletEndpoint;
  call: WalletCall;
  /** Overrides the operator's timeout (the debit retry window shortens the last attempt). */
  timeoutMs?: number;
  /** Certification sends deliberately broken signatures; everything else signs normally. */
  headerOverrides?: Record<string, string>;
  timestampSeconds?: number;
  /** Runs with the signed request before it leaves (the ledger stores the attempt's intent); if it fails, nothing is sent. */
  beforeSend?: (request: WalletCallResult["request"]) => Promise<void>;
}): Promise<WalletCallResult> {
  const config = walletConfig();
  const requestId = newRequestId();
  const body = encodeWalletCallbackBody(buildWalletCallbackBody(options.wallet.operatorId, options.call, requestId));
  const startedAt = new Date();
  const headers = {
    ...signedWalletHeaders({
      secret: options.wallet.secret,
      rawBody: body,
      requestId,
      timestamp: options.timestampSeconds ?? Math.floor(startedAt.getTime() / 1000),
    }),
    ...options.headerOverrides,
  };
  const url = `${options.wallet.baseUrl.replace(/\/+$/, "")}/${options.call.type}`;
  const request = { url, headers, body, requestId, startedAt };
  await options.beforeSend?.(request);
  const http = await postWalletRequest({
    url,
    headers,
    body,
    timeoutMs: options.timeoutMs ?? options.wallet.timeoutMs,
    maxResponseBytes: config.responseMaxBytes,
  });
  const result: WalletCallResult =
    http.kind === "failure"
      ? {
          outcome: "failed",
          status: http.status,
          problem: `${http.reason}: ${http.message}`,
          request,
          responseBody: null,
          latencyMs: http.latencyMs,
        }
      : {
          ...classifyWalletAnswer({
            status: http.status,
            bodyText: http.bodyText,
            currency: options.call.currency,
            transactionId: options.call.transactionId,
          }),
          status: http.status,
          request,
          responseBody: http.bodyText,
          latencyMs: http.latencyMs,
        };
  countWalletCallback({ type: options.call.type, outcome: result.outcome, seconds: result.latencyMs / 1000 });
  return result;
}

export type WalletAnswerClass = Pick<
  WalletCallResult,
  "outcome" | "balance" | "errorCode" | "errorMessage" | "problem"
>;

/** Pure: what an operator's HTTP answer means for a callback in `currency` with `transactionId`. */
export function classifyWalletAnswer(answer: {
  status: number;
  bodyText: string;
  currency: string;
  transactionId: string;
}): WalletAnswerClass {
  const parsed = parseWalletResponse(answer.bodyText);
  if (answer.status >= 200 && answer.status < 300) {
    if (parsed.kind !== "success") {
      return {
        outcome: "failed",
        problem: `HTTP ${answer.status} without a valid success body: ${parsed.kind === "invalid" ? parsed.problem : "success is false"}`,
      };
    }
    const { response } = parsed;
    if (response.currency !== undefined && response.currency.toUpperCase() !== answer.currency.toUpperCase()) {
      return {
        outcome: "failed",
        problem: `answer is in ${response.currency}, the callback was in ${answer.currency}`,
      };
    }
    if (response.transaction_id !== undefined && response.transaction_id !== answer.transactionId) {
      return {
        outcome: "failed",
        problem: `answer names transaction ${response.transaction_id}, the callback was ${answer.transactionId}`,
      };
    }
    try {
      return {
        outcome: "succeeded",
        balance: normalizeAmount(response.balance, currencyExponent(answer.currency), { allowNegative: true }),
      };
    } catch (error) {
      return { outcome: "failed", problem: `balance "${response.balance}": ${(error as Error).message}` };
    }
  }
  const refusal = parsed.kind === "error" ? parsed.response : null;
  const details = {
    errorCode: refusal?.error,
    errorMessage: refusal?.message,
    problem: refusal
      ? undefined
      : `HTTP ${answer.status} without a valid error body${parsed.kind === "invalid" ? `: ${parsed.problem}` : ""}`,
  };
  if (answer.status === 400) return { outcome: "rejected", ...details, errorCode: details.errorCode ?? "rejected" };
  if (answer.status === 401)
    return { outcome: "invalid_signature", ...details, errorCode: details.errorCode ?? "invalid_signature" };
  return {
    outcome: "failed",
    problem: `HTTP ${answer.status}${refusal ? ` ${refusal.error}${refusal.message ? `: ${refusal.message}` : ""}` : ""}`,
  };
}
