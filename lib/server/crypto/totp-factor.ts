import "server-only";
import { decryptSecret, encryptSecret } from "./secret-box";
import { matchTotpCode, newTotpSecret, totpUri } from "./totp";

// The TOTP second factor as every account keeps it (staff and operator users alike): a sealed secret, the last
// time step accepted (a code works once), and a pending secret while the user enrolls. The services of each
// account table call these and write the fields they return.

export interface TotpEnrollment {
  /** Base32, shown once for typing into an authenticator app. */
  secret: string;
  /** The otpauth:// URI authenticator apps read. */
  uri: string;
  /** What is stored as the pending secret until a code confirms it. */
  sealed: string;
}

export function newTotpEnrollment(options: { issuer: string; account: string }): TotpEnrollment {
  const secret = newTotpSecret();
  return { secret, uri: totpUri({ secret, ...options }), sealed: encryptSecret(secret) };
}

/**
 * The time step of a valid code not used before (later than `lastStep`), or null. Callers store the step
 * conditionally on it still being the latest, so two requests racing with one code cannot both pass.
 */
export function acceptTotpCode(options: {
  sealedSecret: string;
  lastStep: number | null;
  code: string | null | undefined;
  at: Date;
}): number | null {
  if (!options.code) return null;
  const step = matchTotpCode({ secret: decryptSecret(options.sealedSecret), code: options.code, at: options.at });
  if (step === null || (options.lastStep !== null && step <= options.lastStep)) return null;
  return step;
}

/** The condition of storing an accepted step: no step stored yet, or an earlier one (same for every account table). */
export function totpStepStillUnused(step: number) {
  return { OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] };
}
