import "server-only";
import { createHash, randomBytes } from "node:crypto";

// Launch tokens: 32 random bytes (base64url) handed out once in launch_url; only their SHA-256 is stored, so a
// database reader cannot launch a game. The game runtime finds the session by hashing the token it receives.

const TOKEN_BYTES = 32;

export function createLaunchToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashLaunchToken(token) };
}

export function hashLaunchToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
