import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { signInLimits } from "./sign-in-limits";

// Sign-in attempts are kept for SIGN_IN_ATTEMPT_RETENTION_DAYS (default 30) as a record of who tried to get in,
// never less than the throttling window that counts them; older rows are deleted so the table cannot grow
// without bound under a password-guessing flood.

/** Deletes the attempts older than the retention; returns how many. */
export async function pruneSignInAttempts(options: { now?: Date } = {}): Promise<number> {
  const retentionMs = Math.max(
    positiveIntegerSetting("SIGN_IN_ATTEMPT_RETENTION_DAYS", 30) * 86_400_000,
    signInLimits().windowMs,
  );
  const cutoff = new Date((options.now ?? new Date()).getTime() - retentionMs);
  const { count } = await prisma.signInAttempt.deleteMany({ where: { at: { lt: cutoff } } });
  return count;
}
