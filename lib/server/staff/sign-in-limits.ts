import { positiveIntegerSetting } from "@/lib/base/env-setting";

// Sign-in throttling figures, each changeable by an environment variable.

export interface SignInLimits {
  /** Failures counted over this window (SIGN_IN_WINDOW_SECONDS, default 15 min)… */
  windowMs: number;
  /** …per email, since its last successful sign-in (SIGN_IN_MAX_FAILURES_PER_EMAIL, default 5)… */
  maxFailuresPerEmail: number;
  /** …and per client IP across all emails (SIGN_IN_MAX_FAILURES_PER_IP, default 20). */
  maxFailuresPerIp: number;
}

export function signInLimits(): SignInLimits {
  return {
    windowMs: positiveIntegerSetting("SIGN_IN_WINDOW_SECONDS", 15 * 60) * 1000,
    maxFailuresPerEmail: positiveIntegerSetting("SIGN_IN_MAX_FAILURES_PER_EMAIL", 5),
    maxFailuresPerIp: positiveIntegerSetting("SIGN_IN_MAX_FAILURES_PER_IP", 20),
  };
}
