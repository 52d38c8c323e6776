#!/usr/bin/env node
// Wallet callback signature check in Node (no dependencies), run against the published test vectors:
//   node docs/integration/verify-signature.mjs [path/to/wallet-signature-test-vectors.json]
// Prints one line per vector and exits 1 unless every valid vector verifies and every invalid one is refused.
import { createHmac, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";

const MAX_AGE_SECONDS = 300;

/**
 * True when the callback is authentic and fresh. rawBody is the request body exactly as received (bytes or the
 * string of those bytes), never JSON.stringify of a parsed object.
 */
export function verifyCallback({ secret, timestamp, signature, rawBody, nowSeconds }) {
  if (!/^\d{1,12}$/.test(timestamp ?? "")) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_AGE_SECONDS) return false;
  if (!/^[0-9a-fA-F]{64}$/.test(signature ?? "")) return false;
  const expected = createHmac("sha256", Buffer.from(secret, "utf8"))
    .update(`${timestamp}.`, "utf8")
    .update(rawBody)
    .digest();
  // Constant time over the decoded bytes: comparing hex strings with === leaks how many leading characters match.
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

const vectorsPath = process.argv[2] ?? new URL("../wallet-signature-test-vectors.json", import.meta.url);
const vectors = JSON.parse(readFileSync(vectorsPath, "utf8"));
let failures = 0;
for (const [group, mustVerify] of [
  ["valid", true],
  ["invalid", false],
]) {
  for (const vector of vectors[group]) {
    const verified = verifyCallback({
      secret: vector.secret,
      timestamp: vector.timestamp,
      signature: vector.signature,
      rawBody: Buffer.from(vector.body, "utf8"),
      // The vectors' timestamps are fixed: "now" is the vector's own time, as the vectors file asks.
      nowSeconds: Number(vector.timestamp),
    });
    const ok = verified === mustVerify;
    if (!ok) failures++;
    console.log(
      `${ok ? "ok  " : "FAIL"} ${group.padEnd(7)} ${vector.name.padEnd(20)} ${verified ? "verified" : "refused"}`,
    );
  }
}
const total = vectors.valid.length + vectors.invalid.length;
console.log(failures === 0 ? `node: all ${total} vectors as expected` : `node: ${failures} of ${total} vectors wrong`);
process.exitCode = failures === 0 ? 0 : 1;
