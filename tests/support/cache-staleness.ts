// App instances on PostgreSQL keep the provider API cache version pushed to them (lib/server/cache/cache-version.ts):
// a change shows within CACHE_VERSION_MAX_STALENESS_MS (default 1000), at once in practice. Tests that change
// something and then expect an instance to serve the change poll for up to this long; tests of the bound itself
// (provider-cache.test.ts) measure it. On PGlite every request reads the version, so the first poll succeeds.
export const CACHE_VERSION_BOUND_MS = 1000;
// The bound plus room for slow requests on a loaded machine.
export const CACHE_FOLLOWS_WITHIN_MS = CACHE_VERSION_BOUND_MS + 4000;

/** Calls probe until accept says yes or CACHE_FOLLOWS_WITHIN_MS has passed; returns the last value. */
export async function untilCacheFollows<T>(probe: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + CACHE_FOLLOWS_WITHIN_MS;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
