import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoWallet } from "@/lib/server/demo-wallet/seed-demo-wallet";
import { CERTIFICATION_CASES, certifyWallet } from "@/lib/server/wallet/certification/certify-wallet";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { signedWalletHeaders } from "@/lib/contract/wallet-signature";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// The demo wallet as the app serves it (POST /api/demo-wallet/<walletId>/<action> on the built app under
// `next start`): the route must hand the raw bytes to the signature check and pass the whole certification.

const SECRET = "route-demo-secret-0123456789abcdef";
let database: TestDatabase;
let app: AppServer;
const base = () => `${app.baseUrl}/api/demo-wallet/route-demo`;

beforeAll(async () => {
  database = await createTestDatabase();
  database.useInThisProcess();
  await seedDemoWallet({
    walletId: "route-demo",
    secret: SECRET,
    players: [{ playerId: "tester", currency: "EUR", balance: "50.00" }],
  });
  await database.release();
  app = await startAppServer({ env: database.env });
}, 120_000);
afterAll(async () => {
  await closeWalletConnections();
  await app?.stop();
  await database?.drop();
}, 60_000);

describe("/api/demo-wallet route", () => {
  it("passes every certification case", async () => {
    const report = await certifyWallet({ baseUrl: base(), secret: SECRET, playerId: "tester", currency: "EUR" });
    expect(report.cases.filter((result) => !result.passed)).toEqual([]);
    expect(report.cases).toHaveLength(CERTIFICATION_CASES.length);
  }, 60_000);

  it("verifies the signature over the bytes as received, not re-serialised JSON", async () => {
    const body =
      '{ "operator_id":"demo", "player_id":"tester", "session_id":"s", "game_symbol":"g", "currency":"EUR", "request_id":"r", "transaction_id":"bal_1", "transaction_type":"balance", "action_type":"balance", "amount":0.00 }';
    const headers = signedWalletHeaders({
      secret: SECRET,
      rawBody: body,
      requestId: "r",
      timestamp: Math.floor(Date.now() / 1000),
    });
    const response = await fetch(`${base()}/balance`, { method: "POST", headers, body });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, currency: "EUR" });
  });

  it("answers wallet-shaped JSON errors, 404 for unknown actions and 413 for oversized bodies", async () => {
    const unknown = await fetch(`${base()}/refund`, { method: "POST", body: "{}" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, error: "not_found" });
    const unsigned = await fetch(`${base()}/debit`, { method: "POST", body: "{}" });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ success: false, error: "invalid_signature" });
    const oversized = await fetch(`${base()}/debit`, { method: "POST", body: "x".repeat(70_000) });
    expect(oversized.status).toBe(413);
    expect((await fetch(`${base()}/debit`)).status).toBe(405);
  });
});
