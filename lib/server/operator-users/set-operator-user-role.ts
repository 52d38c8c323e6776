import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { assertAdminChangeAllowed, findOperatorUser, lockActiveAdmins } from "./operator-admin-guard";
import {
  operatorUserRoleSchema,
  toOperatorUserView,
  type OperatorUserRoleValue,
  type OperatorUserView,
} from "./operator-user-fields";
import { operatorUserTargetSchema, type OperatorUserTarget } from "./operator-user-target";

export interface SetOperatorUserRoleOptions extends OperatorUserTarget {
  role: OperatorUserRoleValue;
  actor: string;
}

/**
 * Changes a back-office user's role. It applies from the user's next request: every request re-reads the user. From
 * the back office (actingUserId), an admin may not change their own role nor demote the operator's last active
 * admin. Audited when the role changes.
 */
export async function setOperatorUserRole(options: SetOperatorUserRoleOptions): Promise<OperatorUserView> {
  const { id, email, operatorId, actingUserId } = options;
  const input = parseInput(
    z.object({ target: operatorUserTargetSchema, role: operatorUserRoleSchema, actor: actorSchema }),
    { target: { id, email, operatorId, actingUserId }, role: options.role, actor: options.actor },
  );
  return prisma.$transaction(async (tx) => {
    const found = await findOperatorUser(tx, input.target);
    const activeAdminIds = await lockActiveAdmins(tx, found.operatorId);
    const before = await findOperatorUser(tx, { id: found.id });
    if (before.role === input.role) return toOperatorUserView(before);
    if (before.role === "operator_admin" || before.id === input.target.actingUserId) {
      assertAdminChangeAllowed({
        user: before,
        activeAdminIds,
        actingUserId: input.target.actingUserId,
        change: "demote",
      });
    }
    const after = await tx.operatorUser.update({ where: { id: before.id }, data: { role: input.role } });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "operator_user.set_role",
      target: { type: "operator_user", id: before.id },
      before: { role: before.role },
      after: { role: after.role },
    });
    return toOperatorUserView(after);
  });
}
