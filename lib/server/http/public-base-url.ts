import { AppError } from "@/lib/server/errors";

// Absolute links (thumbnail_url, the OpenAPI servers entry) start with PUBLIC_BASE_URL when it is set (the address
// operators reach us at, behind any proxy), else with the origin the request came to.

export function publicBaseUrl(request: Request): string {
  return configuredPublicBaseUrl() ?? new URL(request.url).origin;
}

/** The same for server components, which see the request's headers but not its URL. */
export function publicBaseUrlFromHeaders(headers: Headers): string | null {
  const configured = configuredPublicBaseUrl();
  if (configured) return configured;
  const host = headers.get("host");
  const protocol = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  if (!host) return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
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
