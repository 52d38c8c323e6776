import { positiveIntegerSetting } from "@/lib/base/env-setting";

// docs/decisions.md figures for artwork, each changeable by an environment variable.

/** Largest accepted upload (ART_MAX_BYTES, default 2 MB). */
export function artMaxBytes(): number {
  return positiveIntegerSetting("ART_MAX_BYTES", 2 * 1024 * 1024);
}

/** How long clients and CDNs may keep artwork without asking again (ART_CACHE_MAX_AGE_SECONDS, default 1 hour). */
export function artCacheMaxAgeSeconds(): number {
  return positiveIntegerSetting("ART_CACHE_MAX_AGE_SECONDS", 3600);
}
