import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache";

describe("VersionedCache", () => {
  it("answers only callers that read the version the entry was loaded under", () => {
    const cache = new VersionedCache<string>(10);
    cache.set("key", 5n, "loaded at 5");
    expect(cache.get("key", 5n)).toBe("loaded at 5");
    expect(cache.get("key", 6n)).toBeUndefined();
    expect(cache.get("key", null)).toBeUndefined();
  });

  it("drops everything when a newer version is stored, and never stores a value loaded under an older one", () => {
    const cache = new VersionedCache<string>(10);
    cache.set("a", 5n, "a@5");
    cache.set("b", 6n, "b@6");
    expect(cache.get("a", 5n)).toBeUndefined();
    // A slow request that read version 5 finishes its load after version 6 was seen: its value is not kept.
    cache.set("a", 5n, "a@5 late");
    expect(cache.get("a", 5n)).toBeUndefined();
    expect(cache.get("a", 6n)).toBeUndefined();
    expect(cache.get("b", 6n)).toBe("b@6");
  });

  it("starts over past its size cap instead of growing", () => {
    const cache = new VersionedCache<number>(3);
    for (const key of ["a", "b", "c"]) cache.set(key, 1n, 1);
    cache.set("d", 1n, 4);
    expect(["a", "b", "c"].map((key) => cache.get(key, 1n))).toEqual([undefined, undefined, undefined]);
    expect(cache.get("d", 1n)).toBe(4);
    // Replacing an existing key never counts as growth.
    cache.set("d", 1n, 5);
    expect(cache.get("d", 1n)).toBe(5);
  });

  it("does not cache at all without a version", () => {
    const cache = new VersionedCache<string>(10);
    cache.set("key", null, "value");
    expect(cache.get("key", null)).toBeUndefined();
  });
});
