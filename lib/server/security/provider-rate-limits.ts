import "server-only";
import { AppError } from "@/lib/base/errors";
import { countRateLimited } from "@/lib/server/observability/metrics";
import { rateLimitSettings } from "./rate-limit-settings";
import { leaseTokens, leaseTokensUnlessPeekRefuses, peekToken, takeToken, type TokenTake } from "./token-bucket";

// The provider API's two limits, applied by providerApiRoute (lib/server/provider-api/provider-route.ts):
// 1. before the key is looked up: a client IP that has used up its failed-authentication allowance gets 429,
//    so guessing keys costs the guesser, not the database;
// 2. each failed authentication (missing or invalid key) takes a token from that IP's allowance, atomically; a
//    failure that finds the allowance spent (concurrent guesses that all passed step 1) is answered 429, not 401,
//    so the number of 401s an address gets is exact across instances;
// 3. after authentication: each request takes a token from its key's bucket (per key, across all instances).
// A key this instance already knows (cached, so checking it costs the database nothing) has steps 1 and 3 done
// in one statement (takeApiKeyRequestTokenUnlessClientRefused).
// A refusal is the contract's error shape with code rate_limited and Retry-After in whole seconds.
//
// Leasing (fewer round trips, docs/decisions.md "Limits and errors"): step 3 takes up to lease.batch tokens of the key's
// bucket in its one statement, and this instance spends the rest locally for up to lease.lifeMs, with no statement;
// with them it keeps the client IP's step-1 verdict for the same time (a failure this instance counts drops it).
// What that changes, exactly:
// - leased tokens leave the shared bucket when taken, so within any window a key is granted at most what the
//   bucket allows plus the tokens leased before the window and still unspent: at most instances × batch (10 by
//   default) beyond the limit; never more than a tenth of the burst per instance, since batch ≤ burst / 10;
// - tokens one instance holds unspent may make another refuse a little early (they expire after lease.lifeMs);
// - an address refused on another instance may still be served here with a valid key until the verdict kept
//   here expires (lease.lifeMs). Failed authentications are never leased: their count stays exact.
// A burst under 20 gives batch 1: no leasing, every request one statement, exact as before.

interface Lease {
  tokens: number;
  expiresAt: number;
}

interface LeaseState {
  tokens: Map<string, Lease>;
  // Until when each client IP's step-1 check passed here.
  clearIps: Map<string, number>;
  // The lease statement in flight per key bucket: concurrent requests wait for it rather than each leasing a batch,
  // so an instance never holds more than one batch of a key's tokens.
  leasing: Map<string, Promise<unknown>>;
}

// Per process, shared by every route bundle. Bounded: past the cap a map starts over (which costs only a statement
// per request until it refills).
const MAX_LEASES = 10_000;
const holder = globalThis as { __gpRateLimitLeases?: LeaseState };
const leases = (holder.__gpRateLimitLeases ??= { tokens: new Map(), clearIps: new Map(), leasing: new Map() });

function leasedTokens(bucket: string, now: number): Lease | null {
  const lease = leases.tokens.get(bucket);
  return lease && lease.tokens >= 1 && lease.expiresAt > now ? lease : null;
}

function ipClear(ip: string, now: number): boolean {
  const clearUntil = leases.clearIps.get(ip);
  return clearUntil !== undefined && clearUntil > now;
}

function keepClear(ip: string, lifeMs: number): void {
  if (leases.clearIps.size >= MAX_LEASES) leases.clearIps.clear();
  leases.clearIps.set(ip, Date.now() + lifeMs);
}

/**
 * Step 3 (with step 1 when `peekIp`): one token of the key's bucket, from this instance's lease when it has one
 * (no statement; step 1's verdict for the IP kept alongside), else by leasing a batch in one statement.
 */
