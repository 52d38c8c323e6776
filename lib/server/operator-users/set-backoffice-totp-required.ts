import "server-only";
import { AppError } from "@/lib/base/errors";
import { prisma } from "@/lib/server/db/prisma";
import { updateOperator } from "@/lib/server/operators/update-operator";
import { operatorUserActor, toOperatorSessionUser, type OperatorSessionUser } from "./operator-user-fields";

/**
 * An operator's admin requires (or stops requiring) a second factor of every back-office user of their operator.
 * Requiring it needs the admin's own first: an admin cannot lock themselves out of the page that turns it off.
 * Written and audited by updateOperator (as staff changing it in the console are), the admin named as actor.
 */
export async function setBackofficeTotpRequired(options: {
  userId: string;
  required: boolean;
}): Promise<OperatorSessionUser> {
  const user = await prisma.operatorUser.findUnique({ where: { id: options.userId } });
  if (!user?.active) throw new AppError("not_found", "No such operator user");
  if (options.required && user.totpSecretCiphertext === null)
    throw new AppError(
      "totp_enrollment_required",
      "Enroll your own authenticator app before requiring one of everyone",
    );
  await updateOperator({
    operatorId: user.operatorId,
    backofficeTotpRequired: options.required,
    actor: operatorUserActor(user),
  });
  return toOperatorSessionUser(user, options.required);
}
