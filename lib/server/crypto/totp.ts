import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Time-based one-time passwords (RFC 6238: HOTP of RFC 4226 over 30-second steps), as authenticator apps make them:
// HMAC-SHA1, 6 digits, secrets in base32 (RFC 4648). Pure: no I/O, no clock unless passed in. The RFC's own test
// vectors are checked in totp.test.ts.

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const TOTP_STEP_SECONDS = 30;

export interface TotpParameters {
  digits?: number;
  algorithm?: "sha1" | "sha256" | "sha512";
}

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** Decodes base32, ignoring case, spaces and padding as authenticator apps show them; throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("TOTP secret is not base32");
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new random secret (160 bits, RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step of a moment: whole 30-second periods since the Unix epoch. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of one time step for a raw key (RFC 4226 dynamic truncation). */
export function totpCodeForStep(key: Uint8Array, step: number, parameters: TotpParameters = {}): string {
  const digits = parameters.digits ?? 6;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(parameters.algorithm ?? "sha1", key)
    .update(counter)
    .digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/**
 * The time step a 6-digit code is valid for at `at`, allowing one step of clock drift either way, or null when it
 * matches none. Callers remember the step accepted and refuse it (and earlier ones) next time, so a code works once.
 */
export function matchTotpCode(options: { secret: string; code: string; at: Date }): number | null {
  const code = options.code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(options.secret);
  const now = totpStep(options.at);
  let matched: number | null = null;
  // Every candidate is compared (no early return), so the time taken says nothing about which one matched.
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(totpCodeForStep(key, step)), Buffer.from(code))) matched ??= step;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read (usually from a QR code). */
export function totpUri(options: { secret: string; issuer: string; account: string }): string {
  const label = encodeURIComponent(`${options.issuer}:${options.account}`);
  const query = new URLSearchParams({ secret: options.secret, issuer: options.issuer, algorithm: "SHA1", digits: "6" });
  return `otpauth://totp/${label}?${query}`;
}