async function takeKeyToken(options: { bucket: string; ip: string; peekIp: boolean }): Promise<void> {
  const { bucket, ip } = options;
  const settings = rateLimitSettings();
  for (;;) {
    const now = Date.now();
    const lease = leasedTokens(bucket, now);
    if (lease) {
      if (options.peekIp && !ipClear(ip, now)) {
        const peek = await peekToken({ key: ip, limit: settings.authFailuresPerIp });
        if (!peek.granted) refuse(peek, "auth_failures", authFailuresDetail(peek));
        keepClear(ip, settings.lease.lifeMs);
        continue;
      }
      lease.tokens -= 1;
      return;
    }
    const inFlight = leases.leasing.get(bucket);
    if (inFlight) {
      await inFlight.catch(() => undefined);
      continue;
    }
    const leasing = options.peekIp
      ? leaseTokensUnlessPeekRefuses({
          peek: { key: ip, limit: settings.authFailuresPerIp },
          take: { key: bucket, limit: settings.perKey, batch: settings.lease.batch },
        })
      : leaseTokens({ key: bucket, limit: settings.perKey, batch: settings.lease.batch }).then((take) => ({
          ...take,
          refusedBy: take.granted ? null : ("take" as const),
        }));
    leases.leasing.set(bucket, leasing);
    let take: Awaited<typeof leasing>;
    try {
      take = await leasing;
    } finally {
      if (leases.leasing.get(bucket) === leasing) leases.leasing.delete(bucket);
    }
    if (take.refusedBy === "peek") refuse(take, "auth_failures", authFailuresDetail(take));
    if (take.refusedBy === "take") refuse(take, "api_key", apiKeyDetail(take));
    if (options.peekIp) keepClear(ip, settings.lease.lifeMs);
    if (take.taken > 1) {
      if (leases.tokens.size >= MAX_LEASES) leases.tokens.clear();
      leases.tokens.set(bucket, { tokens: take.taken - 1, expiresAt: Date.now() + settings.lease.lifeMs });
    }
    return;
  }
}

function refuse(take: TokenTake, limit: "api_key" | "auth_failures", detail: string): never {
  countRateLimited(limit);
  throw new AppError("rate_limited", detail, { headers: { "retry-after": String(take.retryAfterSeconds) } });
}

function clientKey(clientIp: string | null): string {
  return `auth-failure:${clientIp ?? "unknown"}`;
}

function authFailuresDetail(take: TokenTake): string {
  return `Too many failed authentication attempts from this address; retry after ${take.retryAfterSeconds} s`;
}

function apiKeyDetail(take: TokenTake): string {
  const { perKey } = rateLimitSettings();
  return `Rate limit exceeded for this API key (${perKey.refillPerSecond} requests/s, burst ${perKey.capacity}); retry after ${take.retryAfterSeconds} s`;
}

/** Step 1: 429 when this client IP has failed authentication too often. */
export async function refuseClientOverAuthFailureLimit(options: { clientIp: string | null }): Promise<void> {
  const settings = rateLimitSettings();
  if (!settings.enabled) return;
  const take = await peekToken({ key: clientKey(options.clientIp), limit: settings.authFailuresPerIp });
  if (!take.granted) refuse(take, "auth_failures", authFailuresDetail(take));
}

/** Steps 1 and 3 in one statement (or none, with leased tokens), for a key already authenticated from the cache: 429 for either limit. */
export async function takeApiKeyRequestTokenUnlessClientRefused(options: {
  clientIp: string | null;
  keyId: string;
}): Promise<void> {
  if (!rateLimitSettings().enabled) return;
  await takeKeyToken({ bucket: apiKeyBucket(options.keyId), ip: clientKey(options.clientIp), peekIp: true });
}

/** Step 2: counts one failed authentication of this client IP; 429 when that spends more than its allowance. */
export async function recordAuthFailure(options: { clientIp: string | null }): Promise<void> {
  const settings = rateLimitSettings();
  if (!settings.enabled) return;
  leases.clearIps.delete(clientKey(options.clientIp));
  const take = await takeToken({ key: clientKey(options.clientIp), limit: settings.authFailuresPerIp });
  if (!take.granted) refuse(take, "auth_failures", authFailuresDetail(take));
}

/** Step 3: takes one request token of this API key (leased, as above), or 429. */
export async function takeApiKeyRequestToken(options: { keyId: string }): Promise<void> {
  if (!rateLimitSettings().enabled) return;
  await takeKeyToken({ bucket: apiKeyBucket(options.keyId), ip: "", peekIp: false });
}

function apiKeyBucket(keyId: string): string {
  return `api-key:${keyId}`;
}
