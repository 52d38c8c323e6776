import "server-only";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { newTotpEnrollment } from "@/lib/server/crypto/totp-factor";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { CONSOLE_TOTP_ISSUER } from "./staff-fields";

/**
 * Starts a staff member's own TOTP enrollment, as the back office's users do: a new secret kept sealed as pending
 * until a code of it is confirmed (confirmStaffTotpEnrollment), returned once for the authenticator app.
 */
export async function beginStaffTotpEnrollment(options: {
  staffId: string;
  actor: string;
}): Promise<{ secret: string; uri: string }> {
  return prisma.$transaction(async (tx) => {
    const user = await tx.staffUser.findUnique({ where: { id: options.staffId } });
    if (!user || user.disabledAt !== null) throw new AppError("not_found", "No such staff user");
    if (user.totpSecretCiphertext !== null)
      throw new AppError("conflict", "You already have an authenticator app; remove it before enrolling another");
    const enrollment = newTotpEnrollment({ issuer: CONSOLE_TOTP_ISSUER, account: user.email });
    await tx.staffUser.update({ where: { id: user.id }, data: { totpPendingCiphertext: enrollment.sealed } });
    await recordAudit({
      db: tx,
      actor: options.actor,
      action: "staff_user.totp_enrollment_begin",
      target: { type: "staff_user", id: user.id },
    });
    return { secret: enrollment.secret, uri: enrollment.uri };
  });
}
