import { logger } from "@/lib/server/observability/logger";
import { pruneIdempotencyKeys } from "@/lib/server/reconciliation/prune-idempotency-keys";
import { pruneRateLimitBuckets } from "@/lib/server/security/prune-rate-limit-buckets";
import { pruneSignInAttempts } from "@/lib/server/staff/prune-sign-in-attempts";

// Every few minutes each instance deletes what has outlived its use: rate limit buckets full again, old sign-in
// attempts, idempotency keys past their retention. Deleting is idempotent, so instances need not agree on who.

const PRUNE_INTERVAL_MS = 5 * 60_000;

const holder = globalThis as { __gpPruner?: NodeJS.Timeout };

/** The background loop of one instance (started by start-instance.ts). */
export function startPruning(): void {
  if (holder.__gpPruner) return;
  holder.__gpPruner = setInterval(() => {
    pruneRateLimitBuckets().catch((error: unknown) => logger.warn({ err: error }, "rate limit bucket pruning failed"));
    pruneSignInAttempts().catch((error: unknown) => logger.warn({ err: error }, "sign-in attempt pruning failed"));
    pruneIdempotencyKeys().catch((error: unknown) => logger.warn({ err: error }, "idempotency key pruning failed"));
  }, PRUNE_INTERVAL_MS);
  holder.__gpPruner.unref();
}
