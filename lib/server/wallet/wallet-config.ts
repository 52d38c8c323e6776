import { AppError } from "@/lib/base/errors";

// Every wallet figure of docs/decisions.md "Wallet callbacks", each overridable by an environment variable. Read on
// every use (cheap), so a test or an operator of the platform can change them without a code change.

export interface WalletConfig {
  /** Debit: at most this many attempts with the same transaction_id… */
  debitMaxAttempts: number;
  /** …all started within this window; after it the debit is treated as unknown and rolled back. */
  debitRetryWindowMs: number;
  /** Pause between debit attempts. */
  debitRetryDelayMs: number;
  /** Balance callbacks are safe to repeat: attempts per balance request. */
  balanceMaxAttempts: number;
  /** Credits and rollbacks: exponential backoff from base to max (with jitter)… */
  retryBackoffBaseMs: number;
  retryBackoffMaxMs: number;
  /** …until acknowledged or this long after creation, then gave_up (manual resolution in the console). */
  giveUpAfterMs: number;
  /** How long a claimed row stays reserved for its sender beyond the operator's call timeout. */
  leaseMarginMs: number;
  /** How often an instance running the worker records that it is alive in wallet_instances. */
  instanceHeartbeatMs: number;
  /** An instance silent this long is dead: the leases it held are taken over at once, not when they end. */
  instanceStaleMs: number;
  /** A round whose outcome is not settled within this time after its debit is cancelled and rolled back. */
  settlementLeaseMs: number;
  /** Response bodies larger than this are refused (the answer counts as failed). */
  responseMaxBytes: number;
  /** Response bodies are stored in the attempt log up to this size. */
  storedBodyMaxBytes: number;
  /** Keep-alive sockets per operator origin. */
  maxConnectionsPerOrigin: number;
  /** Worker: pause between passes when idle, and rows claimed per pass. */
  workerIntervalMs: number;
  workerBatchSize: number;
  /** Whether a round with a zero win still sends a credit of 0 (closes the round on the operator's side). */
  creditZeroWins: boolean;
  /** Operator side (demo wallet): allowed age of a callback's timestamp. */
  timestampMaxAgeSeconds: number;
}

function integer(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min)
    throw new AppError("configuration_error", `${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function flag(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new AppError("configuration_error", `${name} must be true or false, got "${raw}"`);
}

export function walletConfig(): WalletConfig {
  const config: WalletConfig = {
    debitMaxAttempts: integer("WALLET_DEBIT_MAX_ATTEMPTS", 3, 1),
    debitRetryWindowMs: integer("WALLET_DEBIT_RETRY_WINDOW_MS", 10_000, 1),
    debitRetryDelayMs: integer("WALLET_DEBIT_RETRY_DELAY_MS", 250, 0),
    balanceMaxAttempts: integer("WALLET_BALANCE_MAX_ATTEMPTS", 2, 1),
    retryBackoffBaseMs: integer("WALLET_RETRY_BACKOFF_BASE_MS", 2_000, 1),
    retryBackoffMaxMs: integer("WALLET_RETRY_BACKOFF_MAX_MS", 300_000, 1),
    giveUpAfterMs: integer("WALLET_GIVE_UP_AFTER_MS", 86_400_000, 0),
    leaseMarginMs: integer("WALLET_LEASE_MARGIN_MS", 30_000, 0),
    instanceHeartbeatMs: integer("WALLET_INSTANCE_HEARTBEAT_MS", 5_000, 1),
    instanceStaleMs: integer("WALLET_INSTANCE_STALE_MS", 30_000, 1),
    settlementLeaseMs: integer("WALLET_SETTLEMENT_LEASE_MS", 60_000, 1),
    responseMaxBytes: integer("WALLET_RESPONSE_MAX_BYTES", 65_536, 64),
    storedBodyMaxBytes: integer("WALLET_STORED_BODY_MAX_BYTES", 4_096, 0),
    maxConnectionsPerOrigin: integer("WALLET_MAX_CONNECTIONS_PER_ORIGIN", 64, 1),
    workerIntervalMs: integer("WALLET_WORKER_INTERVAL_MS", 1_000, 1),
    workerBatchSize: integer("WALLET_WORKER_BATCH_SIZE", 50, 1),
    creditZeroWins: flag("WALLET_CREDIT_ZERO_WINS", true),
    timestampMaxAgeSeconds: integer("WALLET_TIMESTAMP_MAX_AGE_SECONDS", 300, 1),
  };
  // A live instance must heartbeat well within the stale window, or it would be taken for dead between two beats.
  config.instanceStaleMs = Math.max(config.instanceStaleMs, config.instanceHeartbeatMs * 2);
  return config;
}

/** Delay before retry number `attempts + 1` of a credit or rollback: exponential, capped, 50–100 % jitter. */
export function retryDelayMs(config: WalletConfig, attempts: number): number {
  const exponential = config.retryBackoffBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  const capped = Math.min(exponential, config.retryBackoffMaxMs);
  return Math.round(capped * (0.5 + Math.random() / 2));
}
