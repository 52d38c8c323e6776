import { prisma } from "@/lib/server/db/prisma";
import { logger } from "@/lib/server/observability/logger";
import { pruneIdempotencyKeys } from "@/lib/server/reconciliation/prune-idempotency-keys";
import { pruneSignInAttempts } from "@/lib/server/staff/prune-sign-in-attempts";
import { rateLimitSettings, type TokenBucketLimit } from "./rate-limit-settings";

// A bucket left alone long enough to refill completely is the same as no bucket (takeToken starts new ones
// full), so such rows are deleted: the table holds only keys and client IPs seen recently, whatever an attacker
// sends. Every instance prunes now and then; deleting is idempotent.

const PRUNE_INTERVAL_MS = 5 * 60_000;

function fullRefillSeconds(limit: TokenBucketLimit): number {
  return Math.ceil(limit.capacity / limit.refillPerSecond) + 60;
}

/** Deletes the buckets that are full again; returns how many. */
export async function pruneRateLimitBuckets(): Promise<number> {
  const settings = rateLimitSettings();
  const apiKeys = await prisma.$executeRaw`
    DELETE FROM rate_limit_buckets
    WHERE key LIKE 'api-key:%' AND updated_at < now() - make_interval(secs => ${fullRefillSeconds(settings.perKey)}::float8)`;
  const clients = await prisma.$executeRaw`
    DELETE FROM rate_limit_buckets
    WHERE key LIKE 'auth-failure:%' AND updated_at < now() - make_interval(secs => ${fullRefillSeconds(settings.authFailuresPerIp)}::float8)`;
  return apiKeys + clients;
}

const holder = globalThis as { __gpRateLimitPruner?: NodeJS.Timeout };

/** The background loop of one instance (started by lib/server/boot/start-instance.ts); also prunes old sign-in
 * attempts and clears idempotency keys past their retention. */
export function startRateLimitBucketPruning(): void {
  if (holder.__gpRateLimitPruner) return;
  holder.__gpRateLimitPruner = setInterval(() => {
    pruneRateLimitBuckets().catch((error: unknown) => logger.warn({ err: error }, "rate limit bucket pruning failed"));
    pruneSignInAttempts().catch((error: unknown) => logger.warn({ err: error }, "sign-in attempt pruning failed"));
    pruneIdempotencyKeys().catch((error: unknown) => logger.warn({ err: error }, "idempotency key pruning failed"));
  }, PRUNE_INTERVAL_MS);
  holder.__gpRateLimitPruner.unref();
}
