import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { toOperatorUserView, type OperatorUserView } from "./operator-user-fields";

/**
 * The operator user with this id while it and its operator are active, else null: a back-office session re-reads it
 * on every request, so deactivating the user or suspending the operator ends its sessions at once.
 */
export async function getActiveOperatorUser(options: { id: string }): Promise<OperatorUserView | null> {
  if (!options.id || options.id.length > 100) return null;
  const user = await prisma.operatorUser.findUnique({
    where: { id: options.id },
    include: { operator: { select: { status: true } } },
  });
  if (!user?.active || user.operator.status !== "active") return null;
  const { operator: _operator, ...row } = user;
  return toOperatorUserView(row);
}
