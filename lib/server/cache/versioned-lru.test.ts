import { describe, expect, it } from "vitest";
import { VersionedLru } from "./versioned-lru";

describe("VersionedLru", () => {
  const sized = (limits: { maxEntries: number; maxBytes: number }) =>
    new VersionedLru<string>(limits, (value) => value.length);

  it("answers only the version an entry was loaded under, and never keeps an older version's value", () => {
    const cache = sized({ maxEntries: 10, maxBytes: 1000 });
    cache.set("a", 5n, "a@5");
    expect(cache.get("a", 5n)).toBe("a@5");
    expect(cache.get("a", 6n)).toBeUndefined();
    cache.set("b", 6n, "b@6");
    expect(cache.get("a", 5n)).toBeUndefined();
    cache.set("a", 5n, "late");
    expect(cache.get("a", 6n)).toBeUndefined();
    expect(cache.get("b", 6n)).toBe("b@6");
  });

  it("evicts the least recently used entry past its entry cap", () => {
    const cache = sized({ maxEntries: 2, maxBytes: 1000 });
    cache.set("a", 1n, "a");
    cache.set("b", 1n, "b");
    expect(cache.get("a", 1n)).toBe("a");
    cache.set("c", 1n, "c");
    expect(cache.get("b", 1n)).toBeUndefined();
    expect(cache.get("a", 1n)).toBe("a");
    expect(cache.get("c", 1n)).toBe("c");
  });

  it("evicts by bytes, keeping the newest entry even when alone it is over", () => {
    const cache = sized({ maxEntries: 10, maxBytes: 10 });
    cache.set("a", 1n, "aaaa");
    cache.set("b", 1n, "bbbb");
    expect(cache.bytes()).toBe(8);
    cache.set("c", 1n, "cccc");
    expect(cache.get("a", 1n)).toBeUndefined();
    expect(cache.bytes()).toBe(8);
    cache.set("d", 1n, "d".repeat(50));
    expect(cache.get("d", 1n)).toBe("d".repeat(50));
    expect(cache.get("b", 1n)).toBeUndefined();
    expect(cache.get("c", 1n)).toBeUndefined();
  });
});
