import { describe, expect, it } from "vitest";
import { classifyWalletAnswer } from "@/lib/server/wallet/wallet-client";
import {
  encodeWalletCallbackBody,
  parseWalletCallbackRequest,
  parseWalletResponse,
  type WalletCallbackBody,
} from "@/lib/contract/wallet-api";

const debit: WalletCallbackBody = {
  operator_id: "demo-casino",
  player_id: "p-1",
  session_id: "ses_1",
  game_symbol: "vs20aurora",
  currency: "EUR",
  request_id: "req_1",
  transaction_id: "dbt_1",
  transaction_type: "debit",
  action_type: "spin",
  amount: "0.30",
};

describe("wallet callback bodies", () => {
  it("carry every required field, amount as a JSON number written from its text", () => {
    const text = encodeWalletCallbackBody(debit);
    expect(text).toContain('"amount":0.30');
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([
      "operator_id",
      "player_id",
      "session_id",
      "game_symbol",
      "currency",
      "request_id",
      "transaction_id",
      "transaction_type",
      "action_type",
      "amount",
    ]);
    expect(typeof parsed.amount).toBe("number");
    expect("original_transaction_id" in parsed).toBe(false);
  });
  it("put original_transaction_id on rollbacks only", () => {
    const rollback = encodeWalletCallbackBody({
      ...debit,
      transaction_type: "rollback",
      transaction_id: "rbk_1",
      original_transaction_id: "dbt_1",
    });
    expect(JSON.parse(rollback)).toMatchObject({ transaction_type: "rollback", original_transaction_id: "dbt_1" });
    expect(() => encodeWalletCallbackBody({ ...debit, transaction_type: "rollback" })).toThrow(
      /original_transaction_id/,
    );
    expect(() => encodeWalletCallbackBody({ ...debit, original_transaction_id: "x" })).toThrow(
      /original_transaction_id/,
    );
  });
  it("put campaign_id after amount on credits only, and parse it back", () => {
    const credit = {
      ...debit,
      transaction_type: "credit" as const,
      transaction_id: "cdt_1",
      action_type: "free_round_win",
      campaign_id: "spring-2026",
    };
    const text = encodeWalletCallbackBody(credit);
    expect(text.endsWith('"amount":0.30,"campaign_id":"spring-2026"}')).toBe(true);
    expect(parseWalletCallbackRequest(text)).toEqual({ ok: true, request: { ...credit, amount: "0.30" } });
    expect(() => encodeWalletCallbackBody({ ...debit, campaign_id: "spring-2026" })).toThrow(/campaign_id/);
    const onDebit = parseWalletCallbackRequest(
      encodeWalletCallbackBody(debit).replace('"amount":0.30', '"amount":0.30,"campaign_id":"x"'),
    );
    expect(onDebit).toMatchObject({ ok: false, problem: expect.stringContaining("campaign_id") });
  });
  it("put round_id after amount (and original_transaction_id) on debits, credits and rollbacks, never on balance calls", () => {
    expect(
      encodeWalletCallbackBody({ ...debit, round_id: "rnd_1" }).endsWith('"amount":0.30,"round_id":"rnd_1"}'),
    ).toBe(true);
    const rollback = encodeWalletCallbackBody({
      ...debit,
      transaction_type: "rollback",
      original_transaction_id: "dbt_0",
      round_id: "rnd_1",
    });
    expect(rollback.endsWith('"amount":0.30,"original_transaction_id":"dbt_0","round_id":"rnd_1"}')).toBe(true);
    const credit = {
      ...debit,
      transaction_type: "credit" as const,
      action_type: "free_round_win",
      round_id: "rnd_2",
      campaign_id: "spring-2026",
    };
    const text = encodeWalletCallbackBody(credit);
    expect(text.endsWith('"amount":0.30,"round_id":"rnd_2","campaign_id":"spring-2026"}')).toBe(true);
    expect(parseWalletCallbackRequest(text)).toEqual({ ok: true, request: { ...credit, amount: "0.30" } });
    expect(() => encodeWalletCallbackBody({ ...debit, transaction_type: "balance", round_id: "rnd_1" })).toThrow(
      /round_id/,
    );
  });
  it("balance callbacks carry amount 0 and the balance marker; JPY amounts have no decimals", () => {
    const balance = encodeWalletCallbackBody({
      ...debit,
      transaction_type: "balance",
      action_type: "balance",
      amount: "0.00",
    });
    expect(balance).toContain('"action_type":"balance","amount":0.00');
    expect(encodeWalletCallbackBody({ ...debit, currency: "JPY", amount: "1500" })).toContain('"amount":1500}');
  });
  it("refuse amounts that are not non-negative decimal text", () => {
    for (const amount of ["-1.00", "1e2", "0.1 ", "", "NaN"])
      expect(() => encodeWalletCallbackBody({ ...debit, amount })).toThrow();
  });
  it("escape text fields so no value can inject JSON", () => {
    const text = encodeWalletCallbackBody({ ...debit, player_id: 'a","amount":999,"x":"' });
    expect(JSON.parse(text)).toMatchObject({ player_id: 'a","amount":999,"x":"', amount: 0.3 });
  });
  it("parse back exactly on the operator side, amount as text", () => {
    const parsed = parseWalletCallbackRequest(encodeWalletCallbackBody({ ...debit, amount: "92233720368547758.07" }));
    expect(parsed).toEqual({ ok: true, request: { ...debit, amount: "92233720368547758.07" } });
  });
  it("report what is wrong with a bad received body", () => {
    const missing = parseWalletCallbackRequest('{"operator_id":"x"}');
    expect(missing.ok).toBe(false);
    const stringAmount = parseWalletCallbackRequest(
      encodeWalletCallbackBody(debit).replace('"amount":0.30', '"amount":"0.30"'),
    );
    expect(stringAmount).toMatchObject({ ok: false, problem: expect.stringContaining("amount") });
    expect(parseWalletCallbackRequest("{not json")).toMatchObject({ ok: false });
    const negative = parseWalletCallbackRequest(
      encodeWalletCallbackBody(debit).replace('"amount":0.30', '"amount":-0.30'),
    );
    expect(negative.ok).toBe(false);
  });
});

