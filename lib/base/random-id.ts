// Every random id and secret of the platform (request, session, transaction and lease ids, API keys, demo
// passwords) is base62 text from here, so its alphabet and its entropy per character are the same everywhere.
// Web Crypto (a global in Node.js and every browser) keeps lib/base usable on both sides.

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random base62 text without modulo bias (rejection sampling). */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}
