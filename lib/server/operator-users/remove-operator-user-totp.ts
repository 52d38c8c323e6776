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
 * Removes a user's own second factor, proven with a current code of it; refused (totp_required_by_policy) while
 * their operator requires one of every back-office user. Ends the user's sessions signed in before (the caller
 * re-issues the removing one, as after a password change).
 */
export async function removeOperatorUserTotp(options: {
  userId: string;
  code: string;
  at?: Date;
}): Promise<OperatorSessionUser> {
  const input = parseInput(z.object({ userId: z.string().min(1).max(100), code: z.string().max(20) }), options);
  return prisma.$transaction(async (tx) => {
    const user = await tx.operatorUser.findUnique({
      where: { id: input.userId },
      include: WITH_OPERATOR_TOTP,
    });
    if (!user?.active) throw new AppError("not_found", "No such operator user");
    if (user.totpSecretCiphertext === null) throw new AppError("conflict", "You have no authenticator app to remove");
    if (user.operator.backofficeTotpRequired)
      throw new AppError("totp_required_by_policy", "Your operator requires a second factor of every user");
    const step = acceptTotpCode({
      sealedSecret: user.totpSecretCiphertext,
      lastStep: user.totpLastStep,
      code: input.code,
      at: options.at ?? new Date(),
    });
    if (step === null) throw new AppError("invalid_totp_code", "The code does not match: enter the app's current code");
    const { operator: _operator, ...row } = user;
    const updated = await tx.operatorUser.update({
      where: { id: row.id },
      include: WITH_OPERATOR_TOTP,
      data: {
        totpSecretCiphertext: null,
        totpLastStep: null,
        totpPendingCiphertext: null,
        sessionsValidAfter: new Date(),
      },
    });
    await recordAudit({
      db: tx,
      actor: operatorUserActor(row),
      action: "operator_user.totp_remove",
      target: { type: "operator_user", id: row.id },
      before: { hasTotp: true },
      after: { hasTotp: false },
    });
    const { operator, ...after } = updated;
    return toOperatorSessionUser(after, operator.backofficeTotpRequired);
  });
}
