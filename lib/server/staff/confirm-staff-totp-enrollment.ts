import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { acceptTotpCode } from "@/lib/server/crypto/totp-factor";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { toStaffUserView, type StaffUserView } from "./staff-fields";

/** Saves the pending secret as the staff member's second factor once a current code of it is given. */
export async function confirmStaffTotpEnrollment(options: {
  staffId: string;
  code: string;
  actor: string;
  at?: Date;
}): Promise<StaffUserView> {
  const input = parseInput(z.object({ staffId: z.string().min(1).max(100), code: z.string().max(20) }), options);
  return prisma.$transaction(async (tx) => {
    const user = await tx.staffUser.findUnique({ where: { id: input.staffId } });
    if (!user || user.disabledAt !== null) throw new AppError("not_found", "No such staff user");
    if (user.totpPendingCiphertext === null)
      throw new AppError("conflict", "No enrollment in progress: start one to get a secret");
    const step = acceptTotpCode({
      sealedSecret: user.totpPendingCiphertext,
      lastStep: null,
      code: input.code,
      at: options.at ?? new Date(),
    });
    if (step === null) throw new AppError("invalid_totp_code", "The code does not match: enter the app's current code");
    const updated = await tx.staffUser.update({
      where: { id: user.id },
      data: { totpSecretCiphertext: user.totpPendingCiphertext, totpPendingCiphertext: null, totpLastStep: step },
    });
    await recordAudit({
      db: tx,
      actor: options.actor,
      action: "staff_user.totp_enroll",
      target: { type: "staff_user", id: user.id },
      before: { hasTotp: false },
      after: { hasTotp: true },
    });
    return toStaffUserView(updated);
  });
}
