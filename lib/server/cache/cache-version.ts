import { directQuery } from "@/lib/server/db/direct-sql";
import { createFreshReader, createScopedRead, type ScopedRead } from "./fresh-read";

// The provider API's cache version (table cache_versions, row "provider_api"). Database triggers add one to it in
// the same transaction as any change to keys, operators, providers, games, catalogs or art, so a request that
// reads the version AFTER it arrived sees a new version exactly when the change is visible — on every instance,
// with no message to miss. Entries are tagged with the version read before they were loaded; an entry is used only
// by a request that read the same version.
//
// The read is one indexed single-row SELECT (a prepared statement, see direct-sql.ts), and concurrent requests
// share reads: a request never joins a read that started before it arrived (that read could predate a revocation
// the caller already knows about); it waits for the next one, which everyone arriving in the meantime shares.
// Inside withOneCacheVersion (the provider API's requests, which change nothing cached), the request's first read
// serves all its caches: one round trip per request instead of one per cache it consults.

const VERSION_QUERY = { name: "gp_cache_version", text: "SELECT version::text AS version FROM cache_versions WHERE name = $1" };
const CACHE_NAME = "provider_api";

async function readVersion(): Promise<bigint | null> {
  const rows = await directQuery<{ version: string }>(VERSION_QUERY, [CACHE_NAME], "fast");
  // Without the row (a database not migrated this far) nothing is cached.
  return rows[0] ? BigInt(rows[0].version) : null;
}

/** The cache version as of a moment after this call (or after the request began, inside withOneCacheVersion); null means "do not use or fill caches". */
export function freshCacheVersion(): Promise<bigint | null> {
  // PROVIDER_API_CACHE=0 turns the caches off (measurements, troubleshooting): every request reads the database.
  if (process.env.PROVIDER_API_CACHE?.trim() === "0") return Promise.resolve(null);
  return sharedReader().read();
}

/** Runs fn with one cache version read for all of it; only for work that changes nothing the caches hold. */
export function withOneCacheVersion<T>(fn: () => Promise<T>): Promise<T> {
  return sharedReader().run(fn);
}

// One reader per process, shared by every route bundle (they share globalThis, not module instances).
function sharedReader(): ScopedRead<bigint | null> {
  const holder = globalThis as { __gpCacheVersionReads?: ScopedRead<bigint | null> };
  holder.__gpCacheVersionReads ??= createScopedRead(createFreshReader(readVersion));
  return holder.__gpCacheVersionReads;
}
