import "server-only";
import { AppError } from "@/lib/base/errors";
import type { Prisma } from "@/lib/server/db/prisma";
import type { OperatorUser } from "@/lib/server/db/generated/client";

// The back office's rules for changing a user's role or active state, shared by the two services that do: an
// operator admin may not deactivate or demote themselves, and an operator keeps at least one active admin. They bind
// the back office only (actingUserId given); staff, who recover an operator whose only admin is gone or compromised,
// may revoke any user and invite a new admin.

/** Locks the operator's active admins for the transaction: two admins demoting each other at once cannot both pass. */
export async function lockActiveAdmins(tx: Prisma.TransactionClient, operatorId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM operator_users
    WHERE operator_id = ${operatorId} AND role = 'operator_admin' AND active ORDER BY id FOR UPDATE`;
  return rows.map((row) => row.id);
}

/** Refuses (conflict) a change by an operator user that would remove themselves or the operator's last active admin. */
export function assertAdminChangeAllowed(options: {
  user: OperatorUser;
  activeAdminIds: string[];
  /** The operator user making the change; undefined for staff and the CLI. */
  actingUserId?: string;
  change: "deactivate" | "demote";
}): void {
  const { user, activeAdminIds, actingUserId, change } = options;
  if (actingUserId === undefined) return;
  if (user.id === actingUserId) {
    throw new AppError(
      "conflict",
      change === "deactivate" ? "You cannot deactivate yourself" : "You cannot change your own role",
    );
  }
  if (activeAdminIds.includes(user.id) && activeAdminIds.length <= 1) {
    throw new AppError("conflict", "Your operator needs at least one active admin: make another admin first");
  }
}

/** Finds a user by id (within one operator when operatorId is given: another operator's user is not found) or email. */
export async function findOperatorUser(
  tx: Prisma.TransactionClient,
  target: { id?: string; email?: string; operatorId?: string },
): Promise<OperatorUser> {
  const user = target.id
    ? await tx.operatorUser.findUnique({ where: { id: target.id } })
    : await tx.operatorUser.findUnique({ where: { email: target.email! } });
  if (!user || (target.operatorId !== undefined && user.operatorId !== target.operatorId)) {
    throw new AppError("not_found", `Operator user ${target.id ?? target.email} not found`);
  }
  return user;
}
