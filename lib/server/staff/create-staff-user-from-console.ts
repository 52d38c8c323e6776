import "server-only";
import { randomBase62 } from "@/lib/base/random-id";
import { createStaffUser } from "./create-staff-user";
import { passwordMinLength, type StaffRoleValue, type StaffUserView } from "./staff-fields";

/** Length of a generated initial password (119 bits of base62), or the configured minimum if that is longer. */
const GENERATED_PASSWORD_LENGTH = 20;

/**
 * A staff account created by an admin in the console (the CLI's createStaffUser, audited there): with the password
 * the admin chose, or a generated one that is returned once for the admin to hand over.
 */
export async function createStaffUserFromConsole(options: {
  email: string;
  name: string;
  role: StaffRoleValue;
  password?: string;
  actor: string;
}): Promise<{ staffUser: StaffUserView; initialPassword: string | null }> {
  const generated =
    options.password !== undefined ? null : randomBase62(Math.max(GENERATED_PASSWORD_LENGTH, passwordMinLength()));
  const staffUser = await createStaffUser({ ...options, password: options.password ?? generated ?? undefined });
  return { staffUser, initialPassword: generated };
}
