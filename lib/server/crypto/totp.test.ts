import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, matchTotpCode, newTotpSecret, totpCodeForStep, totpStep, totpUri } from "./totp";

// RFC 6238 appendix B: the seeds are the ASCII digits "1234567890" repeated to the hash's key length; codes are
// 8 digits at T0 = 0, X = 30 s.
const SEEDS = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
};
const VECTORS: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("at %i s gives the RFC's codes for SHA-1, SHA-256 and SHA-512", (seconds, sha1, sha256, sha512) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(totpCodeForStep(SEEDS.sha1, step, { digits: 8 })).toBe(sha1);
    expect(totpCodeForStep(SEEDS.sha256, step, { digits: 8, algorithm: "sha256" })).toBe(sha256);
    expect(totpCodeForStep(SEEDS.sha512, step, { digits: 8, algorithm: "sha512" })).toBe(sha512);
  });

  it("encodes base32 as RFC 4648 does and reads it back ignoring case, spaces and padding", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("mzxw 6ytb oi======").toString()).toBe("foobar");
    expect(base32Decode(base32Encode(SEEDS.sha1)).equals(SEEDS.sha1)).toBe(true);
    expect(() => base32Decode("MZXW1")).toThrow("not base32");
  });

  it("accepts the code of the current step and one step either side, and returns that step", () => {
    const secret = base32Encode(SEEDS.sha1);
    const at = new Date(1111111111 * 1000);
    const now = totpStep(at);
    // The RFC's 8-digit code 14050471 at this moment is 050471 in 6 digits.
    expect(matchTotpCode({ secret, code: "050471", at })).toBe(now);
    expect(matchTotpCode({ secret, code: totpCodeForStep(SEEDS.sha1, now - 1), at })).toBe(now - 1);
    expect(matchTotpCode({ secret, code: totpCodeForStep(SEEDS.sha1, now + 1), at })).toBe(now + 1);
    expect(matchTotpCode({ secret, code: totpCodeForStep(SEEDS.sha1, now - 2), at })).toBeNull();
    expect(matchTotpCode({ secret, code: "05047", at })).toBeNull();
    expect(matchTotpCode({ secret, code: "abcdef", at })).toBeNull();
  });

  it("makes 160-bit secrets and the otpauth URI authenticator apps read", () => {
    const secret = newTotpSecret();
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpUri({ secret: "MZXW6YTBOI", issuer: "Game Provider", account: "ann@casino.test" })).toBe(
      "otpauth://totp/Game%20Provider%3Aann%40casino.test?secret=MZXW6YTBOI&issuer=Game+Provider&algorithm=SHA1&digits=6",
    );
  });
});
