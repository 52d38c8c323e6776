import "server-only";
import { AppError } from "@/lib/base/errors";
import { countRateLimited } from "@/lib/server/observability/metrics";
import { rateLimitSettings } from "./rate-limit-settings";
import { peekToken, takeToken, takeTokenUnlessPeekRefuses, type TokenTake } from "./token-bucket";

// The provider API's two limits, applied by providerApiRoute (lib/server/http/provider-route.ts):
// 1. before the key is looked up: a client IP that has used up its failed-authentication allowance gets 429,
//    so guessing keys costs the guesser, not the database;
// 2. each failed authentication (missing or invalid key) takes a token from that IP's allowance, atomically; a
//    failure that finds the allowance spent (concurrent guesses that all passed step 1) is answered 429, not 401,
//    so the number of 401s an address gets is exact across instances;
// 3. after authentication: each request takes a token from its key's bucket (per key, across all instances).
// A key this instance already knows (cached, so checking it costs the database nothing) has steps 1 and 3 done
// in one statement (takeApiKeyRequestTokenUnlessClientRefused).
// A refusal is the contract's error shape with code rate_limited and Retry-After in whole seconds.

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

/** Steps 1 and 3 in one statement, for a key already authenticated from the cache: 429 for either limit. */
export async function takeApiKeyRequestTokenUnlessClientRefused(options: { clientIp: string | null; keyId: string }): Promise<void> {
  const settings = rateLimitSettings();
  if (!settings.enabled) return;
  const take = await takeTokenUnlessPeekRefuses({
    peek: { key: clientKey(options.clientIp), limit: settings.authFailuresPerIp },
    take: { key: apiKeyBucket(options.keyId), limit: settings.perKey },
  });
  if (take.refusedBy === "peek") refuse(take, "auth_failures", authFailuresDetail(take));
  if (take.refusedBy === "take") refuse(take, "api_key", apiKeyDetail(take));
}

/** Step 2: counts one failed authentication of this client IP; 429 when that spends more than its allowance. */
export async function recordAuthFailure(options: { clientIp: string | null }): Promise<void> {
  const settings = rateLimitSettings();
  if (!settings.enabled) return;
  const take = await takeToken({ key: clientKey(options.clientIp), limit: settings.authFailuresPerIp });
  if (!take.granted) refuse(take, "auth_failures", authFailuresDetail(take));
}

/** Step 3: takes one request token of this API key, or 429. */
export async function takeApiKeyRequestToken(options: { keyId: string }): Promise<void> {
  const settings = rateLimitSettings();
  if (!settings.enabled) return;
  const take = await takeToken({ key: apiKeyBucket(options.keyId), limit: settings.perKey });
  if (!take.granted) refuse(take, "api_key", apiKeyDetail(take));
}

function apiKeyBucket(keyId: string): string {
  return `api-key:${keyId}`;
}
