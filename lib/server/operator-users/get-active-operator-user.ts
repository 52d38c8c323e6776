import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { WITH_OPERATOR_TOTP, toOperatorSessionUser, type OperatorSessionUser } from "./operator-user-fields";

/**
 * The operator user with this id while it is active, else null: a back-office session re-reads it (and whether its
 * operator requires TOTP) on every request, so a setup step due or done takes effect at once.
 */
export async function getActiveOperatorUser(options: { id: string }): Promise<OperatorSessionUser | null> {
  if (!options.id || options.id.length > 100) return null;
  const user = await prisma.operatorUser.findUnique({
    where: { id: options.id },
    include: WITH_OPERATOR_TOTP,
  });
  if (!user?.active) return null;
  const { operator, ...row } = user;
  return toOperatorSessionUser(row, operator.backofficeTotpRequired);
}
