import { describe, expect, it } from "vitest";
import { encodeWalletCallbackBody } from "@/lib/contract/wallet-api";
import { readSignatureTestVectors } from "./signature-test-vectors";
import {
  checkWalletSignature,
  isValidWalletSignature,
  signedWalletHeaders,
  signWalletBody,
  walletHeaderNames,
} from "./wallet-signature";

const vectors = readSignatureTestVectors();

function headersOf(record: Record<string, string>) {
  return { get: (name: string) => record[name.toLowerCase()] ?? null };
}

describe("wallet signature — published vectors", () => {
  it("has both valid and invalid vectors", () => {
    expect(vectors.valid.length).toBeGreaterThanOrEqual(5);
    expect(vectors.invalid.length).toBeGreaterThanOrEqual(3);
  });

  it.each(vectors.valid.map((vector) => [vector.name, vector] as const))("signs and verifies %s", (_name, vector) => {
    expect(signWalletBody({ ...vector, rawBody: vector.body })).toBe(vector.signature);
    expect(signWalletBody({ ...vector, rawBody: Buffer.from(vector.body, "utf8") })).toBe(vector.signature);
    expect(isValidWalletSignature({ ...vector, rawBody: vector.body })).toBe(true);
    expect(isValidWalletSignature({ ...vector, rawBody: vector.body, signature: vector.signature.toUpperCase() })).toBe(
      true,
    );
  });

  it.each(vectors.invalid.map((vector) => [vector.name, vector] as const))("refuses %s", (_name, vector) => {
    expect(isValidWalletSignature({ ...vector, rawBody: vector.body })).toBe(false);
  });

  it("our body encoder produces the debit vector's exact bytes", () => {
    const debit = vectors.valid.find((vector) => vector.name === "debit")!;
    const body = encodeWalletCallbackBody({
      operator_id: "demo-casino",
      player_id: "player-1",
      session_id: "ses_9QzY2k",
      game_symbol: "vs20aurora",
      currency: "EUR",
      request_id: "req_0002",
      transaction_id: "dbt_0001",
      transaction_type: "debit",
      action_type: "spin",
      amount: "12.30",
    });
    expect(body).toBe(debit.body);
    const headers = signedWalletHeaders({
      secret: debit.secret,
      rawBody: body,
      requestId: "req_0002",
      timestamp: Number(debit.timestamp),
    });
    expect(headers).toEqual({
      "content-type": "application/json",
      "x-platform-request-id": "req_0002",
      "x-platform-timestamp": debit.timestamp,
      "x-platform-signature": debit.signature,
    });
  });
});

describe("checkWalletSignature (operator side)", () => {
  const vector = vectors.valid[1]!;
  const now = Number(vector.timestamp);
  const good = {
    "x-platform-timestamp": vector.timestamp,
    "x-platform-signature": vector.signature,
    "x-platform-request-id": "req_0002",
  };
  const check = (headers: Record<string, string>, nowSeconds = now, rawBody: string = vector.body) =>
    checkWalletSignature({
      secret: vector.secret,
      rawBody,
      headers: headersOf(headers),
      nowSeconds,
      maxAgeSeconds: 300,
    });

  it("accepts a fresh, correctly signed body", () => {
    expect(check(good)).toEqual({ ok: true, requestId: "req_0002", timestamp: now });
    expect(check(good, now + 300).ok).toBe(true);
  });
  it("refuses a timestamp older than the window, and one too far in the future", () => {
    expect(check(good, now + 301)).toEqual({ ok: false, reason: "stale_timestamp" });
    expect(check(good, now - 301)).toEqual({ ok: false, reason: "stale_timestamp" });
  });
  it("refuses missing headers, a non-numeric timestamp, a tampered body and a malformed signature", () => {
    expect(check({ "x-platform-timestamp": vector.timestamp })).toEqual({ ok: false, reason: "missing_headers" });
    expect(check({ ...good, "x-platform-timestamp": "1e9" })).toEqual({ ok: false, reason: "bad_timestamp" });
    expect(check(good, now, vector.body.replace("12.30", "12.31"))).toEqual({ ok: false, reason: "bad_signature" });
    expect(check({ ...good, "x-platform-signature": "zz" })).toEqual({ ok: false, reason: "bad_signature" });
  });
  it("uses the configured vendor word in header names", () => {
    expect(walletHeaderNames("acme")).toEqual({
      requestId: "x-acme-request-id",
      timestamp: "x-acme-timestamp",
      signature: "x-acme-signature",
    });
    expect(() => walletHeaderNames("bad word")).toThrow();
    const headers = { "x-acme-timestamp": vector.timestamp, "x-acme-signature": vector.signature };
    expect(
      checkWalletSignature({
        secret: vector.secret,
        rawBody: vector.body,
        headers: headersOf(headers),
        nowSeconds: now,
        maxAgeSeconds: 300,
        vendor: "acme",
      }).ok,
    ).toBe(true);
  });
});
