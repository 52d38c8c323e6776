import "server-only";
import { AppError } from "@/lib/base/errors";
import { nonNegativeIntegerSetting, positiveIntegerSetting } from "@/lib/base/env-setting";
import { walletConfig } from "@/lib/server/wallet/wallet-config";

// How long reconciliation records are kept, and how far behind real time the transactions feed reads. Read on every
// use, like the wallet's figures. A malformed value, or idempotency keys kept for less time than the wallet keeps
// retrying (a replay could then pay twice), is a configuration error (500), never a silent fallback.

export interface ReconciliationSettings {
  /** Rounds (wallet_rounds, game_rounds) are kept at least this many months after they were created. */
  roundsRetentionMonths: number;
  /** Wallet transactions and their attempts are kept at least this many months after they were created. */
  transactionsRetentionMonths: number;
  /** A round's Idempotency-Key answers replays for this long; never less than the wallet's give-up time. */
  idempotencyKeyRetentionHours: number;
  /** The feed serves only rows created at least this long ago, so a row committed late cannot land behind a cursor. */
  feedLagMs: number;
}

const HOUR_MS = 3_600_000;

export function reconciliationSettings(): ReconciliationSettings {
  const settings: ReconciliationSettings = {
    roundsRetentionMonths: positiveIntegerSetting("RETENTION_ROUNDS_MONTHS", 13),
    transactionsRetentionMonths: positiveIntegerSetting("RETENTION_TRANSACTIONS_MONTHS", 13),
    idempotencyKeyRetentionHours: positiveIntegerSetting("RETENTION_IDEMPOTENCY_KEYS_HOURS", 720),
    feedLagMs: nonNegativeIntegerSetting("RECONCILIATION_FEED_LAG_MS", 5_000),
  };
  const giveUpAfterMs = walletConfig().giveUpAfterMs;
  if (settings.idempotencyKeyRetentionHours * HOUR_MS < giveUpAfterMs) {
    throw new AppError(
      "configuration_error",
      `Server configuration error: RETENTION_IDEMPOTENCY_KEYS_HOURS (${settings.idempotencyKeyRetentionHours}) must not be shorter than WALLET_GIVE_UP_AFTER_MS (${giveUpAfterMs} ms)`,
    );
  }
  return settings;
}

/** The moment `months` calendar months after `from` (UTC), e.g. the end of a record's retention. */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from.getTime());
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}
