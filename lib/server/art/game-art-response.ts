import type { GameArtContentType } from "@/lib/contract/provider-api";
import { etagMatches } from "@/lib/server/http/etag";
import { artCacheMaxAgeSeconds } from "./art-settings";

// Public image responses: strong ETag with If-None-Match → 304, a cache lifetime, nosniff, and for SVG a
// Content-Security-Policy that forbids scripts and any outside fetch even when the image is opened directly.

const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export function imageResponse(
  request: Request,
  image: { contentType: GameArtContentType; bytes: Uint8Array; etag: string },
): Response {
  const headers: Record<string, string> = {
    etag: image.etag,
    "cache-control": `public, max-age=${artCacheMaxAgeSeconds()}`,
    "x-content-type-options": "nosniff",
    // Operators show thumbnails in lobbies on their own origins.
    "cross-origin-resource-policy": "cross-origin",
  };
  if (image.contentType === "image/svg+xml") headers["content-security-policy"] = SVG_CONTENT_SECURITY_POLICY;
  if (etagMatches(request.headers.get("if-none-match"), image.etag))
    return new Response(null, { status: 304, headers });
  return new Response(Uint8Array.from(image.bytes), {
    status: 200,
    headers: { ...headers, "content-type": image.contentType, "content-length": String(image.bytes.byteLength) },
  });
}
