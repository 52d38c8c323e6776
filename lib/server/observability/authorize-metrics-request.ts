import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/base/errors";

// /metrics is open when METRICS_TOKEN is unset (a private network or the load balancer guards it); when it is
// set, scrapers send it as "Authorization: Bearer <METRICS_TOKEN>", compared in constant time.

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

export function authorizeMetricsRequest(options: { headers: Headers }): void {
  const token = process.env.METRICS_TOKEN?.trim();
  if (!token) return;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(options.headers.get("authorization") ?? "")?.[1] ?? "";
  if (!timingSafeEqual(digest(given), digest(token))) {
    throw new AppError("unauthenticated", "This endpoint needs Authorization: Bearer <METRICS_TOKEN>", {
      headers: { "www-authenticate": 'Bearer realm="metrics"' },
    });
  }
}
