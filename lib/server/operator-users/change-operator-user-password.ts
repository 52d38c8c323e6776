import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { beginSignInAttempt } from "@/lib/server/staff/begin-sign-in-attempt";
import { hashPassword, verifyPassword } from "@/lib/server/staff/password-hash";
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from "@/lib/server/staff/staff-fields";
import {
  WITH_OPERATOR_TOTP,
  backofficeSignInKey,
  operatorUserActor,
  toOperatorSessionUser,
  type OperatorSessionUser,
} from "./operator-user-fields";

export interface ChangeOperatorUserPasswordOptions {
  /** The signed-in user: a user changes their own password only. */
  userId: string;
  currentPassword: string;
  newPassword: string;
  /** The client's address, for the sign-in throttle the current password's check shares. */
  ip?: string | null;
}

/**
 * A user replaces their own password (the policy of staff passwords), proving the current one first. The check of
 * the current password counts as a sign-in attempt (same throttle, same key), so it cannot be used to guess it.
 * Clears the forced change of a one-time password and ends every session of the user signed in before the change
 * (sessionsValidAfter): the caller re-issues the changing session (renewOperatorSession). Audited without either
 * password.
 */
export async function changeOperatorUserPassword(
  options: ChangeOperatorUserPasswordOptions,
): Promise<OperatorSessionUser> {
  const input = parseInput(
    z.object({
      userId: z.string().min(1).max(100),
      currentPassword: z.string().min(1, "current password is required").max(PASSWORD_MAX_LENGTH),
      newPassword: newPasswordSchema(),
      ip: z.string().max(100).nullish(),
    }),
    options,
  );
  const user = await prisma.operatorUser.findUnique({ where: { id: input.userId } });
  if (!user?.active) throw new AppError("not_found", "No such operator user");
  const attempt = await beginSignInAttempt({ key: backofficeSignInKey(user.email), ip: input.ip ?? null });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw new AppError("wrong_password", "The current password is incorrect");
  if (input.newPassword === input.currentPassword)
    throw new AppError("invalid_request", "The new password must differ from the current one");
  const passwordHash = await hashPassword(input.newPassword);
  await attempt.succeed(new Date());
  return prisma.$transaction(async (tx) => {
    const updated = await tx.operatorUser.update({
      where: { id: user.id },
      include: WITH_OPERATOR_TOTP,
      data: { passwordHash, passwordChangeRequired: false, sessionsValidAfter: new Date() },
    });
    await recordAudit({
      db: tx,
      actor: operatorUserActor(user),
      action: "operator_user.change_password",
      target: { type: "operator_user", id: user.id },
      before: { passwordChangeRequired: user.passwordChangeRequired },
      after: { passwordChangeRequired: false },
    });
    const { operator, ...row } = updated;
    return toOperatorSessionUser(row, operator.backofficeTotpRequired);
  });
}
