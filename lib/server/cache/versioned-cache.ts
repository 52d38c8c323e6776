import { freshCacheVersion } from "./cache-version";

// An in-process cache whose entries are valid for one cache version (see cache-version.ts). A newer version
// empties it; a value loaded under an older version is never stored. Its size is capped: keys can come from
// requests (a title in an art URL, a Host header), so past the cap it starts over rather than grow.

interface Entry<V> {
  version: bigint;
  value: V;
}

export class VersionedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  // Loads in progress: requests that read the same version wait for the same load (no stampede of rebuilds).
  private readonly loading = new Map<string, Entry<Promise<V>>>();
  private newest = -1n;

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: bigint | null): V | undefined {
    if (version === null) return undefined;
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry.value : undefined;
  }

  set(key: string, version: bigint | null, value: V): void {
    if (version === null || version < this.newest) return;
    if (version > this.newest) {
      this.entries.clear();
      this.newest = version;
    }
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, { version, value });
  }

  /**
   * The cached value for key under the current version, else load() stored under the version read before it ran.
   * Values for which shouldCache is false (e.g. "not found") are returned but not kept.
   */
  async readThrough(key: string, load: () => Promise<V>, shouldCache: (value: V) => boolean = () => true): Promise<V> {
    const version = await freshCacheVersion();
    const hit = this.get(key, version);
    if (hit !== undefined) return hit;
    if (version === null) return load();
    const pending = this.loading.get(key);
    if (pending && pending.version === version) return pending.value;
    const value = load().then((loaded) => {
      if (shouldCache(loaded)) this.set(key, version, loaded);
      return loaded;
    });
    const entry = { version, value };
    this.loading.set(key, entry);
    try {
      return await value;
    } finally {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    }
  }
}

/** One cache per name and process, shared by every route bundle (they share globalThis, not module instances). */
export function versionedCache<V>(name: string, maxEntries: number): VersionedCache<V> {
  const holder = globalThis as { __gpVersionedCaches?: Map<string, VersionedCache<unknown>> };
  holder.__gpVersionedCaches ??= new Map();
  let cache = holder.__gpVersionedCaches.get(name);
  if (!cache) holder.__gpVersionedCaches.set(name, (cache = new VersionedCache<unknown>(maxEntries)));
  return cache as VersionedCache<V>;
}
