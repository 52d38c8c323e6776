import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { verifyPassword } from "./password-hash";
import { beginSignInAttempt } from "./begin-sign-in-attempt";
import { PASSWORD_MAX_LENGTH, toStaffUserView, type StaffUserView } from "./staff-fields";

// Password sign-in, throttled by beginSignInAttempt (per email and per client address, across instances).

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  ip: z.string().trim().max(100).nullish(),
});

export interface VerifyStaffCredentialsOptions {
  email: unknown;
  password: unknown;
  /** The client's address as the edge of our network saw it; null when unknown. */
  ip?: string | null;
}

/**
 * The staff account for a correct email and password, or null for wrong or missing credentials (never saying
 * which). Throws rate_limited (429) while the email or the IP has too many recent failures.
 */
export async function verifyStaffCredentials(options: VerifyStaffCredentialsOptions): Promise<StaffUserView | null> {
  const parsed = credentialsSchema.safeParse(options);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const ip = parsed.data.ip || null;
  const attempt = await beginSignInAttempt({ key: email, ip });

  const user = await prisma.staffUser.findUnique({ where: { email } });
  const usable = user !== null && user.disabledAt === null;
  const matches = await verifyPassword(usable ? user.passwordHash : null, password);
  if (!usable || !matches) return null;

  const now = new Date();
  await prisma.$transaction([
    attempt.succeed(now),
    prisma.staffUser.update({ where: { id: user.id }, data: { lastSignInAt: now } }),
  ]);
  return toStaffUserView({ ...user, lastSignInAt: now });
}
