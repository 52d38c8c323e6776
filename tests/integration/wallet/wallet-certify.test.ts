import { execFile } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoWallet } from "@/lib/server/demo-wallet/seed-demo-wallet";
import { startDemoWalletServer, type DemoWalletServer } from "@/lib/server/demo-wallet/start-demo-wallet-server";
import {
  CERTIFICATION_CASES,
  certifyWallet,
  ROUND_FIELDS_CASE,
  type CertificationReport,
} from "@/lib/server/wallet/certification/certify-wallet";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { startBrokenWallet } from "@/tests/integration/support/wallet-broken-server";
import { demoBalance } from "@/tests/integration/support/wallet-fixtures";

// Wallet certification against real wallets on loopback: the demo wallet must pass every case; deliberately
// broken wallets must fail exactly the cases that catch their bug. The CLI is run as a child process.

const SECRET = "certification-secret-0123456789abcdef";
let database: TestDatabase;
let demo: DemoWalletServer;
const servers: { close(): Promise<void> }[] = [];

const failedCases = (report: CertificationReport) =>
  report.cases
    .filter((result) => !result.passed)
    .map((result) => result.id)
    .sort();

async function brokenWallet(options: {
  checkSignature: boolean;
  idempotent: boolean;
  creditNeedsDebit?: boolean;
  refuseUnknownFields?: boolean;
}) {
  const server = await startBrokenWallet({ secret: SECRET, balances: { tester: "100.00" }, ...options });
  servers.push(server);
  return server.url;
}

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, "--conditions=react-server", "lib/cli/wallet-certify.ts", ...args],
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  database.useInThisProcess();
  await seedDemoWallet({
    walletId: "cert-demo",
    secret: SECRET,
    players: [
      { playerId: "tester", currency: "EUR", balance: "100.00" },
      { playerId: "tester-jpy", currency: "JPY", balance: "5000" },
    ],
  });
  demo = await startDemoWalletServer();
}, 120_000);
afterAll(async () => {
  await closeWalletConnections();
  await demo?.close();
  for (const server of servers) await server.close();
  await database?.drop();
}, 60_000);

