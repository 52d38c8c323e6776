import type { Prisma, WalletCallbackAttempt, WalletTransaction } from "@/lib/server/db/generated/client";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { RESOLVED_MANUALLY } from "@/lib/server/wallet/manual-resolution";

// How the console shows wallet deliveries: amounts as decimal text, the signature shortened (enough to match the
// operator's logs, not enough to replay a call), and what staff may do with a transaction.

const SIGNATURE_SHOWN_CHARS = 12;

export type WalletAttemptView = WalletCallbackAttempt;

export interface WalletTransactionView extends WalletTransaction {
  amount: string;
  lastLatencyMs: number | null;
  resolvedManually: boolean;
  canRetry: boolean;
  canResolve: boolean;
  attemptLog: WalletAttemptView[];
}

export function toWalletAttemptView(attempt: WalletCallbackAttempt): WalletAttemptView {
  const headers = attempt.requestHeaders;
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return attempt;
  const shown = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      name.toLowerCase().endsWith("-signature") && typeof value === "string" && value.length > SIGNATURE_SHOWN_CHARS
        ? `${value.slice(0, SIGNATURE_SHOWN_CHARS)}…`
        : value,
    ]),
  );
  return { ...attempt, requestHeaders: shown };
}

/** A credit or rollback that gave up or was refused: the ones staff retry or settle by hand. Debits never are. */
export function needsResolution(transaction: Pick<WalletTransaction, "type" | "state" | "errorCode">): boolean {
  return (
    transaction.type !== "debit" &&
    (transaction.state === "gave_up" || transaction.state === "rejected") &&
    transaction.errorCode !== RESOLVED_MANUALLY
  );
}

export function toWalletTransactionView(
  transaction: WalletTransaction & { attemptLog: WalletCallbackAttempt[] },
): WalletTransactionView {
  const attemptLog = transaction.attemptLog.map(toWalletAttemptView);
  const open = needsResolution(transaction);
  return {
    ...transaction,
    amount: formatMinorUnits(transaction.amountMinor, transaction.exponent),
    lastLatencyMs: attemptLog.length ? attemptLog[attemptLog.length - 1]!.latencyMs : null,
    resolvedManually: transaction.errorCode === RESOLVED_MANUALLY,
    canRetry: open,
    canResolve: open,
    attemptLog,
  };
}

export const attemptLogInclude = {
  attemptLog: { orderBy: [{ startedAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.WalletTransactionInclude;
