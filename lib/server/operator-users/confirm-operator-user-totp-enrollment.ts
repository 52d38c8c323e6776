import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { acceptTotpCode } from "@/lib/server/crypto/totp-factor";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import {
  WITH_OPERATOR_TOTP,
  operatorUserActor,
  toOperatorSessionUser,
  type OperatorSessionUser,
} from "./operator-user-fields";

/**
 * Saves the pending secret as the user's second factor once a current code of it is given: the app is set up
 * right before sign-in depends on it. The code's step is remembered, so it cannot sign in again.
 */
export async function confirmOperatorUserTotpEnrollment(options: {
  userId: string;
  code: string;
  /** The moment the code is checked for; default: now. */
  at?: Date;
}): Promise<OperatorSessionUser> {
  const input = parseInput(z.object({ userId: z.string().min(1).max(100), code: z.string().max(20) }), options);
  return prisma.$transaction(async (tx) => {
    const user = await tx.operatorUser.findUnique({ where: { id: input.userId } });
    if (!user?.active) throw new AppError("not_found", "No such operator user");
    if (user.totpPendingCiphertext === null)
      throw new AppError("conflict", "No enrollment in progress: start one to get a secret");
    const step = acceptTotpCode({
      sealedSecret: user.totpPendingCiphertext,
      lastStep: null,
      code: input.code,
      at: options.at ?? new Date(),
    });
    if (step === null) throw new AppError("invalid_totp_code", "The code does not match: enter the app's current code");
    const updated = await tx.operatorUser.update({
      where: { id: user.id },
      include: WITH_OPERATOR_TOTP,
      data: { totpSecretCiphertext: user.totpPendingCiphertext, totpPendingCiphertext: null, totpLastStep: step },
    });
    await recordAudit({
      db: tx,
      actor: operatorUserActor(user),
      action: "operator_user.totp_enroll",
      target: { type: "operator_user", id: user.id },
      before: { hasTotp: false },
      after: { hasTotp: true },
    });
    const { operator, ...row } = updated;
    return toOperatorSessionUser(row, operator.backofficeTotpRequired);
  });
}
