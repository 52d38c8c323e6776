import "server-only";
import { randomBytes } from "node:crypto";

/** A fresh wallet signing secret: 32 random bytes as 64 hex characters (the HMAC key text operators configure). */
export function generateWalletSecret(): string {
  return randomBytes(32).toString("hex");
}
