import "server-only";
import { isAppError } from "@/lib/base/errors";
import { logger } from "@/lib/server/observability/logger";

// The credentials step both next-auth configurations share (console and back office): the sign-in's outcome becomes
// next-auth's user, its null (refused), or one of our fixed error codes, which next-auth puts into the redirect URL
// (?error=…) and the sign-in form shows (lib/console/ui/credentials-sign-in-form.tsx).

/** Error texts the sign-in pages receive, beside next-auth's own CredentialsSignin / AccessDenied. */
export const SIGN_IN_ERRORS = {
  rateLimited: "rate_limited",
  unavailable: "sign_in_unavailable",
  /** The password was right; the account's TOTP code is missing, wrong or already used. */
  totpRequired: "totp_required",
} as const;

export type CredentialsOutcome<User> =
  { outcome: "signed_in"; user: User } | { outcome: "refused" } | { outcome: "totp_required" };

export async function authorizeCredentials<User>(
  where: string,
  verify: () => Promise<CredentialsOutcome<User>>,
): Promise<User | null> {
  let result: CredentialsOutcome<User>;
  try {
    result = await verify();
  } catch (error) {
    // next-auth puts the message into the redirect URL: only our fixed codes may go there.
    if (isAppError(error) && error.code === "rate_limited") throw new Error(SIGN_IN_ERRORS.rateLimited);
    logger.error({ where, err: error }, "password sign-in failed");
    throw new Error(SIGN_IN_ERRORS.unavailable);
  }
  if (result.outcome === "totp_required") throw new Error(SIGN_IN_ERRORS.totpRequired);
  return result.outcome === "signed_in" ? result.user : null;
}
