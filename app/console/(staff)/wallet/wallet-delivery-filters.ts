import type {
  WalletAttemptOutcome,
  WalletCallbackType,
  WalletTransactionState,
} from "@/graphql/generated/client/graphql";
import { enumValues } from "@/lib/console/enum-values";

// What the two delivery lists filter and page by.

export const PAGE_SIZE = 30;
export const TRANSACTION_STATES = enumValues<WalletTransactionState>({
  pending: true,
  succeeded: true,
  rejected: true,
  unknown: true,
  rolled_back: true,
  gave_up: true,
});
export const CALLBACK_TYPES = enumValues<WalletCallbackType>({
  balance: true,
  debit: true,
  credit: true,
  rollback: true,
});
export const OUTCOMES = enumValues<WalletAttemptOutcome>({
  succeeded: true,
  rejected: true,
  invalid_signature: true,
  failed: true,
  unknown: true,
});
/** Deliveries are retried in the background; the lists follow at this pace. */
export const REFRESH_MS = 15_000;

export interface OperatorOption {
  value: string;
  label: string;
}

export function isTransactionState(value: string): value is WalletTransactionState {
  return (TRANSACTION_STATES as string[]).includes(value);
}
