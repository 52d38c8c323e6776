import { nonNegativeIntegerSetting } from "@/lib/base/env-setting";
import { directQuery } from "@/lib/server/db/direct-sql";
import { subscribeBusTopic } from "@/lib/server/event-bus/event-bus";
import { logger } from "@/lib/server/observability/logger";
import { countCacheVersionRead } from "@/lib/server/observability/metrics";
import { createFreshReader, createScopedRead, type ScopedRead } from "./fresh-read";

// The provider API's cache version (table cache_versions, row "provider_api"). Database triggers add one to it in
// the same transaction as any change to keys, operators, providers, games, catalogs or art, and announce the new
// version (NOTIFY gp_cache_version, delivered at commit). Entries are tagged with the version read before they were
// loaded; an entry is used only by a request that holds the same version.
//
// Pushed, with a bounded staleness (CACHE_VERSION_MAX_STALENESS_MS, default 1000). On PostgreSQL each app instance
// keeps the version locally: the event bus's LISTEN connection (lib/server/event-bus, topic gp.cache.version,
// which the trigger announces itself, so it travels by LISTEN/NOTIFY even when NATS carries the other events) hands
// over every announced version, and a background re-read every half bound confirms it. A request uses the local version
// only while that connection is listening and the last confirming read started at most the bound ago; otherwise it
// reads the version itself. A read that started at time s saw every change committed before s, and a change
// committed later is announced to a connection that was already listening; so whatever happens to notifications
// (lost, delayed, the listener dead), a request never uses a version older than what was committed the bound before
// it: a revoked key is refused on every instance within the bound, and in practice within the notification's
// delivery (about a millisecond). CACHE_VERSION_MAX_STALENESS_MS=0 reads on every request.
//
// Read per request (exact) where no listener runs: the embedded PGlite database (one process, where a read is an
// in-process query) and tools such as the gp CLI. Reads are one indexed single-row SELECT (a prepared statement,
// see direct-sql.ts), and concurrent requests share them: a request never joins a read that started before it
// arrived (that read could predate a revocation the caller already knows about); it waits for the next one, which
// everyone arriving in the meantime shares. Inside withOneCacheVersion (the provider API's requests, which change
// nothing cached), the request's first read serves all its caches.

const VERSION_QUERY = {
  name: "gp_cache_version",
  text: "SELECT version::text AS version FROM cache_versions WHERE name = $1",
};
const CACHE_NAME = "provider_api";

/** The bus topic of the version's bumps: NOTIFY gp_cache_version (migration cache_version_notify), the new version. */
const CACHE_VERSION_TOPIC = "gp.cache.version";

interface PushedVersion {
  maxStalenessMs: number;
  /** The LISTEN connection is up; changes with every connect or loss, with generation. */
  listening: boolean;
  generation: number;
  version: bigint | null;
  /** performance.now() at the start of the last read that confirmed version while listening. */
  confirmedAt: number;
  /** performance.now() of the last notification applied. */
  notifiedAt: number;
  refresher: NodeJS.Timeout | null;
  refreshFailing: boolean;
  reads: ScopedRead<bigint | null>;
  freshRead: () => Promise<bigint | null>;
}

async function readVersion(): Promise<bigint | null> {
  const rows = await directQuery<{ version: string }>(VERSION_QUERY, [CACHE_NAME], "fast");
  // Without the row (a database not migrated this far) nothing is cached.
  return rows[0] ? BigInt(rows[0].version) : null;
}

// One state per process, shared by every route bundle (they share globalThis, not module instances).
function pushed(): PushedVersion {
  const holder = globalThis as { __gpCacheVersion?: PushedVersion };
  if (holder.__gpCacheVersion) return holder.__gpCacheVersion;
  const freshRead = createFreshReader(readAndConfirm);
  const state: PushedVersion = {
    maxStalenessMs: nonNegativeIntegerSetting("CACHE_VERSION_MAX_STALENESS_MS", 1000),
    listening: false,
    generation: 0,
    version: null,
    confirmedAt: -Infinity,
    notifiedAt: -Infinity,
    refresher: null,
    refreshFailing: false,
    freshRead,
    reads: createScopedRead(() => {
      const local = trustedVersion(state);
      if (local !== undefined) return Promise.resolve(local);
      countCacheVersionRead("request");
      return freshRead();
    }),
  };
  holder.__gpCacheVersion = state;
  return state;
}

function trustedVersion(state: PushedVersion): bigint | undefined {
  if (!state.listening || state.version === null) return undefined;
  return performance.now() - state.confirmedAt <= state.maxStalenessMs ? state.version : undefined;
}

async function readAndConfirm(): Promise<bigint | null> {
  const state = pushed();
  const { generation, listening } = state;
  const startedAt = performance.now();
  const version = await readVersion();
  // Confirms only if the connection listened from before the read began to its end (no change could slip between).
  if (listening && state.listening && state.generation === generation && version !== null) {
    // A notification that arrived during the read may be newer than what the read saw; one before it is not.
    state.version =
      startedAt >= state.notifiedAt || state.version === null || version > state.version ? version : state.version;
    state.confirmedAt = Math.max(state.confirmedAt, startedAt);
  }
  return version;
}

/** The cache version as of a moment after this call (or after the request began, inside withOneCacheVersion), within the bound above; null means "do not use or fill caches". */
export function freshCacheVersion(): Promise<bigint | null> {
  // PROVIDER_API_CACHE=0 turns the caches off (measurements, troubleshooting): every request reads the database.
  if (process.env.PROVIDER_API_CACHE?.trim() === "0") return Promise.resolve(null);
  return pushed().reads.read();
}

/** Runs fn with one cache version for all of it; only for work that changes nothing the caches hold. */
export function withOneCacheVersion<T>(fn: () => Promise<T>): Promise<T> {
  return pushed().reads.run(fn);
}

/** Takes the announced versions from the event bus (start-up calls it before starting the bus). */
export function startCacheVersionPush(): void {
  subscribeBusTopic({
    name: CACHE_VERSION_TOPIC,
    publishedByDatabase: true,
    onEvent: (event) => onCacheVersionNotification({ payload: event.data }),
    onListening: (listening) => onCacheVersionListener({ listening }),
  });
}

/** The LISTEN connection that carries the announcements came up or was lost. */
function onCacheVersionListener(options: { listening: boolean }): void {
  const state = pushed();
  state.listening = options.listening;
  state.generation += 1;
  // Nothing read before this moment counts: trust waits for a read made while listening.
  state.confirmedAt = -Infinity;
  if (state.refresher) clearInterval(state.refresher);
  state.refresher = null;
  if (!options.listening || state.maxStalenessMs === 0) return;
  const refresh = () => {
    countCacheVersionRead("background");
    void state.freshRead().then(
      () => (state.refreshFailing = false),
      (error: unknown) => {
        // Requests past the bound read (and report) for themselves; one line per failing streak is enough here.
        if (!state.refreshFailing)
          logger.warn({ where: "cache-version", err: error }, "background read of the cache version failed");
        state.refreshFailing = true;
      },
    );
  };
  state.refresher = setInterval(refresh, Math.max(10, Math.floor(state.maxStalenessMs / 2)));
  state.refresher.unref();
  refresh();
}

/** An announcement: its payload is the version a committed change moved to. */
function onCacheVersionNotification(options: { payload: string }): void {
  if (!/^\d+$/.test(options.payload)) return;
  const state = pushed();
  const version = BigInt(options.payload);
  state.notifiedAt = performance.now();
  if (state.version === null || version > state.version) state.version = version;
}
