import "server-only";
import type { Prisma, WalletTransaction } from "@/lib/server/db/generated/client";
import { directQuery } from "@/lib/server/db/direct-sql";
import { capText, redactHeaders, redactUrl } from "./redact-wallet-call";
import type { WalletCallResult } from "./wallet-client";
import type { WalletConfig } from "./wallet-config";

// The attempt log (wallet_callback_attempts): every HTTP call to an operator wallet, stored before it leaves and
// completed with its answer. Each function takes the transaction client it must run in.

type Db = Prisma.TransactionClient;

export interface WalletAttemptFacts {
  operatorId: string;
  playerId: string;
  transactionId: string | null;
  type: WalletTransaction["type"];
  attemptNumber: number;
}

// Every wallet call (a spin's debit and credit included) stores its intent: a prepared statement on the durable
// direct pool (direct-sql.ts), not an ORM create, whose per-query work showed in the spin's profile.
const INSERT_ATTEMPT_INTENT = {
  name: "gp_wallet_attempt_intent_v1",
  text: `INSERT INTO wallet_callback_attempts (operator_id, player_id, transaction_id, type, attempt_number, request_id, url,
      request_headers, request_body, outcome, latency_ms, started_at)
    VALUES ($1, $2, $3::text, $4::"WalletCallbackType", $5::int, $6, $7, $8::jsonb, $9, 'unknown', 0, $10::timestamp(3))
    RETURNING id::text AS id`,
};

/**
 * The attempt log row of a call about to leave, stored BEFORE it is sent: what is sent (credentials redacted), no
 * answer yet. Its outcome stays "unknown" until completeWalletAttempt records the answer, so a call whose sender
 * died in flight still shows in the log, as "outcome unknown". Committed on its own (never inside a transaction:
 * the intent must survive whatever happens to the call). Returns the row's id.
 */
export async function recordWalletAttemptIntent(
  facts: WalletAttemptFacts & { request: WalletCallResult["request"] },
): Promise<bigint> {
  const { request } = facts;
  const [row] = await directQuery<{ id: string }>(
    INSERT_ATTEMPT_INTENT,
    [
      facts.operatorId,
      facts.playerId,
      facts.transactionId,
      facts.type,
      facts.attemptNumber,
      request.requestId,
      redactUrl(request.url),
      JSON.stringify(redactHeaders(request.headers)),
      request.body,
      request.startedAt.toISOString(),
    ],
    "durable",
  );
  return BigInt(row!.id);
}

export type WalletAttemptAnswer = ReturnType<typeof walletAttemptAnswer>;

/** What completes an attempt's row: the answer (capped) and how it was classified. */
export function walletAttemptAnswer(result: WalletCallResult, config: WalletConfig) {
  return {
    responseStatus: result.status,
    responseBody: capText(result.responseBody, config.storedBodyMaxBytes),
    outcome: result.outcome,
    error:
      result.problem ?? (result.errorCode ? [result.errorCode, result.errorMessage].filter(Boolean).join(": ") : null),
    latencyMs: result.latencyMs,
  };
}

export async function completeWalletAttempt(db: Db, attemptId: bigint, answer: WalletAttemptAnswer): Promise<void> {
  await db.walletCallbackAttempt.update({ where: { id: attemptId }, data: answer, select: { id: true } });
}
