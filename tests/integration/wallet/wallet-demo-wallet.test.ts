import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeWalletCallbackBody } from "@/lib/contract/wallet-api";
import { prisma } from "@/lib/server/db/prisma";
import { seedDemoWallet } from "@/lib/server/demo-wallet/seed-demo-wallet";
import { setDemoWalletBalance } from "@/lib/server/demo-wallet/set-demo-wallet-balance";
import { startDemoWalletServer, type DemoWalletServer } from "@/lib/server/demo-wallet/start-demo-wallet-server";
import { callWallet, type WalletCall } from "@/lib/server/wallet/wallet-client";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { signedWalletHeaders } from "@/lib/contract/wallet-signature";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { demoBalance } from "@/tests/integration/support/wallet-fixtures";

// The demo operator wallet on a real node:http server, driven by our real signed client and by hand-made requests.

const SECRET = "demo-wallet-test-secret-0123456789";
const WALLET = "demo-test";
let database: TestDatabase;
let server: DemoWalletServer;
let counter = 0;

const wallet = () => ({
  operatorId: "demo-test",
  baseUrl: `${server.url}/${WALLET}`,
  secret: SECRET,
  timeoutMs: 5_000,
});
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${++counter}`;
function call(
  type: WalletCall["type"],
  fields: Partial<WalletCall> = {},
  extra: { timestampSeconds?: number; secret?: string } = {},
) {
  return callWallet({
    wallet: { ...wallet(), secret: extra.secret ?? SECRET },
    timestampSeconds: extra.timestampSeconds,
    call: {
      type,
      playerId: "alice",
      sessionId: "ses_1",
      gameSymbol: "vs20aurora",
      currency: "EUR",
      transactionId: nextId(type),
      actionType: type === "balance" ? "balance" : "spin",
      amount: "0.00",
      ...fields,
    },
  });
}
/** A hand-made request: any body text, signed or not. */
async function rawPost(
  action: string,
  body: string,
  options: { sign?: boolean; timestamp?: number; walletId?: string } = {},
) {
  const headers =
    options.sign === false
      ? { "content-type": "application/json" }
      : signedWalletHeaders({
          secret: SECRET,
          rawBody: body,
          requestId: "req_raw",
          timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
        });
  const response = await fetch(`${server.url}/${options.walletId ?? WALLET}/${action}`, {
    method: "POST",
    headers,
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
const bodyFor = (fields: Record<string, string>) =>
  encodeWalletCallbackBody({
    operator_id: "demo-test",
    player_id: "alice",
    session_id: "ses_1",
    game_symbol: "vs20aurora",
    currency: "EUR",
    request_id: "req_1",
    transaction_id: nextId("raw"),
    transaction_type: "debit",
    action_type: "spin",
    amount: "1.00",
    ...fields,
  } as never);

beforeAll(async () => {
  database = await createTestDatabase();
  database.useInThisProcess();
  await seedDemoWallet({
    walletId: WALLET,
    secret: SECRET,
    players: [
      { playerId: "alice", currency: "EUR", balance: "100.00" },
      { playerId: "bob", currency: "EUR", balance: "100.00" },
      { playerId: "carol", currency: "EUR", balance: "50.00" },
      { playerId: "dave", currency: "EUR", balance: "100.00" },
      { playerId: "erin", currency: "EUR", balance: "100.00" },
      { playerId: "kenji", currency: "JPY", balance: "10000" },
      { playerId: "fahad", currency: "KWD", balance: "10.000" },
    ],
  });
  server = await startDemoWalletServer();
}, 120_000);
afterAll(async () => {
  await closeWalletConnections();
  await server?.close();
  await database?.drop();
}, 60_000);

describe("demo wallet: signatures", () => {
  it("answers a signed balance call with decimal text", async () => {
    const result = await call("balance", { playerId: "erin" });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.responseBody!)).toMatchObject({ success: true, balance: "100.00", currency: "EUR" });
  });

  it("refuses a wrong secret, a stale or future timestamp, missing headers and a re-serialised body with 401 invalid_signature", async () => {
    const refusals = [
      await call("balance", {}, { secret: "not-the-secret" }),
      await call("balance", {}, { timestampSeconds: Math.floor(Date.now() / 1000) - 301 }),
      await call("balance", {}, { timestampSeconds: Math.floor(Date.now() / 1000) + 400 }),
    ];
    for (const result of refusals) {
      expect(result.status).toBe(401);
      expect(JSON.parse(result.responseBody!)).toMatchObject({ success: false, error: "invalid_signature" });
    }
    const unsigned = await rawPost("debit", bodyFor({}), { sign: false });
    expect(unsigned).toMatchObject({ status: 401, json: { error: "invalid_signature" } });

    // Signed over one text, delivered as another that parses to the same JSON: must be refused.
    const body = bodyFor({ amount: "1.50" });
    const headers = signedWalletHeaders({
      secret: SECRET,
      rawBody: body,
      requestId: "r",
      timestamp: Math.floor(Date.now() / 1000),
    });
    const response = await fetch(`${server.url}/${WALLET}/debit`, {
      method: "POST",
      headers,
      body: body.replace("1.50", "1.5"),
    });
    expect(response.status).toBe(401);
    expect(await demoBalance(WALLET, "alice", "EUR")).toBe("100.00");
  });

  it("accepts a timestamp within 300 s", async () => {
    const result = await call("balance", {}, { timestampSeconds: Math.floor(Date.now() / 1000) - 290 });
    expect(result.outcome).toBe("succeeded");
  });
});

describe("demo wallet: request validation", () => {
  it("refuses malformed bodies with 400 after a valid signature", async () => {
    expect(await rawPost("debit", "{not json")).toMatchObject({
      status: 400,
      json: { success: false, error: "invalid_request" },
    });
    expect(await rawPost("credit", bodyFor({}))).toMatchObject({ status: 400, json: { error: "invalid_request" } });
    expect(await rawPost("debit", bodyFor({}).replace('"amount":1.00', '"amount":"1.00"'))).toMatchObject({
      status: 400,
      json: { error: "invalid_request" },
    });
    expect(await rawPost("debit", bodyFor({ amount: "1.001" }))).toMatchObject({
      status: 400,
      json: { error: "invalid_amount" },
    });
    expect(await rawPost("debit", bodyFor({}).replace(',"amount":1.00', ""))).toMatchObject({ status: 400 });
  });
  it("answers unknown endpoints and wallets with 404, oversized bodies with 413", async () => {
    expect(await rawPost("refund", bodyFor({}))).toMatchObject({ status: 404, json: { error: "not_found" } });
    expect(await rawPost("debit", bodyFor({}), { walletId: "nope" })).toMatchObject({
      status: 404,
      json: { error: "wallet_not_found" },
    });
    expect(await rawPost("debit", `{"pad":"${"x".repeat(70_000)}"}`)).toMatchObject({ status: 413 });
  });
});

describe("demo wallet: money rules", () => {
  it("debits, and answers a repeated transaction_id with the original result byte for byte", async () => {
    const transactionId = nextId("dbt");
    const first = await call("debit", { playerId: "bob", transactionId, amount: "10.00" });
    expect(first.outcome).toBe("succeeded");
    expect(first.balance).toBe("90.00");
    expect(JSON.parse(first.responseBody!)).toEqual({
      success: true,
      balance: "90.00",
      currency: "EUR",
      transaction_id: transactionId,
    });

    await call("credit", { playerId: "bob", amount: "5.00" }); // the balance moves on…
    const replay = await call("debit", { playerId: "bob", transactionId, amount: "10.00" });
    expect(replay.responseBody).toBe(first.responseBody); // …the replay still tells the original story
    expect(await demoBalance(WALLET, "bob", "EUR")).toBe("95.00");

    const reused = await call("debit", { playerId: "bob", transactionId, amount: "11.00" });
    expect(reused.status).toBe(400);
    expect(reused.errorCode).toBe("transaction_conflict");
    expect(await demoBalance(WALLET, "bob", "EUR")).toBe("95.00");
  });

  it("refuses insufficient funds and unknown players with 400, moving nothing", async () => {
    const transactionId = nextId("dbt");
    const poor = await call("debit", { playerId: "carol", transactionId, amount: "50.01" });
    expect(poor).toMatchObject({ status: 400, outcome: "rejected", errorCode: "insufficient_funds" });
    expect(await demoBalance(WALLET, "carol", "EUR")).toBe("50.00");
    // A refusal is not recorded as the transaction's result: after a deposit the same id can go through.
    await setDemoWalletBalance({ walletId: WALLET, playerId: "carol", currency: "EUR", balance: "60.00" });
    expect((await call("debit", { playerId: "carol", transactionId, amount: "50.01" })).balance).toBe("9.99");

    expect(await call("debit", { playerId: "mallory", amount: "1.00" })).toMatchObject({
      status: 400,
      errorCode: "unknown_player",
    });
    expect(await call("balance", { playerId: "mallory" })).toMatchObject({ status: 400, errorCode: "unknown_player" });
    expect(await call("debit", { playerId: "alice", currency: "USD", amount: "1.00" })).toMatchObject({
      status: 400,
      errorCode: "invalid_currency",
    });
  });

  it("restores a rolled-back debit exactly once", async () => {
    const debitId = nextId("dbt");
    await call("debit", { playerId: "dave", transactionId: debitId, amount: "30.00" });
    expect(await demoBalance(WALLET, "dave", "EUR")).toBe("70.00");
    const rollbackId = nextId("rbk");
    const rollback = await call("rollback", {
      playerId: "dave",
      transactionId: rollbackId,
      originalTransactionId: debitId,
      amount: "30.00",
    });
    expect(rollback.balance).toBe("100.00");
    const replay = await call("rollback", {
      playerId: "dave",
      transactionId: rollbackId,
      originalTransactionId: debitId,
      amount: "30.00",
    });
    expect(replay.responseBody).toBe(rollback.responseBody);
    const second = await call("rollback", { playerId: "dave", originalTransactionId: debitId, amount: "30.00" });
    expect(second.outcome).toBe("succeeded");
    expect(await demoBalance(WALLET, "dave", "EUR")).toBe("100.00");
    // The debit's own replay still answers its original result; it is not applied again.
    const debitReplay = await call("debit", { playerId: "dave", transactionId: debitId, amount: "30.00" });
    expect(debitReplay.balance).toBe("70.00");
    expect(await demoBalance(WALLET, "dave", "EUR")).toBe("100.00");
  });

  it("answers a rollback of an unknown transaction with 200 and refuses that debit if it arrives later", async () => {
    const lateDebitId = nextId("dbt");
    const rollback = await call("rollback", { playerId: "erin", originalTransactionId: lateDebitId, amount: "20.00" });
    expect(rollback).toMatchObject({ status: 200, outcome: "succeeded", balance: "100.00" });
    const late = await call("debit", { playerId: "erin", transactionId: lateDebitId, amount: "20.00" });
    expect(late).toMatchObject({ status: 400, errorCode: "transaction_rolled_back" });
    expect(await demoBalance(WALLET, "erin", "EUR")).toBe("100.00");
  });

  it("refuses a rollback of a credit", async () => {
    const creditId = nextId("cdt");
    await call("credit", { playerId: "erin", transactionId: creditId, amount: "1.00" });
    const rollback = await call("rollback", { playerId: "erin", originalTransactionId: creditId, amount: "1.00" });
    expect(rollback).toMatchObject({ status: 400, errorCode: "rollback_not_supported" });
    expect(await demoBalance(WALLET, "erin", "EUR")).toBe("101.00");
  });

  it("applies concurrent duplicates once and never overdraws under concurrent debits", async () => {
    await setDemoWalletBalance({ walletId: WALLET, playerId: "alice", currency: "EUR", balance: "100.00" });
    const transactionId = nextId("dbt");
    const duplicates = await Promise.all(
      Array.from({ length: 12 }, () => call("debit", { transactionId, amount: "7.00" })),
    );
    expect(duplicates.every((result) => result.outcome === "succeeded" && result.balance === "93.00")).toBe(true);
    expect(await demoBalance(WALLET, "alice", "EUR")).toBe("93.00");
    expect(await prisma.demoWalletTransaction.count({ where: { walletId: WALLET, transactionId } })).toBe(1);

    const racing = await Promise.all(Array.from({ length: 10 }, () => call("debit", { amount: "30.00" })));
    expect(racing.filter((result) => result.outcome === "succeeded")).toHaveLength(3);
    expect(racing.filter((result) => result.errorCode === "insufficient_funds")).toHaveLength(7);
    expect(await demoBalance(WALLET, "alice", "EUR")).toBe("3.00");
  });

  it("keeps zero- and three-decimal currencies exact", async () => {
    expect((await call("debit", { playerId: "kenji", currency: "JPY", amount: "1500" })).balance).toBe("8500");
    expect((await call("debit", { playerId: "kenji", currency: "JPY", amount: "0.5" })).errorCode).toBe(
      "invalid_amount",
    );
    expect((await call("debit", { playerId: "fahad", currency: "KWD", amount: "1.005" })).balance).toBe("8.995");
    expect((await call("credit", { playerId: "fahad", currency: "KWD", amount: "0.001" })).balance).toBe("8.996");
  });
});

describe("demo wallet seeding", () => {
  it("is idempotent, keeps played balances, follows a new secret, and sets balances on purpose", async () => {
    const players = [{ playerId: "seeded", currency: "eur", balance: "10" }];
    expect(await seedDemoWallet({ walletId: "seeded-wallet", secret: SECRET, players })).toEqual({
      walletId: "seeded-wallet",
      accountsCreated: 1,
    });
    await setDemoWalletBalance({ walletId: "seeded-wallet", playerId: "seeded", currency: "EUR", balance: "3.50" });
    expect(await seedDemoWallet({ walletId: "seeded-wallet", secret: SECRET, players })).toEqual({
      walletId: "seeded-wallet",
      accountsCreated: 0,
    });
    expect(await demoBalance("seeded-wallet", "seeded", "EUR")).toBe("3.50");
    expect(await prisma.demoWalletAccount.count({ where: { walletId: "seeded-wallet" } })).toBe(1);

    await seedDemoWallet({ walletId: "seeded-wallet", secret: `${SECRET}-rotated`, players });
    const signedWithOld = await callWallet({
      wallet: { ...wallet(), baseUrl: `${server.url}/seeded-wallet` },
      call: {
        type: "balance",
        playerId: "seeded",
        sessionId: "s",
        gameSymbol: "g",
        currency: "EUR",
        transactionId: "t",
        actionType: "balance",
        amount: "0.00",
      },
    });
    expect(signedWithOld.status).toBe(401);

    await expect(
      setDemoWalletBalance({ walletId: "missing", playerId: "p", currency: "EUR", balance: "1" }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      setDemoWalletBalance({ walletId: "seeded-wallet", playerId: "p", currency: "EUR", balance: "1.234" }),
    ).rejects.toMatchObject({
      code: "invalid_amount",
    });
  });
});
