import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { assertAdminChangeAllowed, findOperatorUser, lockActiveAdmins } from "./operator-admin-guard";
import { toOperatorUserView, type OperatorUserView } from "./operator-user-fields";
import { operatorUserTargetSchema, type OperatorUserTarget } from "./operator-user-target";

export interface SetOperatorUserActiveOptions extends OperatorUserTarget {
  active: boolean;
  actor: string;
}

/**
 * Deactivates (or reactivates) a back-office user. A deactivated user cannot sign in, and its open sessions end at
 * once and for good: every back-office request re-reads the user (getOperatorSession) and refuses an inactive one,
 * and a session signed in before the deactivation (sessionsValidAfter) stays refused after a reactivation. From the back
 * office (actingUserId), an admin may not deactivate themselves nor the operator's last active admin. Audited when
 * the state changes.
 */
export async function setOperatorUserActive(options: SetOperatorUserActiveOptions): Promise<OperatorUserView> {
  const { id, email, operatorId, actingUserId } = options;
  const input = parseInput(z.object({ target: operatorUserTargetSchema, active: z.boolean(), actor: actorSchema }), {
    target: { id, email, operatorId, actingUserId },
    active: options.active,
    actor: options.actor,
  });
  return prisma.$transaction(async (tx) => {
    const found = await findOperatorUser(tx, input.target);
    const activeAdminIds = await lockActiveAdmins(tx, found.operatorId);
    // Read again under the lock: the state the rules are checked against is the one the update changes.
    const before = await findOperatorUser(tx, { id: found.id });
    if (before.active === input.active) return toOperatorUserView(before);
    if (!input.active) {
      assertAdminChangeAllowed({
        user: before,
        activeAdminIds,
        actingUserId: input.target.actingUserId,
        change: "deactivate",
      });
    }
    // Deactivating also ends the sessions for good: reactivating the user does not revive a session signed in before.
    const data = input.active ? { active: true } : { active: false, sessionsValidAfter: new Date() };
    const after = await tx.operatorUser.update({ where: { id: before.id }, data });
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
