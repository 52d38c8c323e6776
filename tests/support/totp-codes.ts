import { base32Decode, totpCodeForStep, totpStep } from "@/lib/server/crypto/totp";

// Authenticator codes for tests, computed with the platform's own RFC 6238 code (its vectors are in totp.test.ts).

/**
 * The current 30-second step, after waiting out a step's last 12 seconds: codes of step-1, step and step+1 are then
 * all accepted for at least 12 seconds (the server allows one step of drift either way).
 */
export async function freshTotpStep(): Promise<number> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 18) await new Promise((resolve) => setTimeout(resolve, (30 - intoStep) * 1000 + 250));
  return totpStep(new Date());
}

export function totpCode(secret: string, step: number): string {
  return totpCodeForStep(base32Decode(secret), step);
}
