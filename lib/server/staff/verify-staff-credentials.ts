import "server-only";
import { z } from "zod";
import { acceptTotpCode, totpStepStillUnused } from "@/lib/server/crypto/totp-factor";
import { prisma } from "@/lib/server/db/prisma";
import { verifyPassword } from "./password-hash";
import { beginSignInAttempt } from "./begin-sign-in-attempt";
import { PASSWORD_MAX_LENGTH, toStaffUserView, type StaffUserView } from "./staff-fields";

// Password sign-in, throttled by beginSignInAttempt (per email and per client address, across instances), then the
// TOTP code when the account has a second factor, accepted once (as the back office's sign-in does).

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  totp: z.string().max(20).nullish(),
  ip: z.string().trim().max(100).nullish(),
});

export interface VerifyStaffCredentialsOptions {
  email: unknown;
  password: unknown;
  /** The 6-digit code of the account's authenticator app; needed only when it has a second factor. */
  totp?: unknown;
  /** The client's address as the edge of our network saw it; null when unknown. */
  ip?: string | null;
  /** The moment TOTP codes are checked for; default: now. */
  totpClock?: Date;
}

export type StaffSignIn =
  | { outcome: "signed_in"; user: StaffUserView }
  /** Wrong or missing email or password, or a disabled account: never saying which. */
  | { outcome: "refused" }
  /** The password is right, the account has a second factor, and no valid unused code came with it. */
  | { outcome: "totp_required" };

/** Throws rate_limited (429) while the email or the IP has too many recent failures (a missing code counts). */
export async function verifyStaffCredentials(options: VerifyStaffCredentialsOptions): Promise<StaffSignIn> {
  const parsed = credentialsSchema.safeParse(options);
  if (!parsed.success) return { outcome: "refused" };
  const { email, password, totp } = parsed.data;
  const attempt = await beginSignInAttempt({ key: email, ip: parsed.data.ip || null });

  const user = await prisma.staffUser.findUnique({ where: { email } });
  const usable = user !== null && user.disabledAt === null;
  const matches = await verifyPassword(usable ? user.passwordHash : null, password);
  if (!usable || !matches) return { outcome: "refused" };

  const now = new Date();
  let totpStep: number | null = null;
  if (user.totpSecretCiphertext !== null) {
    totpStep = acceptTotpCode({
      sealedSecret: user.totpSecretCiphertext,
      lastStep: user.totpLastStep,
      code: totp,
      at: options.totpClock ?? now,
    });
    if (totpStep === null) return { outcome: "totp_required" };
  }
  // Conditional on the step still being unused: two sign-ins racing with one code cannot both pass.
  const { count } = await prisma.staffUser.updateMany({
    where: { id: user.id, ...(totpStep === null ? {} : totpStepStillUnused(totpStep)) },
    data: { lastSignInAt: now, ...(totpStep === null ? {} : { totpLastStep: totpStep }) },
  });
  if (count === 0) return { outcome: "totp_required" };
  await attempt.succeed(now);
  return { outcome: "signed_in", user: toStaffUserView({ ...user, lastSignInAt: now }) };
}
