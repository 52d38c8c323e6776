import { nonNegativeIntegerSetting } from "@/lib/base/env-setting";
import { AppError } from "@/lib/base/errors";

// The one place that decides who a request came from and which address it came to. X-Forwarded-* headers are
// believed only as far as TRUSTED_PROXY_HOPS proxies of ours wrote them (default 0: the app faces clients
// directly). Proxies append, so the entry that many from the END is the one the outermost trusted proxy wrote;
// anything before it is the client's own text. With no trusted proxy, stripUntrustedForwardedHeaders removes
// what the client sent before Next.js fills these headers from the socket (peer address, Host, TLS).

type HeaderSource = Record<string, string | string[] | undefined> | Headers;

const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

export function trustedProxyHops(): number {
  return nonNegativeIntegerSetting("TRUSTED_PROXY_HOPS", 0);
}

function headerValue(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** The entry `hops` from the end of a comma-separated forwarded header (the first one if there are fewer). */
function entryFromEnd(headers: HeaderSource, name: string, hops: number): string | undefined {
  const entries = (headerValue(headers, name) ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return entries[Math.max(entries.length - hops, 0)];
}

/** The client address (rate limits, sign-in throttling). */
export function clientIpFromHeaders(headers: HeaderSource): string | null {
  const hops = trustedProxyHops();
  // With no trusted proxy the header holds only the socket's peer address, which Next.js wrote.
  const candidate =
    entryFromEnd(headers, "x-forwarded-for", Math.max(hops, 1)) ??
    (hops > 0 ? headerValue(headers, "x-real-ip")?.trim() : undefined);
  return candidate ? candidate.slice(0, 100) : null;
}

/** The origin (scheme://host[:port]) the client addressed: trusted forwarded host and scheme, else Host. */
export function requestOriginFromHeaders(headers: HeaderSource): string | null {
  const hops = trustedProxyHops();
  const host =
    (hops > 0 ? entryFromEnd(headers, "x-forwarded-host", hops) : undefined) ?? headerValue(headers, "host")?.trim();
  if (!host || /[\s/?#@\\]/.test(host)) return null;
  // Next.js sets X-Forwarded-Proto from the socket when no trusted proxy sent one.
  const protocol =
    entryFromEnd(headers, "x-forwarded-proto", Math.max(hops, 1))?.toLowerCase() === "https" ? "https" : "http";
  return URL.canParse(`${protocol}://${host}`) ? new URL(`${protocol}://${host}`).origin : null;
}

/** Whether an Origin header names this app: the address the request came to, or a configured public address. */
export function isOwnOrigin(origin: string, headers: HeaderSource): boolean {
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false; // includes "null" from sandboxed frames and opaque origins
  }
  const requestOrigin = requestOriginFromHeaders(headers);
  // Host, not scheme: a TLS-terminating proxy that does not send X-Forwarded-Proto still serves the same site.
  if (requestOrigin && new URL(requestOrigin).host === originUrl.host) return true;
  for (const configured of [process.env.PUBLIC_BASE_URL, process.env.GAME_BASE_URL]) {
    const text = configured?.trim();
    if (!text || !URL.canParse(text)) continue; // a malformed setting is reported where links are built
    if (new URL(text).origin === originUrl.origin) return true;
  }
  return false;
}

/**
 * The one check of where a cookie-authenticated request comes from (the game runtime, the console's GraphQL API,
 * its art upload): a request another site's page makes in the browser carries the cookie along, so it is refused
 * when the browser says so (Sec-Fetch-Site: cross-site) or its Origin is not this app's. Same-site subdomains are
 * refused too (their Origin is not ours), beyond what SameSite=Lax holds back. A request with neither header (a
 * server-side client, an old browser's GET) passes: it has no other site's page behind it to speak of.
 */
export function refuseCrossSiteRequest(headers: Headers, target: string): void {
  const origin = headers.get("origin");
  if (
    headers.get("sec-fetch-site")?.toLowerCase() === "cross-site" ||
    (origin !== null && !isOwnOrigin(origin, headers))
  ) {
    throw new AppError(
      "forbidden",
      `Requests from ${origin && origin !== "null" ? origin : "another site"} to ${target} are refused; use it from this app's own address`,
    );
  }
}

/**
 * For the node:http server, before Next.js sees a request: with no trusted proxy, drop the forwarded headers a
 * client wrote itself, so Next.js fills X-Forwarded-For/-Host/-Proto from the socket and nothing downstream can be
 * told another client address or origin.
 */
export function stripUntrustedForwardedHeaders(
  headers: Record<string, string | string[] | undefined>,
  hops: number,
): void {
  if (hops > 0) return;
  for (const name of FORWARDED_HEADERS) delete headers[name];
}
