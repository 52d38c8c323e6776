import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { displayPrefix, generateApiKey, hashApiKey, hashesEqual, keyTypeOf, looksLikeApiKey } from "./api-key-format";

describe("API key format and hashing", () => {
  it("generates prefixed base62 keys of 43 random characters that pass the shape check", () => {
    const operatorKey = generateApiKey("operator");
    const masterKey = generateApiKey("master");
    expect(operatorKey).toMatch(/^gpk_[0-9A-Za-z]{43}$/);
    expect(masterKey).toMatch(/^gpm_[0-9A-Za-z]{43}$/);
    expect(looksLikeApiKey(operatorKey)).toBe(true);
    expect(keyTypeOf(operatorKey)).toBe("operator");
    expect(keyTypeOf(masterKey)).toBe("master");
    expect(new Set(Array.from({ length: 200 }, () => generateApiKey("operator"))).size).toBe(200);
  });

  it("hashes with SHA-256 hex of the exact key text", () => {
    const key = "gpk_" + "a".repeat(43);
    expect(hashApiKey(key)).toBe(createHash("sha256").update(key).digest("hex"));
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).not.toBe(hashApiKey(key.toUpperCase()));
  });

  it("compares hashes in full and shows only a short prefix", () => {
    const key = generateApiKey("operator");
    const other = generateApiKey("operator");
    expect(hashesEqual(hashApiKey(key), hashApiKey(key))).toBe(true);
    expect(hashesEqual(hashApiKey(key), hashApiKey(other))).toBe(false);
    expect(hashesEqual(hashApiKey(key), "abcd")).toBe(false);
    expect(displayPrefix(key)).toBe(key.slice(0, 10));
    expect(key.startsWith(displayPrefix(key))).toBe(true);
  });

  it("rejects text that is not a key before any lookup", () => {
    for (const text of [
      "",
      "gpk_short",
      "gpx_" + "a".repeat(43),
      "gpk_" + "a".repeat(42) + "!",
      " gpk_" + "a".repeat(43),
    ]) {
      expect(looksLikeApiKey(text)).toBe(false);
    }
  });
});
