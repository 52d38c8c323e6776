import { createHmac, timingSafeEqual } from "node:crypto";

// Wallet callback signing, exactly as the contract states: hex HMAC-SHA256 keyed with the operator's wallet
// secret over `${timestamp}.${rawBody}`, the raw body being the exact bytes sent. Pure: no I/O, no clock unless
// passed in. Published vectors: docs/wallet-signature-test-vectors.json.

export const DEFAULT_WALLET_HEADER_VENDOR = "platform";

export interface WalletHeaderNames {
  requestId: string;
  timestamp: string;
  signature: string;
}

/** x-<vendor>-request-id, x-<vendor>-timestamp, x-<vendor>-signature; vendor from WALLET_HEADER_VENDOR. */
export function walletHeaderNames(
  vendor: string = process.env.WALLET_HEADER_VENDOR?.trim() || DEFAULT_WALLET_HEADER_VENDOR,
): WalletHeaderNames {
  const word = vendor.toLowerCase();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(word))
    throw new Error(`WALLET_HEADER_VENDOR "${vendor}" must be a header-safe word`);
  return { requestId: `x-${word}-request-id`, timestamp: `x-${word}-timestamp`, signature: `x-${word}-signature` };
}

export function signWalletBody(options: {
  secret: string;
  timestamp: string | number;
  rawBody: string | Uint8Array;
}): string {
  return createHmac("sha256", options.secret)
    .update(`${options.timestamp}.`, "utf8")
    .update(options.rawBody)
    .digest("hex");
}

/** The headers of one signed callback; `content-type` included so the set is complete. */
export function signedWalletHeaders(options: {
  secret: string;
  rawBody: string | Uint8Array;
  requestId: string;
  timestamp: number;
  vendor?: string;
}): Record<string, string> {
  const names = walletHeaderNames(options.vendor);
  const timestamp = String(options.timestamp);
  return {
    "content-type": "application/json",
    [names.requestId]: options.requestId,
    [names.timestamp]: timestamp,
    [names.signature]: signWalletBody({ secret: options.secret, timestamp, rawBody: options.rawBody }),
  };
}

/** Constant-time check of a hex signature against the body; false for anything malformed. */
export function isValidWalletSignature(options: {
  secret: string;
  timestamp: string;
  rawBody: string | Uint8Array;
  signature: string;
}): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(options.signature)) return false;
  const expected = Buffer.from(signWalletBody(options), "hex");
  return timingSafeEqual(expected, Buffer.from(options.signature, "hex"));
}

export type WalletSignatureCheck =
  | { ok: true; requestId: string | null; timestamp: number }
  | { ok: false; reason: "missing_headers" | "bad_timestamp" | "stale_timestamp" | "bad_signature" };

/**
 * What an operator does with a received callback: headers present, timestamp within maxAgeSeconds of now
 * (either direction, for clock skew), signature valid over the raw bytes as received.
 */
export function checkWalletSignature(options: {
  secret: string;
  rawBody: string | Uint8Array;
  headers: { get(name: string): string | null };
  nowSeconds: number;
  maxAgeSeconds: number;
  vendor?: string;
}): WalletSignatureCheck {
  const names = walletHeaderNames(options.vendor);
  const timestampText = options.headers.get(names.timestamp);
  const signature = options.headers.get(names.signature);
  if (!timestampText || !signature) return { ok: false, reason: "missing_headers" };
  if (!/^\d{1,12}$/.test(timestampText)) return { ok: false, reason: "bad_timestamp" };
  const timestamp = Number(timestampText);
  if (Math.abs(options.nowSeconds - timestamp) > options.maxAgeSeconds) return { ok: false, reason: "stale_timestamp" };
  if (
    !isValidWalletSignature({ secret: options.secret, timestamp: timestampText, rawBody: options.rawBody, signature })
  ) {
    return { ok: false, reason: "bad_signature" };
  }
  return { ok: true, requestId: options.headers.get(names.requestId), timestamp };
}
