import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { staffEmailSchema } from "@/lib/server/staff/staff-fields";
import { toOperatorUserView, type OperatorUserView } from "./operator-user-fields";

export interface SetOperatorUserActiveOptions {
  email: string;
  active: boolean;
  actor: string;
}

/**
 * Deactivates (or reactivates) a back-office user. A deactivated user cannot sign in, and its open sessions end at
 * once: every back-office request re-reads the user (getOperatorSession). Audited when the state changes.
 */
export async function setOperatorUserActive(options: SetOperatorUserActiveOptions): Promise<OperatorUserView> {
  const input = parseInput(z.object({ email: staffEmailSchema, active: z.boolean(), actor: actorSchema }), options);
  return prisma.$transaction(async (tx) => {
    const before = await tx.operatorUser.findUnique({ where: { email: input.email } });
    if (!before) throw new AppError("not_found", `No operator user with email ${input.email}`);
    if (before.active === input.active) return toOperatorUserView(before);
    const after = await tx.operatorUser.update({ where: { id: before.id }, data: { active: input.active } });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: input.active ? "operator_user.activate" : "operator_user.deactivate",
      target: { type: "operator_user", id: before.id },
      before: toOperatorUserView(before),
      after: toOperatorUserView(after),
    });
    return toOperatorUserView(after);
  });
}
