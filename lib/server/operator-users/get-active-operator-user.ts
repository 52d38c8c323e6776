import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { toOperatorSessionUser, type OperatorSessionUser } from "./operator-user-fields";

/**
 * The operator user with this id while it and its operator are active, else null: a back-office session re-reads it
 * (and whether its operator requires TOTP) on every request, so deactivating the user or suspending the operator ends
 * its sessions at once, a session signed in before the user's sessionsValidAfter is refused (whatever happened since),
 * and a setup step due or done takes effect at once.
 */
export async function getActiveOperatorUser(options: {
  id: string;
  /** When the session was signed in: refused if before the user's sessionsValidAfter. Omitted: not a session's read. */
  signedInAt?: Date;
}): Promise<OperatorSessionUser | null> {
  if (!options.id || options.id.length > 100) return null;
  const user = await prisma.operatorUser.findUnique({
    where: { id: options.id },
    include: { operator: { select: { backofficeTotpRequired: true, status: true } } },
  });
  if (!user?.active || user.operator.status !== "active") return null;
  if (options.signedInAt && user.sessionsValidAfter && options.signedInAt < user.sessionsValidAfter) return null;
  const { operator, ...row } = user;
  return toOperatorSessionUser(row, operator.backofficeTotpRequired);
}
