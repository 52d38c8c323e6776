import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { toStaffUserView, type StaffUserView } from "./staff-fields";

/**
 * Maps an identity from the OIDC provider to an EXISTING staff account by its verified email; no account is ever
 * created here (an admin adds staff with the CLI first). Records the attempt like a password sign-in.
 */
export async function findStaffUserForOidc(options: {
  email: string | null | undefined;
  emailVerified: boolean | undefined;
  ip?: string | null;
}): Promise<StaffUserView | null> {
  const email = options.email?.trim().toLowerCase();
  if (!email || email.length > 254) return null;
  // An identity provider that says the email is unverified cannot vouch for it; absent means it does not say.
  const user = options.emailVerified === false ? null : await prisma.staffUser.findUnique({ where: { email } });
  const allowed = user !== null && user.disabledAt === null;
  const now = new Date();
  await prisma.signInAttempt.create({ data: { email, ip: options.ip ?? null, succeeded: allowed, at: now } });
  if (!allowed) return null;
  await prisma.staffUser.update({ where: { id: user.id }, data: { lastSignInAt: now } });
  return toStaffUserView({ ...user, lastSignInAt: now });
}
