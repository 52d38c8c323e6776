import "server-only";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { prisma } from "@/lib/server/db/prisma";
import { logger } from "@/lib/server/observability/logger";

// Counts authenticated requests per API key without a database write per request: each instance adds to an
// in-memory tally, and a timer (API_KEY_USAGE_FLUSH_SECONDS, default 5) adds the tallies to api_keys.use_count in
// one statement, UPDATE … FROM (VALUES …). A failed flush keeps its tallies for the next one; shutdown flushes
// what is left. So the stored count runs a few seconds behind, and an instance that crashes loses at most that.

interface UsageState {
  pending: Map<string, number>;
  timer: NodeJS.Timeout | null;
}

const holder = globalThis as { __gpApiKeyUsage?: UsageState };
const state: UsageState = (holder.__gpApiKeyUsage ??= { pending: new Map(), timer: null });

/** One authenticated request of the key: memory only; the next flush stores it. */
export function countApiKeyUse(keyId: string): void {
  state.pending.set(keyId, (state.pending.get(keyId) ?? 0) + 1);
  if (state.timer) return;
  const intervalMs = positiveIntegerSetting("API_KEY_USAGE_FLUSH_SECONDS", 5) * 1000;
  state.timer = setTimeout(() => {
    state.timer = null;
    void flushApiKeyUsage();
  }, intervalMs);
  // The tally alone never keeps the process alive; shutdown flushes it.
  state.timer.unref();
}

/** Adds the tallies counted so far to the stored counts, in one statement; returns how many keys it updated. */
export async function flushApiKeyUsage(): Promise<number> {
  if (state.pending.size === 0) return 0;
  const batch = [...state.pending];
  state.pending = new Map();
  const values = batch.map((_entry, index) => `($${index * 2 + 1}::text, $${index * 2 + 2}::bigint)`).join(", ");
  try {
    return await prisma.$executeRawUnsafe(
      `UPDATE api_keys SET use_count = api_keys.use_count + usage.n FROM (VALUES ${values}) AS usage(id, n) WHERE api_keys.id = usage.id`,
      ...batch.flatMap(([id, count]) => [id, count]),
    );
  } catch (error) {
    for (const [id, count] of batch) state.pending.set(id, (state.pending.get(id) ?? 0) + count);
    logger.error(
      { where: "api-keys", keys: batch.length, err: error },
      "could not store API key usage counts; kept for the next flush",
    );
    return 0;
  }
}
