import "server-only";
import {
  authenticateApiKey,
  cachedApiKeyPrincipal,
  type ApiKeyPrincipal,
} from "@/lib/server/api-keys/authenticate-api-key";
import { clientIpFromHeaders } from "@/lib/server/http/forwarded-headers";
import { isAppError } from "@/lib/base/errors";
import {
  recordAuthFailure,
  refuseClientOverAuthFailureLimit,
  takeApiKeyRequestToken,
  takeApiKeyRequestTokenUnlessClientRefused,
} from "@/lib/server/security/provider-rate-limits";

/**
 * A provider API request's authentication with its rate limits: 429 for a client IP over its failed-
 * authentication allowance (before the key is looked up), 401 (counted against the IP; 429 if that count goes
 * past the allowance) for a missing or invalid key, 429 when the key is over its request rate; else the key's
 * principal. A key this instance has cached needs no lookup, so its two limits are checked in one statement.
 */
export async function authenticateProviderRequest(options: {
  key: string | null;
  headers: Headers;
}): Promise<ApiKeyPrincipal> {
  const clientIp = clientIpFromHeaders(options.headers);
  const cached = await cachedApiKeyPrincipal({ key: options.key });
  if (cached) {
    await takeApiKeyRequestTokenUnlessClientRefused({ clientIp, keyId: cached.keyId });
    return cached;
  }
  await refuseClientOverAuthFailureLimit({ clientIp });
  let principal: ApiKeyPrincipal;
  try {
    principal = await authenticateApiKey({ key: options.key });
  } catch (error) {
    if (isAppError(error) && error.status === 401) await recordAuthFailure({ clientIp });
    throw error;
  }
  await takeApiKeyRequestToken({ keyId: principal.keyId });
  return principal;
}
