import { AppError } from "@/lib/base/errors";

// Figures of docs/decisions.md are defaults; each one can be changed by an environment variable. A malformed value is a
// server configuration error (500 configuration_error), never a silent fallback to the default.

export function positiveIntegerSetting(name: string, defaultValue: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return defaultValue;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0 || !Number.isSafeInteger(Number(raw))) {
    throw new AppError("configuration_error", `Server configuration error: ${name} must be a positive integer`);
  }
  return Number(raw);
}

/** Like positiveIntegerSetting, for counts where 0 means "none" (e.g. TRUSTED_PROXY_HOPS). */
export function nonNegativeIntegerSetting(name: string, defaultValue: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return defaultValue;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new AppError("configuration_error", `Server configuration error: ${name} must be a whole number (0 or more)`);
  }
  return Number(raw);
}

/** An on/off switch: "1" or "true" is on, "0" or "false" off, unset the default; anything else is a configuration error. */
export function booleanSetting(name: string, defaultValue: boolean): boolean {
  const raw = process.env[name]?.trim().toLowerCase();
  if (!raw) return defaultValue;
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  throw new AppError("configuration_error", `Server configuration error: ${name} must be 1 or 0 (true or false)`);
}
