import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { toOperatorUserView, type OperatorUserView } from "./operator-user-fields";

/** The operator user with this id while it is active, else null: a back-office session re-reads it on every request. */
export async function getActiveOperatorUser(options: { id: string }): Promise<OperatorUserView | null> {
  if (!options.id || options.id.length > 100) return null;
  const user = await prisma.operatorUser.findUnique({ where: { id: options.id } });
  return user?.active ? toOperatorUserView(user) : null;
}
