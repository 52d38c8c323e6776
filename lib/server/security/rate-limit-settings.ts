import { AppError } from "@/lib/base/errors";

// Figures of the provider API's rate limits (docs/decisions.md "Limits and errors"), each changeable by an environment
// variable and read on every use. Rates may be fractional (0.5 = one request every two seconds).

export interface TokenBucketLimit {
  /** Tokens a full bucket holds: the burst. */
  capacity: number;
  /** Tokens added back per second. */
  refillPerSecond: number;
}

export interface RateLimitSettings {
  /** RATE_LIMIT_ENABLED (default true): false switches both limits off, e.g. for a benchmark of the app alone. */
  enabled: boolean;
  /** Requests per API key: RATE_LIMIT_PER_KEY_PER_SECOND (50) with a burst of RATE_LIMIT_PER_KEY_BURST (100). */
  perKey: TokenBucketLimit;
  /**
   * Failed authentications (missing or invalid key) per client IP: RATE_LIMIT_AUTH_FAILURES_PER_MINUTE (20) with a
   * burst of RATE_LIMIT_AUTH_FAILURES_BURST (the per-minute figure). An IP past it gets 429 before any key lookup.
   */
  authFailuresPerIp: TokenBucketLimit;
  /**
   * Per-key tokens an instance leases from the shared bucket in one statement and spends locally:
   * RATE_LIMIT_LEASE_BATCH (10), never more than a tenth of the burst (so a small burst is shared exactly; 1 means
   * no leasing). Leased tokens unspent after RATE_LIMIT_LEASE_MS (1000) are dropped.
   */
  lease: { batch: number; lifeMs: number };
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+(?:\.\d+)?$/.test(raw) || !Number.isFinite(value) || value <= 0) {
    throw new AppError("configuration_error", `Server configuration error: ${name} must be a positive number`);
  }
  return value;
}

function burst(name: string, fallback: number): number {
  const value = positiveNumber(name, fallback);
  if (!Number.isInteger(value))
    throw new AppError("configuration_error", `Server configuration error: ${name} must be a whole number`);
  return value;
}

function flag(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new AppError("configuration_error", `Server configuration error: ${name} must be true or false`);
}

export function rateLimitSettings(): RateLimitSettings {
  const failuresPerMinute = positiveNumber("RATE_LIMIT_AUTH_FAILURES_PER_MINUTE", 20);
  const perKeyCapacity = burst("RATE_LIMIT_PER_KEY_BURST", 100);
  return {
    enabled: flag("RATE_LIMIT_ENABLED", true),
    perKey: {
      capacity: perKeyCapacity,
      refillPerSecond: positiveNumber("RATE_LIMIT_PER_KEY_PER_SECOND", 50),
    },
    authFailuresPerIp: {
      capacity: burst("RATE_LIMIT_AUTH_FAILURES_BURST", Math.max(1, Math.ceil(failuresPerMinute))),
      refillPerSecond: failuresPerMinute / 60,
    },
    lease: {
      batch: Math.max(1, Math.min(burst("RATE_LIMIT_LEASE_BATCH", 10), Math.floor(perKeyCapacity / 10))),
      lifeMs: burst("RATE_LIMIT_LEASE_MS", 1000),
    },
  };
}
