import { createHash } from "node:crypto";

// Conditional GET for public, cacheable responses (artwork, the OpenAPI document).

/** A strong ETag: the quoted SHA-256 of the representation's bytes. */
export function strongEtag(bytes: Uint8Array | string): string {
  return `"${createHash("sha256").update(bytes).digest("hex")}"`;
}

/** If-None-Match uses weak comparison: W/ prefixes are ignored, and * matches any current representation. */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}
