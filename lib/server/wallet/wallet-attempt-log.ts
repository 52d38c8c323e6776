import "server-only";
import type { Prisma, WalletTransaction } from "@/lib/server/db/generated/client";
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

/**
 * The attempt log row of a call about to leave, stored BEFORE it is sent: what is sent (credentials redacted), no
 * answer yet. Its outcome stays "unknown" until completeWalletAttempt records the answer, so a call whose sender
 * died in flight still shows in the log, as "outcome unknown". Returns the row's id.
 */
export async function recordWalletAttemptIntent(
  db: Db,
  facts: WalletAttemptFacts & { request: WalletCallResult["request"] },
): Promise<bigint> {
  const { request } = facts;
  const row = await db.walletCallbackAttempt.create({
    data: {
      operatorId: facts.operatorId,
      playerId: facts.playerId,
      transactionId: facts.transactionId,
      type: facts.type,
      attemptNumber: facts.attemptNumber,
      requestId: request.requestId,
      url: redactUrl(request.url),
      requestHeaders: redactHeaders(request.headers),
      requestBody: request.body,
      outcome: "unknown",
      latencyMs: 0,
      startedAt: request.startedAt,
    },
    select: { id: true },
  });
  return row.id;
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
