import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoWallet } from "@/lib/server/demo-wallet/seed-demo-wallet";
import { callWallet, type WalletCall } from "@/lib/server/wallet/wallet-client";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { demoBalance } from "@/tests/integration/support/wallet-fixtures";
import {
  startFaultyWalletServer,
  type FaultyWalletServer,
  type WalletFault,
} from "@/tests/integration/support/wallet-faulty-server";

// The signed wallet client against a real wallet on loopback that misbehaves on purpose: each misbehaviour
// must come back as a classified outcome (never a throw), with the body cap and the no-redirect rule holding.

const SECRET = "client-faults-secret-0123456789abcdef";
let database: TestDatabase;
let wallet: FaultyWalletServer;
let counter = 0;

// Generous by default so a loaded machine never turns a normal answer into a timeout; the hang test sets its own.
function send(type: WalletCall["type"], amount = "1.00", timeoutMs = 5_000) {
  return callWallet({
    wallet: { operatorId: "faults", baseUrl: wallet.url, secret: SECRET, timeoutMs },
    call: {
      type,
      playerId: "p1",
      sessionId: "s1",
      gameSymbol: "vs20aurora",
      currency: "EUR",
      transactionId: `t${++counter}`,
      actionType: "spin",
      amount,
    },
  });
}
function injectOnce(fault: WalletFault) {
  let used = false;
  wallet.faultFor = () => (used ? null : ((used = true), fault));
}

beforeAll(async () => {
  database = await createTestDatabase();
  database.useInThisProcess();
  await seedDemoWallet({
    walletId: "faults",
    secret: SECRET,
    players: [{ playerId: "p1", currency: "EUR", balance: "100.00" }],
  });
  wallet = await startFaultyWalletServer({ walletId: "faults", slowMs: 100 });
}, 120_000);
afterAll(async () => {
  await closeWalletConnections();
  await wallet?.close();
  await database?.drop();
}, 60_000);

describe("wallet client against a faulty wallet", () => {
  it("reports a wallet that never answers as a failed (unknown) outcome after the timeout", async () => {
    injectOnce("hang");
    const result = await send("debit", "1.00", 400);
    expect(result).toMatchObject({ outcome: "failed", status: null, responseBody: null });
    expect(result.problem).toMatch(/^timeout/);
    expect(await demoBalance("faults", "p1", "EUR")).toBe("100.00");
  });

  it("reports 500, a reset connection and a malformed 200 as failed", async () => {
    injectOnce("error_500");
    expect(await send("balance")).toMatchObject({
      outcome: "failed",
      status: 500,
      problem: expect.stringContaining("HTTP 500"),
    });
    injectOnce("reset");
    expect(await send("balance")).toMatchObject({
      outcome: "failed",
      status: null,
      problem: expect.stringMatching(/^network/),
    });
    injectOnce("malformed");
    const malformed = await send("credit", "2.00");
    expect(malformed).toMatchObject({
      outcome: "failed",
      status: 200,
      problem: expect.stringContaining("valid success body"),
    });
    expect(await demoBalance("faults", "p1", "EUR")).toBe("102.00"); // it was applied: exactly why "failed" means unknown
  });

  it("waits for a slow answer within the timeout", async () => {
    injectOnce("slow");
    expect(await send("balance", "0.00")).toMatchObject({ outcome: "succeeded", balance: "102.00" });
  });

  it("does not follow redirects", async () => {
    injectOnce("redirect");
    const before = wallet.received.length;
    expect(await send("debit")).toMatchObject({ outcome: "failed", status: 307 });
    expect(wallet.received.length).toBe(before + 1);
  });

  it("caps the response body it reads", async () => {
    injectOnce("oversized");
    expect(await send("balance")).toMatchObject({ outcome: "failed", problem: expect.stringMatching(/^too_large/) });
  });

  it("reuses keep-alive connections for consecutive calls", async () => {
    wallet.faultFor = () => null;
    await closeWalletConnections(); // start from an empty pool
    const before = wallet.received.length;
    for (let index = 0; index < 6; index++) expect((await send("balance")).outcome).toBe("succeeded");
    const sockets = new Set(wallet.received.slice(before).map((request) => request.socket));
    // Without keep-alive every call would open its own socket; the pool may open a second one when a call
    // starts before the previous socket is marked free.
    expect(sockets.size).toBeLessThanOrEqual(2);
  });

  it("classifies a duplicated delivery (network replay) as one success", async () => {
    injectOnce("duplicate");
    const result = await send("debit", "3.00");
    expect(result.outcome).toBe("succeeded");
    expect(await demoBalance("faults", "p1", "EUR")).toBe("99.00");
  });
});
