import { AppError } from "@/lib/base/errors";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { parseMinorUnits } from "@/lib/base/money/decimal-amount";

// Launch figures and addresses from the environment (docs/decisions.md "Launch sessions").

/** Lifetime of a launch session from its (re)launch: LAUNCH_SESSION_TTL_SECONDS, default 30 minutes. */
export function launchSessionTtlSeconds(): number {
  return positiveIntegerSetting("LAUNCH_SESSION_TTL_SECONDS", 1800);
}

/**
 * Where launched games are served: GAME_BASE_URL without a trailing slash. Production and staging (APP_ENV) require
 * a valid https URL and refuse to launch without one, as the contract's 500 says; elsewhere an unset GAME_BASE_URL
 * falls back to the address the request came to.
 */
export function gameBaseUrl(fallback: string): string {
  const appEnv = process.env.APP_ENV?.trim() || "development";
  const strict = appEnv === "production" || appEnv === "staging";
  const configured = process.env.GAME_BASE_URL?.trim();
  const url = configured ? parseUrl(configured) : null;
  if (strict && url?.protocol !== "https:") {
    throw new AppError(
      "configuration_error",
      `Server configuration error: GAME_BASE_URL must be a valid https URL when APP_ENV is ${appEnv}`,
    );
  }
  if (configured && (!url || (url.protocol !== "https:" && url.protocol !== "http:"))) {
    throw new AppError("configuration_error", "Server configuration error: GAME_BASE_URL must be a valid http(s) URL");
  }
  return (url ? `${url.origin}${url.pathname}` : fallback).replace(/\/+$/, "");
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * How long one "minute" of a reality-check interval lasts, in ms: REALITY_CHECK_MINUTE_MS, default 60000. Only
 * tests shorten it (a browser test cannot wait a real minute); leave it unset everywhere else.
 */
export function realityCheckMinuteMs(): number {
  return positiveIntegerSetting("REALITY_CHECK_MINUTE_MS", 60_000);
}

/**
 * The virtual balance a demo session starts with, in the session currency: DEMO_MODE_BALANCE as decimal text,
 * default 1000 (1000.00 EUR, 1000 JPY). Checked at launch, so a bad setting refuses demo launches plainly.
 */
export function demoModeStartBalanceMinor(currency: string): bigint {
  const text = process.env.DEMO_MODE_BALANCE?.trim() || "1000";
  try {
    return parseMinorUnits(text, currencyExponent(currency));
  } catch {
    throw new AppError(
      "configuration_error",
      `Server configuration error: DEMO_MODE_BALANCE must be a positive decimal amount in ${currency}, got "${text}"`,
    );
  }
}
