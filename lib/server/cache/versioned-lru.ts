import { freshCacheVersion } from "./cache-version";

// Like VersionedCache (entries valid for one cache version; a newer version empties it; a value loaded under an
// older version is never stored), but bounded by the bytes its values hold as well as by their number, and evicting
// the least recently used entry rather than starting over: for large values (a whole catalog's response bytes)
// where a few hot keys must stay while rare ones come and go.

interface Entry<V> {
  version: bigint;
  value: V;
}

export class VersionedLru<V> {
  // Map order is recency order: a hit moves its key to the end; eviction takes from the front.
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Entry<Promise<V>>>();
  private newest = -1n;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number },
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string, version: bigint | null): V | undefined {
    if (version === null) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: bigint | null, value: V): void {
    if (version === null || version < this.newest) return;
    if (version > this.newest) {
      this.entries.clear();
      this.newest = version;
    }
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    this.evict();
  }

  bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += this.weigh(entry.value);
    return total;
  }

  /** Drops least recently used entries until both limits hold (the newest entry stays even if alone it is over). */
  private evict(): void {
    let bytes = this.bytes();
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= 1 || (this.entries.size <= this.limits.maxEntries && bytes <= this.limits.maxBytes))
        break;
      this.entries.delete(key);
      bytes -= this.weigh(entry.value);
    }
  }

  /** The value for key under the current cache version, else load() kept under the version read before it ran. */
  async readThrough(key: string, load: () => Promise<V>): Promise<V> {
    const version = await freshCacheVersion();
    const hit = this.get(key, version);
    if (hit !== undefined) return hit;
    if (version === null) return load();
    const pending = this.loading.get(key);
    if (pending && pending.version === version) return pending.value;
    const value = load().then((loaded) => {
      this.set(key, version, loaded);
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
export function versionedLru<V>(
  name: string,
  limits: { maxEntries: number; maxBytes: number },
  weigh: (value: V) => number,
): VersionedLru<V> {
  const holder = globalThis as { __gpVersionedLrus?: Map<string, VersionedLru<unknown>> };
  holder.__gpVersionedLrus ??= new Map();
  let cache = holder.__gpVersionedLrus.get(name);
  if (!cache)
    holder.__gpVersionedLrus.set(
      name,
      (cache = new VersionedLru<unknown>(limits, weigh as (value: unknown) => number)),
    );
  return cache as VersionedLru<V>;
}
