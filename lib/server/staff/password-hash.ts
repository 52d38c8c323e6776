import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id (the package's default algorithm) with its default, OWASP-recommended cost: 19 MiB, 2 passes,
// 1 lane. Hashes are PHC strings, so stronger parameters later still verify older hashes.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random text: checking a password against it costs what a real check costs, so a sign-in for an
// unknown email takes as long as one for a known email.
let decoyHash: Promise<string> | undefined;

/** True when the password matches; an unknown account (null hash) is checked against a decoy and is always false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hash(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must never let anyone in, nor surface as a crash.
    return false;
  }
}