describe("certifyWallet", () => {
  it("passes every case against the demo wallet, reports progress, and leaves the balance where it was", async () => {
    const progress: string[] = [];
    const report = await certifyWallet({
      baseUrl: `${demo.url}/cert-demo`,
      secret: SECRET,
      playerId: "tester",
      currency: "EUR",
      onProgress: ({ result, index, total }) => progress.push(`${index + 1}/${total} ${result.id}`),
    });
    expect(report.cases.filter((result) => !result.passed)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.cases.map((result) => result.id)).toEqual(CERTIFICATION_CASES.map((definition) => definition.id));
    expect(progress).toHaveLength(CERTIFICATION_CASES.length);
    expect(progress[0]).toBe(`1/${CERTIFICATION_CASES.length} signature_valid`);
    expect(report.cleanup.done).toBe(true);
    expect(await demoBalance("cert-demo", "tester", "EUR")).toBe("100.00");
  }, 60_000);

  it("passes in a zero-decimal currency with a custom amount", async () => {
    const report = await certifyWallet({
      baseUrl: `${demo.url}/cert-demo`,
      secret: SECRET,
      playerId: "tester-jpy",
      currency: "jpy",
      amount: "100",
    });
    expect(failedCases(report)).toEqual([]);
    expect(report.amount).toBe("100");
    expect(await demoBalance("cert-demo", "tester-jpy", "JPY")).toBe("5000");
  }, 60_000);

  it("passes against a correct in-memory wallet (the control for the broken ones)", async () => {
    const report = await certifyWallet({
      baseUrl: await brokenWallet({ checkSignature: true, idempotent: true }),
      secret: SECRET,
      playerId: "tester",
      currency: "EUR",
    });
    expect(failedCases(report)).toEqual([]);
  }, 60_000);

  it("fails the signature cases against a wallet that does not check signatures", async () => {
    const report = await certifyWallet({
      baseUrl: await brokenWallet({ checkSignature: false, idempotent: true }),
      secret: SECRET,
      playerId: "tester",
      currency: "EUR",
    });
    expect(report.passed).toBe(false);
    expect(failedCases(report)).toEqual(["signature_invalid", "timestamp_stale"]);
    expect(report.cases.find((result) => result.id === "signature_invalid")?.detail).toContain("expected 401");
  }, 60_000);

  it("fails the idempotency cases against a wallet that ignores transaction_id", async () => {
    const report = await certifyWallet({
      baseUrl: await brokenWallet({ checkSignature: true, idempotent: false }),
      secret: SECRET,
      playerId: "tester",
      currency: "EUR",
    });
    expect(failedCases(report)).toEqual([
      "concurrent_duplicate_debits",
      "debit_replay",
      "free_round_credit",
      "jackpot_win",
      "prize_credit",
      "rollback_unknown",
    ]);
    expect(report.cases.find((result) => result.id === "concurrent_duplicate_debits")?.detail).toMatch(
      /balance is .*expected/,
    );
  }, 60_000);

  it("fails the free-round, prize and jackpot cases against a wallet that refuses a credit with no debit", async () => {
    const report = await certifyWallet({
      baseUrl: await brokenWallet({ checkSignature: true, idempotent: true, creditNeedsDebit: true }),
      secret: SECRET,
      playerId: "tester",
      currency: "EUR",
    });
    expect(failedCases(report)).toEqual(["free_round_credit", "jackpot_win", "prize_credit"]);
    expect(report.cases.find((result) => result.id === "free_round_credit")?.detail).toContain("unknown_round");
    expect(report.cases.find((result) => result.id === "prize_credit")?.detail).toContain("unknown_round");
    expect(report.cases.find((result) => result.id === "jackpot_win")?.detail).toContain("unknown_round");
  }, 60_000);

  it("with the operator's walletRoundFields on, sends round_id and campaign_id in every case and runs the round_fields case", async () => {
    const demoReport = await certifyWallet({
      baseUrl: `${demo.url}/cert-demo`,
      secret: SECRET,
      playerId: "tester",
      currency: "EUR",
      roundFields: true,
    });
    expect(demoReport.cases.map((result) => result.id)).toEqual([
      ...CERTIFICATION_CASES.map((definition) => definition.id),
      ROUND_FIELDS_CASE.id,
    ]);
    expect(failedCases(demoReport)).toEqual([]);
    expect(demoReport.cases.at(-1)!.detail).toContain('campaign_id "certification-campaign"');
    expect(await demoBalance("cert-demo", "tester", "EUR")).toBe("100.00");

    // A wallet that refuses fields beyond the contract's passes without the setting and fails with it.
    const strict = await brokenWallet({ checkSignature: true, idempotent: true, refuseUnknownFields: true });
    expect(
      failedCases(await certifyWallet({ baseUrl: strict, secret: SECRET, playerId: "tester", currency: "EUR" })),
    ).toEqual([]);
    const refused = await certifyWallet({
      baseUrl: strict,
      secret: SECRET,
      playerId: "tester",
      currency: "EUR",
      roundFields: true,
    });
    expect(failedCases(refused)).toEqual(
      expect.arrayContaining([
        "credit",
        "debit",
        "free_round_credit",
        "jackpot_win",
        "prize_credit",
        "rollback_debit",
        "round_fields",
      ]),
    );
    expect(refused.cases.find((result) => result.id === "round_fields")?.detail).toContain("unknown fields: round_id");
  }, 90_000);

  it("fails nearly everything with the wrong secret, and validates its own input", async () => {
    const report = await certifyWallet({
      baseUrl: `${demo.url}/cert-demo`,
      secret: "not-the-secret",
      playerId: "tester",
      currency: "EUR",
    });
    expect(report.cases.find((result) => result.id === "signature_valid")).toMatchObject({
      passed: false,
      detail: expect.stringContaining("HTTP 401"),
    });
    expect(report.cleanup.done).toBe(false);
    await expect(
      certifyWallet({ baseUrl: "ftp://x", secret: SECRET, playerId: "p", currency: "EUR" }),
    ).rejects.toMatchObject({ code: "invalid_request" });
    // A URL with a user name or password is never called.
    await expect(
      certifyWallet({
        baseUrl: demo.url.replace("http://", "http://ops:s3cret@"),
        secret: SECRET,
        playerId: "p",
        currency: "EUR",
      }),
    ).rejects.toMatchObject({
      code: "invalid_request",
      detail: expect.stringContaining("baseUrl must not contain a user name or password"),
    });
    await expect(
      certifyWallet({ baseUrl: demo.url, secret: SECRET, playerId: "p", currency: "EUR", amount: "0.001" }),
    ).rejects.toMatchObject({
      code: "invalid_amount",
    });
  }, 60_000);
});

describe("wallet-certify CLI", { timeout: 90_000 }, () => {
  it("prints a JSON report and exits 0 when every case passes", async () => {
    const result = await cli(
      "--url",
      `${demo.url}/cert-demo`,
      "--secret",
      SECRET,
      "--player",
      "tester",
      "--currency",
      "EUR",
      "--json",
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as CertificationReport;
    expect(report.passed).toBe(true);
    expect(report.cases).toHaveLength(CERTIFICATION_CASES.length);
  });

  it("prints human output and exits 1 when a case fails", async () => {
    const url = await brokenWallet({ checkSignature: false, idempotent: true });
    const result = await cli("--url", url, "--secret", SECRET, "--player", "tester", "--currency", "EUR");
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/FAIL\s+2\/15\s+signature_invalid/);
    expect(result.stdout).toContain("13/15 cases passed");
    expect(result.stdout).toContain("NOT CERTIFIED");
  });

  it("exits 2 with usage on bad arguments", async () => {
    const missing = await cli("--url", demo.url);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Usage: npm run wallet:certify");
    const invalid = await cli("--url", "nope", "--secret", "s", "--player", "p", "--currency", "EUR");
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain("baseUrl");
  });
});
