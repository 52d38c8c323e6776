import { AppError } from "@/lib/base/errors";

/** The wallet call timeout stored on an operator created without its own: WALLET_TIMEOUT_MS, default 5000. */
export function defaultWalletTimeoutMs(): number {
  const raw = process.env.WALLET_TIMEOUT_MS?.trim();
  if (!raw) return 5_000;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new AppError("configuration_error", `WALLET_TIMEOUT_MS must be an integer ≥ 1, got "${raw}"`);
  return value;
}
