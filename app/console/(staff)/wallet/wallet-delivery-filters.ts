import type {
  WalletAttemptOutcome,
  WalletCallbackType,
  WalletTransactionState,
} from "@/graphql/generated/client/graphql";

// What the two delivery lists filter and page by.

export const PAGE_SIZE = 30;
export const TRANSACTION_STATES: WalletTransactionState[] = [
  "pending",
  "succeeded",
  "rejected",
  "unknown",
  "rolled_back",
  "gave_up",
];
export const CALLBACK_TYPES: WalletCallbackType[] = ["balance", "debit", "credit", "rollback"];
export const OUTCOMES: WalletAttemptOutcome[] = ["succeeded", "rejected", "invalid_signature", "failed", "unknown"];
/** Deliveries are retried in the background; the lists follow at this pace. */
export const REFRESH_MS = 15_000;

export interface OperatorOption {
  value: string;
  label: string;
}

export function isTransactionState(value: string): value is WalletTransactionState {
  return (TRANSACTION_STATES as string[]).includes(value);
}
