import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { verifyPassword } from "./password-hash";
import { signInLimits } from "./sign-in-limits";
import { PASSWORD_MAX_LENGTH, toStaffUserView, type StaffUserView } from "./staff-fields";

// Password sign-in with throttling shared by every app instance (the sign_in_attempts table). Each attempt is
// written as a failure BEFORE the limits are counted and the password is checked, and flipped to a success only
// when it succeeds. So concurrent attempts always see each other: of any burst, at most the limit get a password
// check, whichever instance they reach. A refused attempt counts as a failure too, so hammering keeps the lock.

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
  const limits = signInLimits();

  const attempt = await prisma.signInAttempt.create({ data: { email, ip, succeeded: false }, select: { id: true } });
  const windowStart = new Date(Date.now() - limits.windowMs);
  const lastSuccess = await prisma.signInAttempt.findFirst({
    where: { email, succeeded: true, at: { gte: windowStart } },
    orderBy: { at: "desc" },
    select: { at: true },
  });
  const emailFailures = await prisma.signInAttempt.count({
    where: {
      email,
      succeeded: false,
      at: { gte: lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart },
    },
  });
  const ipFailures = ip
    ? await prisma.signInAttempt.count({ where: { ip, succeeded: false, at: { gte: windowStart } } })
    : 0;
  if (emailFailures > limits.maxFailuresPerEmail || ipFailures > limits.maxFailuresPerIp) {
    const minutes = Math.ceil(limits.windowMs / 60_000);
    throw new AppError("rate_limited", `Too many failed sign-in attempts; try again in ${minutes} minutes`, {
      headers: { "retry-after": String(Math.ceil(limits.windowMs / 1000)) },
    });
  }

  const user = await prisma.staffUser.findUnique({ where: { email } });
  const usable = user !== null && user.disabledAt === null;
  const matches = await verifyPassword(usable ? user.passwordHash : null, password);
  if (!usable || !matches) return null;

  const now = new Date();
  await prisma.$transaction([
    prisma.signInAttempt.update({ where: { id: attempt.id }, data: { succeeded: true, at: now } }),
    prisma.staffUser.update({ where: { id: user.id }, data: { lastSignInAt: now } }),
  ]);
  return toStaffUserView({ ...user, lastSignInAt: now });
}
