import "server-only";
import { AppError } from "@/lib/server/errors";
import { countRateLimited } from "@/lib/server/observability/metrics";
import { rateLimitSettings } from "./rate-limit-settings";
import { peekToken, takeToken, type TokenTake } from "./token-bucket";

// The provider API's two limits, applied by providerApiRoute (lib/server/http/provider-route.ts):
// 1. before the key is looked up: a client IP that has used up its failed-authentication allowance gets 429,
//    so guessing keys costs the guesser, not the database;
// 2. each failed authentication (missing or invalid key) takes a token from that IP's allowance, atomically; a
//    failure that finds the allowance spent (concurrent guesses that all passed step 1) is answered 429, not 401,
//    so the number of 401s an address gets is exact across instances;
// 3. after authentication: each request takes a token from its key's bucket (per key, across all instances).
// A refusal is the contract's error shape with code rate_limited and Retry-After in whole seconds.

function refuse(take: TokenTake, limit: "api_key" | "auth_failures", detail: string): never {
  countRateLimited(limit);
  throw new AppError("rate_limited", detail, { headers: { "retry-after": String(take.retryAfterSeconds) } });
}

function clientKey(clientIp: string | null): string {
  return `auth-failure:${clientIp ?? "unknown"}`;
}

/** Step 1: 429 when this client IP has failed authentication too often. */
export async function refuseClientOverAuthFailureLimit(options: { clientIp: string | null }): Promise<void> {
  const settings = rateLimitSettings();
  if (!settings.enabled) return;
  const take = await peekToken({ key: clientKey(options.clientIp), limit: settings.authFailuresPerIp });
  if (!take.granted) {
    refuse(take, "auth_failures", `Too many failed authentication attempts from this address; retry after ${take.retryAfterSeconds} s`);
  }
}

/** Step 2: counts one failed authentication of this client IP; 429 when that spends more than its allowance. */
export async function recordAuthFailure(options: { clientIp: string | null }): Promise<void> {
  const settings = rateLimitSettings();
  if (!settings.enabled) return;
  const take = await takeToken({ key: clientKey(options.clientIp), limit: settings.authFailuresPerIp });
  if (!take.granted) {
    refuse(take, "auth_failures", `Too many failed authentication attempts from this address; retry after ${take.retryAfterSeconds} s`);
  }
}

/** Step 3: takes one request token of this API key, or 429. */
export async function takeApiKeyRequestToken(options: { keyId: string }): Promise<void> {
  const settings = rateLimitSettings();
  if (!settings.enabled) return;
  const take = await takeToken({ key: `api-key:${options.keyId}`, limit: settings.perKey });
  if (!take.granted) {
    refuse(
      take,
      "api_key",
      `Rate limit exceeded for this API key (${settings.perKey.refillPerSecond} requests/s, burst ${settings.perKey.capacity}); retry after ${take.retryAfterSeconds} s`,
    );
  }
}
