import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A real loopback proxy in front of a wallet (the app's own demo wallet) that forwards every callback and, for
// payout credits of one action_type (tournament_prize, jackpot_win), misbehaves once when told to: the wallet applies
// the credit in every case, only its answer is lost — it never comes back within the operator's timeout
// ("timeout"), or the app instance that sent it is killed meanwhile ("kill", onKill). Used by the exactly-once
// payout tests (promotions, jackpots); a debit fault per player stands for a bet whose answers never arrive.

export type WalletProxyFault = "timeout" | "kill";

/** The operator's wallet timeout in these tests: a "timeout" answer is held back twice as long. */
export const PROXY_WALLET_TIMEOUT_MS = 1_000;

/**
 * The app's wallet-ledger settings for these tests: a lost answer is retried within a second or so, and a killed
 * instance's leases are taken over two seconds after its last heartbeat.
 */
export const FAST_WALLET_RECOVERY_ENV = {
  WALLET_WORKER_INTERVAL_MS: "200",
  WALLET_RETRY_BACKOFF_BASE_MS: "200",
  WALLET_RETRY_BACKOFF_MAX_MS: "1000",
  WALLET_LEASE_MARGIN_MS: "500",
  WALLET_INSTANCE_HEARTBEAT_MS: "500",
  WALLET_INSTANCE_STALE_MS: "2000",
};

export interface WalletProxy {
  server: Server;
  url: string;
  /** Every payout credit's transaction_id as it reached the wallet, once per attempt. */
  payoutAttempts: string[];
  /** The fault for the next payout credit not seen before; null passes them all through. */
  nextFault: WalletProxyFault | null;
  /** Transaction ids each fault was played on. */
  faulted: Map<WalletProxyFault, string>;
  /** Every debit of this player is applied and its answer lost: the round's outcome is unknown, so it is rolled back. */
  lostDebitsOf: string | null;
  onKill: () => void;
  close(): Promise<void>;
}

/** Forwards `operatorId`'s callbacks to the wallet at `walletBaseUrl()` (whichever instance is up there). */
export async function startWalletProxy(options: {
  operatorId: string;
  walletBaseUrl: () => string;
  /** The action_type of the credits faults are played on. */
  payoutActionType: string;
  /** The operator's wallet timeout: a "timeout" answer is held back twice as long. */
  walletTimeoutMs: number;
}): Promise<WalletProxy> {
  const proxy: WalletProxy = {
    server: undefined as unknown as Server,
    url: "",
    payoutAttempts: [],
    nextFault: null,
    faulted: new Map(),
    lostDebitsOf: null,
    onKill: () => undefined,
    async close() {
      proxy.server.closeAllConnections();
      await new Promise((resolve) => proxy.server.close(resolve));
    },
  };
  proxy.server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const text = body.toString("utf8");
    const action = (request.url ?? "").split("/").pop() ?? "";
    const transactionId = /"transaction_id":"([^"]+)"/.exec(text)?.[1] ?? "";
    const isPayout = action === "credit" && text.includes(`"action_type":"${options.payoutActionType}"`);
    let fault: WalletProxyFault | null = null;
    if (action === "debit" && proxy.lostDebitsOf && text.includes(`"player_id":"${proxy.lostDebitsOf}"`))
      fault = "timeout";
    if (isPayout) {
      if (proxy.nextFault && !proxy.payoutAttempts.includes(transactionId)) {
        fault = proxy.nextFault;
        proxy.faulted.set(fault, transactionId);
        proxy.nextFault = null;
      }
      proxy.payoutAttempts.push(transactionId);
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name]) => !["host", "connection", "content-length", "transfer-encoding"].includes(name),
      ),
    ) as Record<string, string>;
    try {
      // The wallet applies the movement in every case: only the answer is lost.
      const answer = await fetch(`${options.walletBaseUrl()}/${action}`, { method: "POST", headers, body });
      const answerText = await answer.text();
      if (fault === "timeout") {
        await new Promise((resolve) => setTimeout(resolve, options.walletTimeoutMs * 2));
        request.socket.destroy();
        return;
      }
      if (fault === "kill") {
        proxy.onKill();
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(answerText);
    } catch {
      request.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", () => resolve()));
  proxy.url = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}/${options.operatorId}`;
  return proxy;
}
