import "server-only";
import { hostname } from "node:os";
import { randomBase62 } from "@/lib/server/api-keys/api-key-format";
import type { Prisma, WalletRoundState, WalletTransaction } from "@/lib/server/db/generated/client";
import type { WalletCallResult } from "./wallet-client";
import type { WalletConfig } from "./wallet-config";

// Shared building blocks of the wallet ledger: ids, leases, the attempt log, alerts, and cancelling a round.
// Every function here takes the transaction client it must run in, so callers compose them atomically.

type Db = Prisma.TransactionClient;

/** Interactive transactions queue behind each other on embedded PGlite; give them room under load. */
export const LEDGER_TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

export function newWalletId(prefix: "rnd" | "dbt" | "cdt" | "rbk" | "bal"): string {
  return `${prefix}_${randomBase62(22)}`;
}

const instance = `${hostname()}:${process.pid}:${randomBase62(6)}`;

/** This process's id in wallet_instances; every lease owner name it makes starts with it and a colon. */
export function walletInstanceId(): string {
  return instance;
}

/** A lease owner name unique to this process and purpose, e.g. one round's inline delivery or one worker claim. */
export function newLeaseOwner(purpose: string): string {
  return `${instance}:${purpose}:${randomBase62(8)}`;
}

const SENSITIVE_NAME = /token|secret|password|passwd|api[-_]?key|authorization|cookie|session[-_]?key|auth/i;

/** URL as stored in the attempt log: no user-info, no values of credential-like query parameters. */
export function redactUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (url.username || url.password) {
    url.username = "redacted";
    url.password = "";
  }
  for (const name of [...url.searchParams.keys()]) {
    if (SENSITIVE_NAME.test(name)) url.searchParams.set(name, "redacted");
  }
  return url.toString();
}

/** Headers as stored: the signature is kept (it proves what was sent); credential headers are redacted. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SENSITIVE_NAME.test(name) && !name.endsWith("-signature") ? "redacted" : value]),
  );
}

export function capText(text: string | null, maxBytes: number): string | null {
  if (text === null) return null;
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length <= maxBytes) return text;
  return `${bytes.subarray(0, maxBytes).toString("utf8")}…[${bytes.length - maxBytes} more bytes]`;
}

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
export async function recordWalletAttemptIntent(db: Db, facts: WalletAttemptFacts & { request: WalletCallResult["request"] }): Promise<bigint> {
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
    error: result.problem ?? (result.errorCode ? [result.errorCode, result.errorMessage].filter(Boolean).join(": ") : null),
    latencyMs: result.latencyMs,
  };
}

export async function completeWalletAttempt(db: Db, attemptId: bigint, answer: WalletAttemptAnswer): Promise<void> {
  await db.walletCallbackAttempt.update({ where: { id: attemptId }, data: answer, select: { id: true } });
}

/** One open alert per operator and kind; a recurrence counts up and re-opens an acknowledged one. */
export async function raiseWalletAlert(
  db: Db,
  options: { operatorId: string; kind: "invalid_signature"; transactionId: string | null; detail: string; now: Date },
): Promise<void> {
  await db.walletAlert.upsert({
    where: { operatorId_kind: { operatorId: options.operatorId, kind: options.kind } },
    create: {
      operatorId: options.operatorId,
      kind: options.kind,
      firstSeenAt: options.now,
      lastSeenAt: options.now,
      lastTransactionId: options.transactionId,
      lastDetail: options.detail,
    },
    update: {
      occurrences: { increment: 1 },
      lastSeenAt: options.now,
      lastTransactionId: options.transactionId,
      lastDetail: options.detail,
      acknowledgedAt: null,
    },
  });
}

/**
 * Cancels a round that is still in one of `fromStates` (compare-and-set, so exactly one caller wins) and queues
 * the rollback of its bet. Returns the rollback row, or null when another caller already moved the round or the
 * operator had refused the bet (nothing to roll back).
 */
export async function cancelRoundAndQueueRollback(
  db: Db,
  options: {
    roundId: string;
    fromStates: WalletRoundState[];
    reason: string;
    now: Date;
    config: WalletConfig;
    /** Only rounds whose lease ended before this instant (worker recovery). */
    leaseEndedBefore?: Date;
    /** Reserve the rollback for an inline best-effort attempt by this owner. */
    leaseOwner?: string;
    leaseUntil?: Date;
  },
): Promise<WalletTransaction | null> {
  const { count } = await db.walletRound.updateMany({
    where: {
      id: options.roundId,
      state: { in: options.fromStates },
      ...(options.leaseEndedBefore ? { leaseUntil: { lt: options.leaseEndedBefore } } : {}),
    },
    data: { state: "cancelled", failureReason: options.reason, leaseUntil: null },
  });
  if (count === 0) return null;
  const round = await db.walletRound.findUniqueOrThrow({ where: { id: options.roundId } });
  const debit = await db.walletTransaction.findUniqueOrThrow({ where: { id: round.debitTransactionId } });
  if (debit.state === "rejected") {
    await db.walletRound.update({ where: { id: round.id }, data: { state: "rejected" } });
    return null;
  }
  // Whatever happens to an attempt still in flight, this debit is not sent again: its reversal takes over.
  await db.walletTransaction.update({
    where: { id: debit.id },
    data: { state: debit.state === "pending" ? "unknown" : debit.state, leaseOwner: null, leaseUntil: null },
  });
  const rollback = await db.walletTransaction.create({
    data: {
      id: newWalletId("rbk"),
      roundId: round.id,
      operatorId: debit.operatorId,
      playerId: debit.playerId,
      sessionId: debit.sessionId,
      gameSymbol: debit.gameSymbol,
      currency: debit.currency,
      exponent: debit.exponent,
      type: "rollback",
      actionType: "rollback",
      amountMinor: debit.amountMinor,
      originalTransactionId: debit.id,
      nextAttemptAt: options.now,
      giveUpAt: new Date(options.now.getTime() + options.config.giveUpAfterMs),
      leaseOwner: options.leaseOwner ?? null,
      leaseUntil: options.leaseUntil ?? null,
    },
  });
  await db.walletRound.update({ where: { id: round.id }, data: { rollbackTransactionId: rollback.id } });
  return rollback;
}
