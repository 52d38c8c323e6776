import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { isUniqueViolation } from "@/lib/server/db/unique-violation";
import { hashPassword } from "./password-hash";
import {
  newPasswordSchema,
  staffEmailSchema,
  staffNameSchema,
  staffRoleSchema,
  toStaffUserView,
  type StaffRoleValue,
  type StaffUserView,
} from "./staff-fields";

export interface CreateStaffUserOptions {
  email: string;
  name: string;
  role: StaffRoleValue;
  /** Omitted for accounts that sign in only through OIDC. */
  password?: string;
  actor: string;
}

/** Creates a staff account; the password is stored only as an argon2id hash. An existing email is a conflict. */
export async function createStaffUser(options: CreateStaffUserOptions): Promise<StaffUserView> {
  const input = parseInput(
    z.object({
      email: staffEmailSchema,
      name: staffNameSchema,
      role: staffRoleSchema,
      password: newPasswordSchema().optional(),
      actor: actorSchema,
    }),
    options,
  );
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const exists = () => new AppError("conflict", `A staff user with email ${input.email} already exists`);
  try {
    return await prisma.$transaction(async (tx) => {
      if (await tx.staffUser.findUnique({ where: { email: input.email }, select: { id: true } })) throw exists();
      const user = toStaffUserView(
        await tx.staffUser.create({ data: { email: input.email, name: input.name, role: input.role, passwordHash } }),
      );
      await recordAudit({
        db: tx,
        actor: input.actor,
        action: "staff_user.create",
        target: { type: "staff_user", id: user.id },
        after: user,
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}
