import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { signInLimits } from "./sign-in-limits";

// Sign-in throttling shared by every app instance (the sign_in_attempts table), for the staff console and the
// operators' back office alike. Each attempt is written as a failure BEFORE the limits are counted and the
// password is checked, and flipped to a success only when it succeeds. So concurrent attempts always see each
// other: of any burst, at most the limit get a password check, whichever instance they reach. A refused attempt
// counts as a failure too, so hammering keeps the lock.

export interface SignInAttempt {
  /** Marks the attempt a success; a statement, so callers commit it with their own sign-in bookkeeping. */
  succeed(at: Date): ReturnType<typeof prisma.signInAttempt.update>;
}

/**
 * Records an attempt for `key` (the email, prefixed per sign-in surface so surfaces never lock each other) from `ip`;
 * throws rate_limited (429) while the key or the IP has too many recent failures.
 */
export async function beginSignInAttempt(options: { key: string; ip: string | null }): Promise<SignInAttempt> {
  const { key: email, ip } = options;
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
  return {
    succeed: (at) => prisma.signInAttempt.update({ where: { id: attempt.id }, data: { succeeded: true, at } }),
  };
}
