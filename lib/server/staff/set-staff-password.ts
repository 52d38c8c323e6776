import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { hashPassword } from "./password-hash";
import { newPasswordSchema, staffEmailSchema, toStaffUserView, type StaffUserView } from "./staff-fields";

/** Replaces a staff account's password (argon2id hash only). The audit row records that it changed, never the password. */
export async function setStaffPassword(options: {
  email: string;
  password: string;
  actor: string;
}): Promise<StaffUserView> {
  const input = parseInput(
    z.object({ email: staffEmailSchema, password: newPasswordSchema(), actor: actorSchema }),
    options,
  );
  const passwordHash = await hashPassword(input.password);
  return prisma.$transaction(async (tx) => {
    const user = await tx.staffUser.findUnique({ where: { email: input.email } });
    if (!user) throw new AppError("not_found", `No staff user with email ${input.email}`);
    const updated = await tx.staffUser.update({ where: { id: user.id }, data: { passwordHash } });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "staff_user.set_password",
      target: { type: "staff_user", id: user.id },
      before: { hadPassword: user.passwordHash !== null },
      after: { hasPassword: true },
    });
    return toStaffUserView(updated);
  });
}
