import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certifyWallet, CERTIFICATION_CASES } from "@/lib/server/wallet/certification/certify-wallet";
import { readSignatureTestVectors, SIGNATURE_TEST_VECTORS_PATH } from "@/lib/contract/signature-test-vectors";
import { callWallet, type WalletCall } from "@/lib/server/wallet/wallet-client";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { signWalletBody } from "@/lib/contract/wallet-signature";

// What docs/integration-guide.md hands operators must work as the guide says: the signature verifiers in each
// language give every published vector its verdict (and notice a wrong one), and the reference wallet passes
// our certification suite and our own wallet client's checks. No database is involved, so it runs in one
// project only (the PostgreSQL project would repeat the same processes).

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

const WALLET_SCRIPT = path.resolve("docs/integration/example-wallet.mjs");
const SECRET = "guide-secret-0123456789abcdef0123456789abcdef";

const vectors = readSignatureTestVectors();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(command, args, { env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

function runtimeAvailable(command: string, versionFlag: string): boolean {
  return spawnSync(command, [versionFlag], { stdio: "ignore" }).status === 0;
}

/** "group/name" -> "verified" | "refused", from the verifiers' per-vector lines. */
function verdicts(stdout: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of stdout.split("\n")) {
    const match = /^(?:ok  |FAIL) (valid|invalid)\s+(\S+)\s+(verified|refused)$/.exec(line);
    if (match) result[`${match[1]}/${match[2]}`] = match[3]!;
  }
  return result;
}

const expectedVerdicts = Object.fromEntries([
  ...vectors.valid.map((vector) => [`valid/${vector.name}`, "verified"]),
  ...vectors.invalid.map((vector) => [`invalid/${vector.name}`, "refused"]),
]);

const verifiers = [
  { language: "node", command: process.execPath, script: "docs/integration/verify-signature.mjs", available: true },
  {
    language: "python",
    command: "python3",
    script: "docs/integration/verify-signature.py",
    available: runtimeAvailable("python3", "--version"),
  },
  {
    language: "java",
    command: "java",
    script: "docs/integration/VerifySignature.java",
    available: runtimeAvailable("java", "-version"),
  },
];

describe("integration guide", { timeout: 60_000 }, () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), "gp-guide-"));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  describe.each(verifiers)("$language signature verifier", ({ language, command, script, available }) => {
    it.skipIf(!available)("verifies every valid vector and refuses every invalid one", async () => {
      const result = await run(command, [path.resolve(script), SIGNATURE_TEST_VECTORS_PATH]);
      expect(verdicts(result.stdout)).toEqual(expectedVerdicts);
      expect(result.stdout).toContain(
        `${language}: all ${vectors.valid.length + vectors.invalid.length} vectors as expected`,
      );
      expect(result.code).toBe(0);
    });

    it.skipIf(!available)(
      "fails on a vectors file with a broken valid vector and a correctly signed invalid one",
      async () => {
        // A verifier that printed "ok" whatever it computed would pass the test above; this one it cannot pass.
        const tampered = structuredClone(vectors);
        tampered.valid[1]!.body = tampered.valid[1]!.body.replace("12.30", "12.31");
        const invalid = tampered.invalid[0]!;
        invalid.signature = signWalletBody({
          secret: invalid.secret,
          timestamp: invalid.timestamp,
          rawBody: invalid.body,
        });
        const file = path.join(scratch, `tampered-${language}.json`);
        writeFileSync(file, JSON.stringify(tampered));

        const result = await run(command, [path.resolve(script), file]);
        expect(result.code).toBe(1);
        expect(verdicts(result.stdout)).toEqual({
          ...expectedVerdicts,
          [`valid/${tampered.valid[1]!.name}`]: "refused",
          [`invalid/${invalid.name}`]: "verified",
        });
        expect(result.stdout).toMatch(/^FAIL valid +debit +refused$/m);
        expect(result.stdout).toContain(`${language}: 2 of 9 vectors wrong`);
      },
    );
  });

  describe("example wallet", () => {
    interface RunningWallet {
      url: string;
      lines: string[];
      child: ChildProcess;
    }
    const wallets: RunningWallet[] = [];

    async function startExampleWallet(args: string[], secret = SECRET): Promise<RunningWallet> {
      const child = spawn(process.execPath, [WALLET_SCRIPT, "--port", "0", ...args], {
        env: { ...process.env, WALLET_SIGNING_SECRET: secret },
        stdio: ["ignore", "pipe", "inherit"],
      });
      const lines: string[] = [];
      const url = await new Promise<string>((resolve, reject) => {
        child.once("exit", (code) => reject(new Error(`example wallet exited with ${code} before listening`)));
        createInterface({ input: child.stdout! }).on("line", (line) => {
          lines.push(line);
          const match = /^Example wallet listening on (http:\/\/\S+)/.exec(line);
          if (match) resolve(match[1]!);
        });
      });
      const wallet = { url, lines, child };
      wallets.push(wallet);
      return wallet;
    }

    let wallet: RunningWallet;
    beforeAll(async () => {
      wallet = await startExampleWallet([
        "--players",
        "cert-tester:EUR:100.00,player-1:EUR:25.00,yen-tester:JPY:5000,dinar-tester:KWD:10.000",
      ]);
    });
    afterAll(async () => {
      await closeWalletConnections();
      for (const { child } of wallets) {
        if (child.exitCode !== null) continue;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    });

    it("passes every certification case, in decimal, zero-decimal and three-decimal currencies", async () => {
      for (const [playerId, currency, amount, start] of [
        ["cert-tester", "EUR", undefined, "100.00"],
        ["yen-tester", "JPY", "100", "5000"],
        ["dinar-tester", "KWD", "1.005", "10.000"],
      ] as const) {
        const report = await certifyWallet({ baseUrl: wallet.url, secret: SECRET, playerId, currency, amount });
        expect(
          report.cases.filter((result) => !result.passed),
          `${currency}`,
        ).toEqual([]);
        expect(report.cases.map((result) => result.id)).toEqual(CERTIFICATION_CASES.map((definition) => definition.id));
        expect(report.passed).toBe(true);
        expect(report.cleanup.done).toBe(true);
        const balance = await callWallet({
          wallet: endpoint(wallet.url),
          call: call("balance", { playerId, currency, amount: "0" }),
        });
        expect(balance.balance).toBe(start);
      }
      // With the operator setting walletRoundFields on, the extra round_id and campaign_id are ignored.
      const withFields = await certifyWallet({
        baseUrl: wallet.url,
        secret: SECRET,
        playerId: "cert-tester",
        currency: "EUR",
        roundFields: true,
      });
      expect(withFields.cases.filter((result) => !result.passed)).toEqual([]);
      expect(withFields.cases.at(-1)?.id).toBe("round_fields");
    });

    it("logs each verified call, and marks refused signatures", async () => {
      const debit = await callWallet({
        wallet: endpoint(wallet.url),
        call: call("debit", { transactionId: "tx_log_check", amount: "1.50" }),
      });
      expect(debit).toMatchObject({ outcome: "succeeded", balance: "23.50" });
      await waitFor(() => wallet.lines.some((line) => line.includes("tx=tx_log_check")));
      const logged = wallet.lines.find((line) => line.includes("tx=tx_log_check"))!;
      expect(logged).toMatch(/ verified debit +player-1 1\.50 EUR tx=tx_log_check req=req_\S+ -> 200 balance 23\.50$/);

      const forged = await callWallet({
        wallet: { ...endpoint(wallet.url), secret: "not-the-secret" },
        call: call("balance", { transactionId: "tx_forged" }),
      });
      expect(forged).toMatchObject({ outcome: "invalid_signature", status: 401, errorCode: "invalid_signature" });
      await waitFor(() => wallet.lines.some((line) => line.includes("tx=tx_forged")));
      expect(wallet.lines.find((line) => line.includes("tx=tx_forged"))).toMatch(
        / REFUSED balance .* -> 401 invalid_signature: signature does not match the body$/,
      );
    });

    it("answers with the contract's shapes and our client classifies them as intended", async () => {
      const wire = endpoint(wallet.url);
      const ok = await callWallet({
        wallet: wire,
        call: call("credit", { transactionId: "tx_shape_credit", amount: "0.50" }),
      });
      expect(JSON.parse(ok.responseBody!)).toEqual({
        success: true,
        balance: "24.00",
        currency: "EUR",
        transaction_id: "tx_shape_credit",
      });

      const poor = await callWallet({ wallet: wire, call: call("debit", { amount: "1000.00" }) });
      expect(poor).toMatchObject({ outcome: "rejected", status: 400, errorCode: "insufficient_funds" });
      const tooPrecise = await callWallet({ wallet: wire, call: call("debit", { amount: "1.005" }) });
      expect(tooPrecise).toMatchObject({ outcome: "rejected", status: 400, errorCode: "invalid_amount" });
      const wrongCurrency = await callWallet({
        wallet: wire,
        call: call("debit", { currency: "USD", amount: "1.00" }),
      });
      expect(wrongCurrency).toMatchObject({ outcome: "rejected", errorCode: "invalid_currency" });
      const reused = await callWallet({
        wallet: wire,
        call: call("debit", { transactionId: "tx_shape_credit", amount: "0.50" }),
      });
      expect(reused).toMatchObject({ outcome: "rejected", errorCode: "transaction_conflict" });
      const rollbackOfCredit = await callWallet({
        wallet: wire,
        call: call("rollback", { amount: "0.50", originalTransactionId: "tx_shape_credit" }),
      });
      expect(rollbackOfCredit).toMatchObject({ outcome: "rejected", errorCode: "rollback_not_supported" });
    });

    it("verifies the raw bytes: a pretty-printed body is accepted and its amount read exactly", async () => {
      const rawBody = [
        "{",
        '  "operator_id": "my-casino", "player_id": "player-1", "session_id": "ses_guide", "game_symbol": "vs20aurora",',
        '  "currency": "EUR", "request_id": "req_pretty", "transaction_id": "tx_pretty", "transaction_type": "debit",',
        '  "action_type": "bet", "amount": 0.10',
        "}",
      ].join("\n");
      const post = (timestamp: number, signature: string) =>
        fetch(`${wallet.url}/debit`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-platform-timestamp": String(timestamp),
            "x-platform-signature": signature,
          },
          body: rawBody,
        });
      const now = Math.floor(Date.now() / 1000);
      const reserialised = JSON.stringify(JSON.parse(rawBody));
      const refused = await post(now, signWalletBody({ secret: SECRET, timestamp: now, rawBody: reserialised }));
      expect(refused.status).toBe(401);

      const stale = await post(now - 301, signWalletBody({ secret: SECRET, timestamp: now - 301, rawBody }));
      expect(stale.status).toBe(401);
      expect(await stale.json()).toMatchObject({
        success: false,
        error: "invalid_signature",
        message: "timestamp is outside the allowed window",
      });

      const accepted = await post(now, signWalletBody({ secret: SECRET, timestamp: now, rawBody }));
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({
        success: true,
        balance: "23.90",
        currency: "EUR",
        transaction_id: "tx_pretty",
      });
    });

    it("uses the configured header vendor word", async () => {
      const acme = await startExampleWallet(["--vendor", "acme", "--players", "cert-tester:EUR:100.00"]);
      const previous = process.env.WALLET_HEADER_VENDOR;
      try {
        const platformHeaders = await callWallet({
          wallet: endpoint(acme.url),
          call: call("balance", { playerId: "cert-tester" }),
        });
        expect(platformHeaders).toMatchObject({ outcome: "invalid_signature", errorCode: "invalid_signature" });
        process.env.WALLET_HEADER_VENDOR = "acme";
        const report = await certifyWallet({
          baseUrl: acme.url,
          secret: SECRET,
          playerId: "cert-tester",
          currency: "EUR",
        });
        expect(report.cases.filter((result) => !result.passed)).toEqual([]);
      } finally {
        if (previous === undefined) delete process.env.WALLET_HEADER_VENDOR;
        else process.env.WALLET_HEADER_VENDOR = previous;
      }
    });

    it("fails certification when the secrets differ", async () => {
      const report = await certifyWallet({
        baseUrl: wallet.url,
        secret: `${SECRET}-other`,
        playerId: "cert-tester",
        currency: "EUR",
      });
      expect(report.passed).toBe(false);
      expect(report.cases.find((result) => result.id === "signature_valid")).toMatchObject({ passed: false });
    });

    it("is certified by `npm run wallet:certify` as the guide runs it", async () => {
      const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
      const result = await run(
        process.execPath,
        [
          tsx,
          "--conditions=react-server",
          "lib/cli/wallet-certify.ts",
          "--url",
          wallet.url,
          "--player",
          "cert-tester",
          "--currency",
          "EUR",
        ],
        { ...process.env, WALLET_CERTIFY_SECRET: SECRET },
      );
      expect(result.stdout).toContain(`15/15 cases passed against ${wallet.url}`);
      expect(result.stdout).toContain("CERTIFIED: the wallet passed every case.");
      expect(result.code).toBe(0);
    });
  });
});

function endpoint(baseUrl: string) {
  return { operatorId: "my-casino", baseUrl, secret: SECRET, timeoutMs: 5_000 };
}

function call(type: WalletCall["type"], fields: Partial<WalletCall> = {}): WalletCall {
  return {
    type,
    playerId: "player-1",
    sessionId: "ses_guide",
    gameSymbol: "vs20aurora",
    currency: "EUR",
    transactionId: `tx_${type}_${Math.random().toString(36).slice(2)}`,
    actionType: type === "balance" ? "balance" : type === "debit" ? "bet" : type === "credit" ? "win" : "rollback",
    amount: "0.00",
    ...fields,
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
