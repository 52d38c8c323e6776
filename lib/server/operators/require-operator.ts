import type { Prisma } from "@/lib/server/db/prisma";
import type { Operator } from "@/lib/server/db/generated/client";
import { AppError } from "@/lib/base/errors";

/** Loads an operator inside a transaction, or fails with operator_not_found. */
export async function requireOperator(db: Prisma.TransactionClient, operatorId: string): Promise<Operator> {
  const operator = await db.operator.findUnique({ where: { id: operatorId } });
  if (!operator) throw new AppError("operator_not_found", `Operator "${operatorId}" not found`);
  return operator;
}
