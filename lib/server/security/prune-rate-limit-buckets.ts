import { prisma } from "@/lib/server/db/prisma";
import { rateLimitSettings, type TokenBucketLimit } from "./rate-limit-settings";

// A bucket left alone long enough to refill completely is the same as no bucket (takeToken starts new ones
// full), so such rows are deleted: the table holds only keys and client IPs seen recently, whatever an attacker
// sends. Every instance prunes now and then (lib/server/boot/start-pruning.ts); deleting is idempotent.

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
