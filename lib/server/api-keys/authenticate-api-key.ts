import "server-only";
import { freshCacheVersion } from "@/lib/server/cache/cache-version";
import { versionedCache } from "@/lib/server/cache/versioned-cache";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { logger } from "@/lib/server/observability/logger";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { hashApiKey, hashesEqual, keyTypeOf, looksLikeApiKey } from "./api-key-format";
import { countApiKeyUse } from "./api-key-usage";

// Resolves an API key to its principal. The key is looked up by its SHA-256 hash and checked on every request;
// the row (with its operator's status) is cached in-process under the provider API cache version, which any
// change to a key or an operator moves, so a revoked key is refused on every instance within the version's bound
// (CACHE_VERSION_MAX_STALENESS_MS, at once in practice; lib/server/cache/cache-version.ts). last_used_at is written at most once per interval per key (API_KEY_LAST_USED_INTERVAL_SECONDS, default 60)
// by a conditional update that the response never waits for. A key past its optional expires_at is refused like a
// revoked one; each authenticated request is counted in memory (api-key-usage.ts) and stored in batches.

export interface ApiKeyPrincipal {
  keyId: string;
  kind: "operator" | "master";
  /** The key's own operator (operator keys); null for provider master keys. */
  operatorId: string | null;
  operatorStatus: "active" | "inactive" | null;
}

const UNAUTHORIZED_HEADERS = { "www-authenticate": 'Bearer realm="provider-api"' };

export async function authenticateApiKey(options: { key: string | null | undefined }): Promise<ApiKeyPrincipal> {
  const key = options.key?.trim();
  if (!key) {
    throw new AppError("missing_api_key", "An API key is required (x-provider-api-key header)", {
      headers: UNAUTHORIZED_HEADERS,
    });
  }
  const invalid = () =>
    new AppError("invalid_api_key", "The API key is invalid or has been revoked", { headers: UNAUTHORIZED_HEADERS });
  if (!looksLikeApiKey(key)) throw invalid();

  const hash = hashApiKey(key);
  // Unknown keys are not cached: guessed keys must not fill (or flush) the cache.
  const record = await keyRecords.readThrough(
    hash,
    () => findKeyRecord(hash),
    (found) => found !== null,
  );
  const principal = principalOf(record, key, hash);
  if (!principal) throw invalid();
  return principal;
}

/**
 * The principal of a valid key that this instance holds in its cache under the current version, without any
 * database read; null when the key has to be looked up (not cached) or is not valid (authenticateApiKey says why).
 */
export async function cachedApiKeyPrincipal(options: {
  key: string | null | undefined;
}): Promise<ApiKeyPrincipal | null> {
  const key = options.key?.trim();
  if (!key || !looksLikeApiKey(key)) return null;
  const hash = hashApiKey(key);
  return principalOf(keyRecords.get(hash, await freshCacheVersion()) ?? null, key, hash);
}

function principalOf(record: KeyRecord | null, key: string, hash: string): ApiKeyPrincipal | null {
  // The indexed lookup finds the row; the constant-time comparison is the one that decides.
  if (!record || !hashesEqual(record.hash, hash) || record.revokedAt || keyTypeOf(key) !== record.kind) return null;
  // An expired key is refused exactly like a revoked one; the expiry comes with the (cached) row.
  if (record.expiresAt && record.expiresAt.getTime() <= Date.now()) return null;
  if (record.kind === "operator" && (!record.operatorId || !record.operator)) return null;
  recordKeyUse(record);
  countApiKeyUse(record.id);
  return {
    keyId: record.id,
    kind: record.kind,
    operatorId: record.kind === "operator" ? record.operatorId : null,
    operatorStatus: record.kind === "operator" ? (record.operator?.status ?? null) : null,
  };
}

function findKeyRecord(hash: string) {
  return prisma.apiKey.findUnique({
    where: { hash },
    select: {
      id: true,
      kind: true,
      hash: true,
      operatorId: true,
      revokedAt: true,
      expiresAt: true,
      lastUsedAt: true,
      operator: { select: { status: true } },
    },
  });
}

type KeyRecord = NonNullable<Awaited<ReturnType<typeof findKeyRecord>>>;

// Bounded by the number of stored keys (unknown keys are never kept); the cap only guards memory.
const keyRecords = versionedCache<KeyRecord | null>("api-keys", 10_000);

function recordKeyUse(record: KeyRecord): void {
  const intervalMs = positiveIntegerSetting("API_KEY_LAST_USED_INTERVAL_SECONDS", 60) * 1000;
  const now = new Date();
  const keyId = record.id;
  if (record.lastUsedAt && now.getTime() - record.lastUsedAt.getTime() < intervalMs) return;
  // The cached row remembers the write, so this instance's next requests skip it for an interval.
  record.lastUsedAt = now;
  // The condition makes concurrent requests (on any instance) write at most once per interval.
  const staleBefore = new Date(now.getTime() - intervalMs);
  prisma.apiKey
    .updateMany({
      where: { id: keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: staleBefore } }] },
      data: { lastUsedAt: now },
    })
    .catch((error: unknown) =>
      logger.error({ where: "api-keys", key_id: keyId, err: error }, "could not record use of the API key"),
    );
}
