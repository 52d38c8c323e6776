import { describe, expect, it } from "vitest";
import { checkReplaySignature, replaySignature } from "./replay-signature";

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const now = new Date("2026-06-01T00:00:00Z");
const expires = Math.floor(now.getTime() / 1000) + 3600;
const roundId = "rnd_6cK2pQ9sT1vX4zB7dF0hJ3";

describe("replay link signature", () => {
  it("accepts its own signature until the expiry", () => {
    const signature = replaySignature({ roundId, expires }, key);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkReplaySignature({ roundId, expires: String(expires), signature }, key, now)).toEqual({
      valid: true,
      expires,
    });
    expect(
      checkReplaySignature({ roundId, expires: String(expires), signature }, key, new Date(expires * 1000 - 1)),
    ).toEqual({ valid: true, expires });
  });

  it("refuses it at and after the expiry", () => {
    const signature = replaySignature({ roundId, expires }, key);
    expect(
      checkReplaySignature({ roundId, expires: String(expires), signature }, key, new Date(expires * 1000)),
    ).toEqual({ valid: false, reason: "expired" });
  });

  it("refuses another round, another expiry, another key or an altered signature", () => {
    const signature = replaySignature({ roundId, expires }, key);
    const tampered = { valid: false, reason: "tampered" };
    expect(checkReplaySignature({ roundId: `${roundId}x`, expires: String(expires), signature }, key, now)).toEqual(
      tampered,
    );
    expect(checkReplaySignature({ roundId, expires: String(expires + 86_400), signature }, key, now)).toEqual(tampered);
    expect(checkReplaySignature({ roundId, expires: String(expires), signature }, otherKey, now)).toEqual(tampered);
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    expect(checkReplaySignature({ roundId, expires: String(expires), signature: flipped }, key, now)).toEqual(tampered);
  });

  it("refuses a link missing its expiry or signature, or with malformed ones", () => {
    const signature = replaySignature({ roundId, expires }, key);
    const malformed = { valid: false, reason: "malformed" };
    expect(checkReplaySignature({ roundId, expires: undefined, signature }, key, now)).toEqual(malformed);
    expect(checkReplaySignature({ roundId, expires: String(expires), signature: undefined }, key, now)).toEqual(
      malformed,
    );
    expect(checkReplaySignature({ roundId, expires: "1e12", signature }, key, now)).toEqual(malformed);
    expect(checkReplaySignature({ roundId, expires: String(expires), signature: `${signature}=` }, key, now)).toEqual(
      malformed,
    );
    expect(
      checkReplaySignature({ roundId, expires: String(expires), signature: signature.slice(1) }, key, now),
    ).toEqual(malformed);
  });
});
