import { createHash, timingSafeEqual } from "node:crypto";
import { randomBase62 } from "@/lib/base/random-id";

// Key text: a visible type prefix + 43 base62 characters (≥ 256 bits). Only the SHA-256 hash is stored.

export const API_KEY_PREFIX = { operator: "gpk_", master: "gpm_" } as const;
export type ApiKeyType = keyof typeof API_KEY_PREFIX;

const BODY_LENGTH = 43;
const DISPLAY_BODY_CHARS = 6;

export function generateApiKey(type: ApiKeyType): string {
  return API_KEY_PREFIX[type] + randomBase62(BODY_LENGTH);
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** The short, non-secret part shown in lists, e.g. "gpk_3fA9xQ". */
export function displayPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.operator.length + DISPLAY_BODY_CHARS);
}

/** Cheap shape check before any database lookup. */
export function looksLikeApiKey(key: string): boolean {
  return /^gp[km]_[0-9A-Za-z]{43}$/.test(key);
}

export function keyTypeOf(key: string): ApiKeyType | null {
  if (key.startsWith(API_KEY_PREFIX.operator)) return "operator";
  if (key.startsWith(API_KEY_PREFIX.master)) return "master";
  return null;
}

/** Constant-time comparison of two hex digests of equal length. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
