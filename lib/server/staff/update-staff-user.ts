import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { staffRoleSchema, toStaffUserView, type StaffRoleValue, type StaffUserView } from "./staff-fields";

// Changes a staff account's role or active state from the console. A deactivated account cannot sign in, and its
// open sessions stop working at their next request: every request re-reads the account (getActiveStaffUser) and
// refuses a disabled one. The console must always keep one active admin, so the change that would leave none
// (demoting or deactivating the last one, typically oneself) is refused.

export interface UpdateStaffUserOptions {
  id: string;
  role?: StaffRoleValue;
  /** false deactivates, true reactivates. */
  active?: boolean;
  actor: string;
}

const updateStaffUserSchema = z.object({
  id: z.string().trim().min(1, "id is required").max(100),
  role: staffRoleSchema.optional(),
  active: z.boolean().optional(),
  actor: actorSchema,
});

export async function updateStaffUser(options: UpdateStaffUserOptions): Promise<StaffUserView> {
  const input = parseInput(updateStaffUserSchema, options);
  return prisma.$transaction(async (tx) => {
    // Locks the active admins, so two admins demoting each other at once cannot both succeed.
    const admins = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM staff_users WHERE role = 'admin' AND disabled_at IS NULL ORDER BY id FOR UPDATE`;
    const user = await tx.staffUser.findUnique({ where: { id: input.id } });
    if (!user) throw new AppError("not_found", `No staff user with id ${input.id}`);
    const role = input.role ?? user.role;
    const active = input.active ?? user.disabledAt === null;
    const wasActiveAdmin = admins.some((admin) => admin.id === user.id);
    if (wasActiveAdmin && (role !== "admin" || !active) && admins.length <= 1) {
      throw new AppError("conflict", "The console needs at least one active admin: make another admin first");
    }
    const disabledAt = active ? null : (user.disabledAt ?? new Date());
    if (role === user.role && (disabledAt === null) === (user.disabledAt === null)) return toStaffUserView(user);
    const updated = await tx.staffUser.update({ where: { id: user.id }, data: { role, disabledAt } });
    const before = { role: user.role, active: user.disabledAt === null };
    const after = { role: updated.role, active: updated.disabledAt === null };
    const action =
      before.active !== after.active
        ? after.active
          ? "staff_user.reactivate"
          : "staff_user.deactivate"
        : "staff_user.set_role";
    await recordAudit({
      db: tx,
      actor: input.actor,
      action,
      target: { type: "staff_user", id: user.id },
      before,
      after,
    });
    return toStaffUserView(updated);
  });
}
