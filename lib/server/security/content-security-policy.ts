// Content-Security-Policy of the app's pages (set by proxy.ts, with a fresh nonce per request). Scripts: only this
// origin's bundles and the inline scripts Next.js itself emits, which carry the nonce ('strict-dynamic' lets those
// load their chunks); styles may be inline (React style attributes, Next's inline styles) — a style cannot run
// code. Everything else comes from this origin only. frame-ancestors: 'none', except for a game page, which its
// session's operator's lobbies may frame (frame-ancestors.ts), and a round replay, which this origin may frame.

export function pageContentSecurityPolicy(options: {
  nonce: string;
  frameAncestors: string;
  https: boolean;
  development: boolean;
}): string {
  return [
    "default-src 'self'",
    // Development only: React rebuilds server error stacks with eval.
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors}`,
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Whether the browser reached us over https (directly, or through a TLS-terminating proxy that says so). */
export function requestIsHttps(request: { url: string; headers: Headers }): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return new URL(request.url).protocol === "https:";
}
