import { createHmac, timingSafeEqual } from "node:crypto";

// The replay link's signature: HMAC-SHA256 over the round id and the expiry (unix seconds), base64url. The key is
// passed in (replay-link.ts derives it from APP_ENCRYPTION_KEY), so this file is pure. `lang` is deliberately not
// signed: it only chooses the words shown, so anyone holding a link may switch it between en and tr.

const VERSION = "replay-v1";
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES = /^\d{1,12}$/;

export function replaySignature(fields: { roundId: string; expires: number }, key: Buffer): string {
  return createHmac("sha256", key).update(`${VERSION}\n${fields.roundId}\n${fields.expires}`).digest("base64url");
}

export type ReplayLinkCheck =
  { valid: true; expires: number } | { valid: false; reason: "malformed" | "tampered" | "expired" };

/** Whether a link's query (as received: strings or missing) is genuine and still valid at `now`. */
export function checkReplaySignature(
  link: { roundId: string; expires: string | undefined; signature: string | undefined },
  key: Buffer,
  now: Date,
): ReplayLinkCheck {
  if (!link.expires || !EXPIRES.test(link.expires) || !link.signature || !SIGNATURE.test(link.signature))
    return { valid: false, reason: "malformed" };
  const expires = Number(link.expires);
  // Compared as text: base64url has spare bits, so two spellings could decode to the same bytes.
  const expected = Buffer.from(replaySignature({ roundId: link.roundId, expires }, key));
  if (!timingSafeEqual(expected, Buffer.from(link.signature))) return { valid: false, reason: "tampered" };
  // Checked after the signature, so an altered expiry is reported as tampering rather than as "expired".
  if (expires * 1000 <= now.getTime()) return { valid: false, reason: "expired" };
  return { valid: true, expires };
}
