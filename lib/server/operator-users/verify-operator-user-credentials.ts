import "server-only";
import { z } from "zod";
import { acceptTotpCode, totpStepStillUnused } from "@/lib/server/crypto/totp-factor";
import { prisma } from "@/lib/server/db/prisma";
import { beginSignInAttempt } from "@/lib/server/staff/begin-sign-in-attempt";
import { verifyPassword } from "@/lib/server/staff/password-hash";
import { PASSWORD_MAX_LENGTH } from "@/lib/server/staff/staff-fields";
import { backofficeSignInKey, toOperatorUserView, type OperatorUserView } from "./operator-user-fields";

// Back-office sign-in: email and password checked as staff passwords are, throttled by the same shared counter
// (under its own key), then the TOTP code when the user has a second factor. A code is accepted once: the step it
// belongs to is stored, and that step or an earlier one is refused afterwards.

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  totp: z.string().max(20).nullish(),
  ip: z.string().trim().max(100).nullish(),
});

export interface VerifyOperatorUserCredentialsOptions {
  email: unknown;
  password: unknown;
  /** The 6-digit code of the user's authenticator app; needed only when the user has a second factor. */
  totp?: unknown;
  /** The client's address as the edge of our network saw it; null when unknown. */
  ip?: string | null;
  /** The moment TOTP codes are checked for; default: now. */
  totpClock?: Date;
}

export type OperatorUserSignIn =
  | { outcome: "signed_in"; user: OperatorUserView }
  /** Wrong or missing email or password, or an inactive user: never saying which. */
  | { outcome: "refused" }
  /** The password is right, the user has a second factor, and no valid unused code came with it. */
  | { outcome: "totp_required" };

/** Throws rate_limited (429) while the email or the IP has too many recent failures (a missing code counts). */
export async function verifyOperatorUserCredentials(
  options: VerifyOperatorUserCredentialsOptions,
): Promise<OperatorUserSignIn> {
  const parsed = credentialsSchema.safeParse(options);
  if (!parsed.success) return { outcome: "refused" };
  const { email, password, totp } = parsed.data;
  const attempt = await beginSignInAttempt({ key: backofficeSignInKey(email), ip: parsed.data.ip || null });

  const user = await prisma.operatorUser.findUnique({
    where: { email },
    include: { operator: { select: { status: true } } },
  });
  // A user of a suspended operator is refused like an inactive one.
  const usable = user !== null && user.active && user.operator.status === "active";
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
  const { count } = await prisma.operatorUser.updateMany({
    where: {
      id: user.id,
      ...(totpStep === null ? {} : totpStepStillUnused(totpStep)),
    },
    data: { lastSignInAt: now, ...(totpStep === null ? {} : { totpLastStep: totpStep }) },
  });
  if (count === 0) return { outcome: "totp_required" };
  await attempt.succeed(now);
  const { operator: _operator, ...row } = user;
  return { outcome: "signed_in", user: toOperatorUserView({ ...row, lastSignInAt: now }) };
}
