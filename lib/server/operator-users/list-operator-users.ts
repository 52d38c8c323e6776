import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { toOperatorUserView, type OperatorUserView } from "./operator-user-fields";

/** One operator's back-office users, by email; an unknown operator is operator_not_found. */
export async function listOperatorUsers(options: { operatorId: string }): Promise<OperatorUserView[]> {
  await requireOperator(prisma, options.operatorId);
  const users = await prisma.operatorUser.findMany({
    where: { operatorId: options.operatorId },
    orderBy: { email: "asc" },
  });
  return users.map(toOperatorUserView);
}
