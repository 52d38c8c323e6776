import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { toStaffUserView, type StaffUserView } from "./staff-fields";

/**
 * The staff account behind a session, as it is now: null when it was deleted or disabled. Sessions carry only
 * the id; the role is read here on every request, so a demotion or a disabled account takes effect at once.
 */
export async function getActiveStaffUser(options: { id: string }): Promise<StaffUserView | null> {
  if (!options.id || options.id.length > 100) return null;
  const user = await prisma.staffUser.findUnique({ where: { id: options.id } });
  if (!user || user.disabledAt !== null) return null;
  return toStaffUserView(user);
}
