import { positiveIntegerSetting } from "@/lib/server/config/env-setting";

// The client address used for per-IP sign-in throttling. The app runs behind a load balancer (DESIGN.md) that
// appends the address it saw to X-Forwarded-For, so the LAST entry is the one a client cannot choose; behind a
// chain of proxies, TRUSTED_PROXY_HOPS (default 1) counts the appending proxies. With no proxy, Next.js fills the
// header from the socket when the client sent none. Per-email throttling does not depend on any of this.

export function clientIpFromHeaders(headers: Record<string, string | string[] | undefined> | Headers): string | null {
  const get = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  const forwarded = (get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const index = forwarded.length - positiveIntegerSetting("TRUSTED_PROXY_HOPS", 1);
  const candidate = forwarded[Math.max(index, 0)] ?? get("x-real-ip")?.trim();
  return candidate ? candidate.slice(0, 100) : null;
}
