import "server-only";
import { createHash } from "node:crypto";
import { appBaseUrl } from "@/lib/server/http/app-base-url";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { AppError } from "@/lib/base/errors";

// Environment of staff sign-in. NEXTAUTH_SECRET signs and encrypts the session cookie: required in production
// and staging; development and tests use a fixed, documented default so the demo works with no setup.

export function authSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.NEXTAUTH_SECRET?.trim() || env.AUTH_SECRET?.trim();
  if (configured) return configured;
  const appEnv = env.APP_ENV?.trim() || "development";
  if (appEnv === "production" || appEnv === "staging") {
    throw new AppError(
      "configuration_error",
      `Server configuration error: NEXTAUTH_SECRET is required when APP_ENV is ${appEnv}`,
    );
  }
  return createHash("sha256").update("gp-development-nextauth-secret").digest("hex");
}

/** Lifetime of a staff session (STAFF_SESSION_MAX_AGE_SECONDS, default 8 hours). */
export function staffSessionMaxAgeSeconds(): number {
  return positiveIntegerSetting("STAFF_SESSION_MAX_AGE_SECONDS", 8 * 60 * 60);
}

/**
 * next-auth builds its callback and redirect URLs from NEXTAUTH_URL; without it, it would trust the Host header.
 * We default it to the app's public address (PUBLIC_BASE_URL), the one place that address is configured.
 */
export function ensureAuthUrl(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NEXTAUTH_URL?.trim()) return;
  const baseUrl = appBaseUrl(env);
  if (!URL.canParse(baseUrl))
    throw new AppError("configuration_error", "Server configuration error: PUBLIC_BASE_URL is not a valid URL");
  env.NEXTAUTH_URL = baseUrl;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Label of the sign-in button (OIDC_NAME, default "Single sign-on"). */
  name: string;
}

/** The optional OIDC provider: on when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set. */
export function oidcSettings(env: NodeJS.ProcessEnv = process.env): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim().replace(/\/+$/, "");
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer && !clientId && !clientSecret) return null;
  if (!issuer || !clientId || !clientSecret) {
    throw new AppError(
      "configuration_error",
      "Server configuration error: OIDC needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together",
    );
  }
  return { issuer, clientId, clientSecret, name: env.OIDC_NAME?.trim() || "Single sign-on" };
}
