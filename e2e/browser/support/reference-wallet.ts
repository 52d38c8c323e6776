import http from "node:http";
import type { AddressInfo } from "node:net";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { checkWalletSignature } from "@/lib/contract/wallet-signature";
import { parseWalletCallbackRequest, type WalletCallbackRequest } from "@/lib/contract/wallet-api";

// An operator's wallet as the operator would host it, on loopback inside the test process: it checks every
// callback's signature with the operator's secret (401 invalid_signature otherwise, like any strict wallet),
// keeps EUR balances, applies each transaction_id once, and records every callback it received so a test can
// say exactly what the platform sent.

export interface ReceivedWalletCallback {
  action: string;
  rawBody: string;
  body: WalletCallbackRequest | null;
  signatureValid: boolean;
}

export interface ReferenceWallet {
  /** The operator's wallet_base_url. */
  url: string;
  received: ReceivedWalletCallback[];
  /** The operator's wallet secret, known once the operator has been created. */
  setSecret(secret: string): void;
  setBalance(playerId: string, balance: string): void;
  balance(playerId: string): string;
  /** While on, every balance callback is answered 503, as by a wallet that is down. */
  failBalanceCalls(on: boolean): void;
  stop(): Promise<void>;
}

const EXPONENT = 2;

export async function startReferenceWallet(): Promise<ReferenceWallet> {
  let secret = "";
  const balances = new Map<string, bigint>();
  const answered = new Map<string, string>();
  const received: ReceivedWalletCallback[] = [];
  let balanceDown = false;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const action = (request.url ?? "").split("?")[0]!.split("/").filter(Boolean).pop() ?? "";
      const headers = { get: (name: string) => (request.headers[name.toLowerCase()] as string | undefined) ?? null };
      const check = checkWalletSignature({
        secret,
        rawBody,
        headers,
        nowSeconds: Math.floor(Date.now() / 1000),
        maxAgeSeconds: 300,
      });
      const parsed = parseWalletCallbackRequest(rawBody);
      const body = parsed.ok ? parsed.request : null;
      received.push({ action, rawBody, body, signatureValid: check.ok });
      const send = (status: number, answer: object) => {
        const text = JSON.stringify(answer);
        if (status === 200 && body) answered.set(body.transaction_id, text);
        response.writeHead(status, { "content-type": "application/json" });
        response.end(text);
      };
      if (action === "balance" && balanceDown) return send(503, { success: false, error: "unavailable" });
      if (!check.ok) return send(401, { success: false, error: "invalid_signature", message: check.reason });
      if (!body)
        return send(400, { success: false, error: "invalid_request", message: parsed.ok ? "" : parsed.problem });
      const replay = action !== "balance" ? answered.get(body.transaction_id) : undefined;
      if (replay) {
        response.writeHead(200, { "content-type": "application/json" });
        return response.end(replay);
      }
      const current = balances.get(body.player_id) ?? 0n;
      const amount = parseMinorUnits(body.amount, EXPONENT);
      let next = current;
      if (action === "debit") {
        if (amount > current) return send(400, { success: false, error: "insufficient_funds" });
        next = current - amount;
      } else if (action === "credit") {
        next = current + amount;
      } else if (action !== "balance") {
        return send(400, { success: false, error: "unsupported", message: `the reference wallet does not ${action}` });
      }
      balances.set(body.player_id, next);
      send(200, {
        success: true,
        balance: formatMinorUnits(next, EXPONENT),
        currency: body.currency,
        transaction_id: body.transaction_id,
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/wallet`,
    received,
    setSecret: (value) => {
      secret = value;
    },
    setBalance: (playerId, balance) => balances.set(playerId, parseMinorUnits(balance, EXPONENT)),
    balance: (playerId) => formatMinorUnits(balances.get(playerId) ?? 0n, EXPONENT),
    failBalanceCalls: (on) => {
      balanceDown = on;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
