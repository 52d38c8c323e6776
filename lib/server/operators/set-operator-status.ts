import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import {
  operatorSlugSchema,
  operatorStatusSchema,
  toOperatorView,
  type OperatorStatusValue,
  type OperatorView,
} from "./operator-fields";
import { requireOperator } from "./require-operator";

const setOperatorStatusSchema = z.object({
  operatorId: operatorSlugSchema,
  status: operatorStatusSchema,
  actor: actorSchema,
});

/** Activates or deactivates an operator (inactive operators get 403 on every key). Setting the current status is a no-op. */
export async function setOperatorStatus(options: {
  operatorId: string;
  status: OperatorStatusValue;
  actor: string;
}): Promise<OperatorView> {
  const input = parseInput(setOperatorStatusSchema, options);
  return prisma.$transaction(async (tx) => {
    const current = await requireOperator(tx, input.operatorId);
    if (current.status === input.status) return toOperatorView(current);
    const updated = await tx.operator.update({ where: { id: current.id }, data: { status: input.status } });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: input.status === "active" ? "operator.activate" : "operator.deactivate",
      target: { type: "operator", id: current.id },
      before: { status: current.status },
      after: { status: updated.status },
    });
    return toOperatorView(updated);
  });
}
