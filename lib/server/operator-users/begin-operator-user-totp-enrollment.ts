import "server-only";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { newTotpEnrollment } from "@/lib/server/crypto/totp-factor";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { BACKOFFICE_TOTP_ISSUER, operatorUserActor } from "./operator-user-fields";

/**
 * Starts a user's own TOTP enrollment: a new secret, kept sealed as pending until a code of it is confirmed
 * (confirmOperatorUserTotpEnrollment), and returned once for the authenticator app. A user who already has a second
 * factor removes it first. Beginning again replaces the pending secret.
 */
export async function beginOperatorUserTotpEnrollment(options: {
  userId: string;
}): Promise<{ secret: string; uri: string }> {
  return prisma.$transaction(async (tx) => {
    const user = await tx.operatorUser.findUnique({ where: { id: options.userId } });
    if (!user?.active) throw new AppError("not_found", "No such operator user");
    if (user.totpSecretCiphertext !== null)
      throw new AppError("conflict", "You already have an authenticator app; remove it before enrolling another");
    const enrollment = newTotpEnrollment({ issuer: BACKOFFICE_TOTP_ISSUER, account: user.email });
    await tx.operatorUser.update({ where: { id: user.id }, data: { totpPendingCiphertext: enrollment.sealed } });
    await recordAudit({
      db: tx,
      actor: operatorUserActor(user),
      action: "operator_user.totp_enrollment_begin",
      target: { type: "operator_user", id: user.id },
    });
    return { secret: enrollment.secret, uri: enrollment.uri };
  });
}
