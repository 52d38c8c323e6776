import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { acceptTotpCode } from "@/lib/server/crypto/totp-factor";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { staffTotpRequired, toStaffUserView, type StaffUserView } from "./staff-fields";

/**
 * Removes a staff member's own second factor, proven with a current code of it; refused (totp_required_by_policy)
 * for an admin while STAFF_ADMIN_TOTP_REQUIRED is on.
 */
export async function removeStaffTotp(options: {
  staffId: string;
  code: string;
  actor: string;
  at?: Date;
}): Promise<StaffUserView> {
  const input = parseInput(z.object({ staffId: z.string().min(1).max(100), code: z.string().max(20) }), options);
  return prisma.$transaction(async (tx) => {
    const user = await tx.staffUser.findUnique({ where: { id: input.staffId } });
    if (!user || user.disabledAt !== null) throw new AppError("not_found", "No such staff user");
    if (user.totpSecretCiphertext === null) throw new AppError("conflict", "You have no authenticator app to remove");
    if (staffTotpRequired(user))
      throw new AppError(
        "totp_required_by_policy",
        "Staff admins must keep a second factor (STAFF_ADMIN_TOTP_REQUIRED)",
      );
    const step = acceptTotpCode({
      sealedSecret: user.totpSecretCiphertext,
      lastStep: user.totpLastStep,
      code: input.code,
      at: options.at ?? new Date(),
    });
    if (step === null) throw new AppError("invalid_totp_code", "The code does not match: enter the app's current code");
    const updated = await tx.staffUser.update({
      where: { id: user.id },
      data: { totpSecretCiphertext: null, totpLastStep: null, totpPendingCiphertext: null },
    });
    await recordAudit({
      db: tx,
      actor: options.actor,
      action: "staff_user.totp_remove",
      target: { type: "staff_user", id: user.id },
      before: { hasTotp: true },
      after: { hasTotp: false },
    });
    return toStaffUserView(updated);
  });
}