describe("wallet responses", () => {
  it("validate success and error shapes", () => {
    expect(parseWalletResponse('{"success":true,"balance":"100.50","currency":"EUR"}')).toMatchObject({
      kind: "success",
    });
    expect(parseWalletResponse('{"success":false,"error":"insufficient_funds","message":"no"}')).toMatchObject({
      kind: "error",
    });
    expect(parseWalletResponse('{"success":true,"balance":100.5}')).toMatchObject({
      kind: "invalid",
      problem: expect.stringContaining("balance"),
    });
    expect(parseWalletResponse('{"success":true,"balance":"1e3"}')).toMatchObject({ kind: "invalid" });
    expect(parseWalletResponse('{"success":false}')).toMatchObject({
      kind: "invalid",
      problem: expect.stringContaining("error"),
    });
    expect(parseWalletResponse("<html>")).toEqual({ kind: "invalid", problem: "response body is not JSON" });
  });

  const classify = (status: number, bodyText: string, currency = "EUR") =>
    classifyWalletAnswer({ status, bodyText, currency, transactionId: "dbt_1" });
  it("classify answers into the outcomes the ledger acts on", () => {
    expect(classify(200, '{"success":true,"balance":"99.7"}')).toEqual({ outcome: "succeeded", balance: "99.70" });
    expect(classify(200, '{"success":true,"balance":"-5.00"}')).toEqual({ outcome: "succeeded", balance: "-5.00" });
    expect(classify(200, '{"success":true,"balance":"1500","currency":"JPY"}', "JPY")).toEqual({
      outcome: "succeeded",
      balance: "1500",
    });
    expect(classify(400, '{"success":false,"error":"insufficient_funds","message":"low"}')).toMatchObject({
      outcome: "rejected",
      errorCode: "insufficient_funds",
      errorMessage: "low",
    });
    expect(classify(400, "garbage")).toMatchObject({ outcome: "rejected", errorCode: "rejected" });
    expect(classify(401, '{"success":false,"error":"invalid_signature"}')).toMatchObject({
      outcome: "invalid_signature",
    });
  });
  it("treat anything uncertain as failed (outcome unknown)", () => {
    expect(classify(200, "{oops")).toMatchObject({ outcome: "failed" });
    expect(classify(200, '{"success":false,"error":"x"}')).toMatchObject({ outcome: "failed" });
    expect(classify(200, '{"success":true,"balance":"1.001"}')).toMatchObject({
      outcome: "failed",
      problem: expect.stringContaining("decimal"),
    });
    expect(classify(200, '{"success":true,"balance":"1.00","currency":"USD"}')).toMatchObject({ outcome: "failed" });
    expect(classify(200, '{"success":true,"balance":"1.00","transaction_id":"other"}')).toMatchObject({
      outcome: "failed",
    });
    expect(classify(500, '{"success":false,"error":"boom"}')).toMatchObject({
      outcome: "failed",
      problem: "HTTP 500 boom",
    });
    expect(classify(302, "")).toMatchObject({ outcome: "failed" });
    expect(classify(404, "")).toMatchObject({ outcome: "failed" });
  });
});
