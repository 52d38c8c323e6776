import { AppError } from "@/lib/base/errors";
import { requestOriginFromHeaders } from "./forwarded-headers";

// Absolute links (thumbnail_url, the OpenAPI servers entry) start with PUBLIC_BASE_URL when it is set (the address
// operators reach us at, behind any proxy), else with the origin the request came to (forwarded-headers.ts).

export function publicBaseUrl(request: Request): string {
  return configuredPublicBaseUrl() ?? requestOriginFromHeaders(request.headers) ?? new URL(request.url).origin;
}

/** The same for server components, which see the request's headers but not its URL. */
export function publicBaseUrlFromHeaders(headers: Headers): string | null {
  return configuredPublicBaseUrl() ?? requestOriginFromHeaders(headers);
}

function configuredPublicBaseUrl(): string | null {
  const configured = process.env.PUBLIC_BASE_URL?.trim();
  if (!configured) return null;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new AppError("configuration_error", "Server configuration error: PUBLIC_BASE_URL is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new AppError("configuration_error", "Server configuration error: PUBLIC_BASE_URL must be an http(s) URL");
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}
