import "server-only";
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

// AES-256-GCM for secrets we must be able to use again (operator wallet signing secrets).
// Format: "v1.<iv b64url>.<tag b64url>.<ciphertext b64url>". The key comes from APP_ENCRYPTION_KEY; other keys
// (e.g. the replay links' signing key) are derived from it per purpose, so one secret is configured and no key is
// used for two things.

const VERSION = "v1";

function encryptionKey(): Buffer {
  const configured = process.env.APP_ENCRYPTION_KEY?.trim();
  if (configured) {
    const raw = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, "hex") : Buffer.from(configured, "base64");
    if (raw.length !== 32) throw new Error("APP_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)");
    return raw;
  }
  const env = process.env.APP_ENV ?? "development";
  if (env === "production" || env === "staging")
    throw new Error("APP_ENCRYPTION_KEY is required in production and staging");
  // Development and tests only: a fixed, documented key so the embedded demo works with no setup.
  return createHash("sha256").update("gp-development-encryption-key").digest();
}

export function encryptSecret(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    ciphertext.toString("base64url"),
  ].join(".");
}

export function decryptSecret(sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("Unrecognised secret format");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/** A 32-byte key for one purpose (HMAC-SHA256 of the purpose under APP_ENCRYPTION_KEY's key). */
export function derivedKey(purpose: string): Buffer {
  return createHmac("sha256", encryptionKey()).update(`gp-derived-key:${purpose}`).digest();
}
