import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseWalletCallbackRequest } from "@/lib/contract/wallet-api";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { readBodyCapped } from "@/lib/server/http/read-body-capped";
import { checkWalletSignature } from "@/lib/contract/wallet-signature";

// Deliberately broken operator wallets for the certification tests: a small in-memory wallet (EUR only) that
// can skip the signature check or the idempotency of transaction_id — the two classic integration bugs — or refuse
// a credit in a session it saw no debit in (a wallet that cannot take a free round's win), or refuse any field
// beyond the contract's (a wallet that cannot take the round_id and campaign_id of the walletRoundFields setting).

export interface BrokenWalletOptions {
  secret: string;
  balances: Record<string, string>;
  checkSignature: boolean;
  idempotent: boolean;
  /** Refuses (400 unknown_round) a credit whose session had no debit: free-round wins are then lost. */
  creditNeedsDebit?: boolean;
  /** Refuses (400 invalid_request) a body with a field the contract does not name, e.g. round_id. */
  refuseUnknownFields?: boolean;
}

const CONTRACT_FIELDS = new Set([
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
  "original_transaction_id",
]);

export async function startBrokenWallet(
  options: BrokenWalletOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const balances = new Map(
    Object.entries(options.balances).map(([player, balance]) => [player, parseMinorUnits(balance, 2)]),
  );
  // Every transaction_id seen; a rollback of an unknown id leaves a void entry so that debit is refused later.
  const seen = new Map<string, { answer: string | null; debitMinor: bigint; rolledBack: boolean }>();
  const sessionsWithDebits = new Set<string>();

  const server = createServer(async (request, response) => {
    const send = (status: number, body: object | string) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    const raw = (await readBodyCapped(request, 65_536)) ?? new Uint8Array();
    if (options.checkSignature) {
      const check = checkWalletSignature({
        secret: options.secret,
        rawBody: raw,
        headers: { get: (name) => (request.headers[name] as string | undefined) ?? null },
        nowSeconds: Math.floor(Date.now() / 1000),
        maxAgeSeconds: 300,
      });
      if (!check.ok) return send(401, { success: false, error: "invalid_signature" });
    }
    const text = Buffer.from(raw).toString("utf8");
    if (options.refuseUnknownFields) {
      const unknown = Object.keys(JSON.parse(text) as object).filter((field) => !CONTRACT_FIELDS.has(field));
      if (unknown.length > 0)
        return send(400, {
          success: false,
          error: "invalid_request",
          message: `unknown fields: ${unknown.join(", ")}`,
        });
    }
    const parsed = parseWalletCallbackRequest(text);
    if (!parsed.ok) return send(400, { success: false, error: "invalid_request", message: parsed.problem });
    const call = parsed.request;
    const balance = balances.get(call.player_id);
    if (balance === undefined) return send(400, { success: false, error: "unknown_player" });
    const known = seen.get(call.transaction_id);
    if (options.idempotent && call.transaction_type !== "balance" && known) {
      return known.answer === null
        ? send(400, { success: false, error: "transaction_rolled_back" })
        : send(200, known.answer);
    }
    const amount = parseMinorUnits(call.amount, 2);
    let next = balance;
    if (call.transaction_type === "debit") {
      if (amount > balance) return send(400, { success: false, error: "insufficient_funds" });
      next = balance - amount;
      sessionsWithDebits.add(call.session_id);
    } else if (call.transaction_type === "credit") {
      if (options.creditNeedsDebit && !sessionsWithDebits.has(call.session_id)) {
        return send(400, { success: false, error: "unknown_round", message: "no bet in this session" });
      }
      next = balance + amount;
    } else if (call.transaction_type === "rollback") {
      const original = seen.get(call.original_transaction_id!);
      if (!original) seen.set(call.original_transaction_id!, { answer: null, debitMinor: 0n, rolledBack: true });
      else if (!original.rolledBack) {
        original.rolledBack = true;
        next = balance + original.debitMinor;
      }
    }
    balances.set(call.player_id, next);
    const answer = JSON.stringify({ success: true, balance: formatMinorUnits(next, 2), currency: "EUR" });
    if (call.transaction_type !== "balance") {
      seen.set(call.transaction_id, {
        answer,
        debitMinor: call.transaction_type === "debit" ? amount : 0n,
        rolledBack: false,
      });
    }
    send(200, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
