import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { toStaffUserView, type StaffUserView } from "./staff-fields";

/** Every staff account (never a password hash), active ones first, then by email. */
export async function listStaffUsers(): Promise<StaffUserView[]> {
  const users = await prisma.staffUser.findMany({ orderBy: [{ email: "asc" }] });
  return users.map(toStaffUserView).sort((a, b) => Number(a.disabledAt !== null) - Number(b.disabledAt !== null));
}
