import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  DEMO_WALLET_MAX_BODY_BYTES,
  handleDemoWalletRequest,
  type DemoWalletAnswer,
} from "@/lib/server/demo-wallet/handle-demo-wallet-request";
import { readBodyCapped } from "@/lib/server/http/read-body-capped";

// A real operator wallet (the demo wallet service, on a real loopback HTTP server) behind a fault injector.
// Each request can be answered normally or with a fault; "…_after_apply" faults let the wallet apply the
// movement first and then lose the answer — the dangerous case where the operator moved money and we do not know.

export type WalletFault =
  | "hang" // never answers (until the server closes); nothing applied
  | "hang_after_apply" // applies, then never answers
  | "error_500" // 500 without applying
  | "error_500_after_apply" // applies, then 500
  | "reset" // destroys the connection without applying
  | "reset_after_apply" // applies, then destroys the connection
  | "malformed" // applies, then 200 with a body that is not JSON
  | "slow" // applies, answers correctly after slowMs
  | "duplicate" // the request reaches the wallet twice at once (a network-level replay), one answer is returned
  | "redirect" // 307 to another URL, without applying
  | "oversized"; // applies, then 200 with a body above any sane cap

export interface ReceivedCallback {
  action: string;
  transactionId: string | null;
  requestId: string | null;
  body: string;
  fault: WalletFault | null;
  /** Socket identity, to observe connection reuse. */
  socket: number;
}

export interface FaultyWalletServer {
  /** Base URL of the wallet `walletId`: `${url}` + "/debit" etc. */
  url: string;
  received: ReceivedCallback[];
  /** Decides the fault for each request; null answers normally. Replace at any time. */
  faultFor: (request: { action: string; transactionId: string | null; body: string }) => WalletFault | null;
  slowMs: number;
  close(): Promise<void>;
}

export async function startFaultyWalletServer(options: {
  walletId: string;
  slowMs?: number;
}): Promise<FaultyWalletServer> {
  const sockets = new WeakMap<object, number>();
  let socketCounter = 0;
  const hanging = new Set<ServerResponse>();
  const state: FaultyWalletServer = {
    url: "",
    received: [],
    faultFor: () => null,
    slowMs: options.slowMs ?? 50,
    close: async () => undefined,
  };

  const send = (response: ServerResponse, answer: DemoWalletAnswer) => {
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(answer.bodyText);
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    if (!sockets.has(request.socket)) sockets.set(request.socket, ++socketCounter);
    const action = (request.url ?? "").split("/").filter(Boolean).pop() ?? "";
    const rawBody = await readBodyCapped(request, DEMO_WALLET_MAX_BODY_BYTES);
    const body = rawBody ? Buffer.from(rawBody).toString("utf8") : "";
    const transactionId = /"transaction_id":"([^"]+)"/.exec(body)?.[1] ?? null;
    const fault = state.faultFor({ action, transactionId, body });
    state.received.push({
      action,
      transactionId,
      requestId: (request.headers["x-platform-request-id"] as string | undefined) ?? null,
      body,
      fault,
      socket: sockets.get(request.socket)!,
    });
    const headers = { get: (name: string) => (request.headers[name.toLowerCase()] as string | undefined) ?? null };
    const apply = () => handleDemoWalletRequest({ walletId: options.walletId, action, rawBody, headers });

    try {
      switch (fault) {
        case null:
          return send(response, await apply());
        case "hang":
          hanging.add(response);
          return;
        case "hang_after_apply":
          await apply();
          hanging.add(response);
          return;
        case "error_500":
          return send(response, { status: 500, bodyText: '{"success":false,"error":"internal_error"}' });
        case "error_500_after_apply":
          await apply();
          return send(response, { status: 500, bodyText: '{"success":false,"error":"internal_error"}' });
        case "reset":
          request.socket.destroy();
          return;
        case "reset_after_apply":
          await apply();
          request.socket.destroy();
          return;
        case "malformed":
          await apply();
          response.writeHead(200, { "content-type": "application/json" });
          response.end('{"success":true,"balance":');
          return;
        case "slow": {
          const answer = await apply();
          await new Promise((resolve) => setTimeout(resolve, state.slowMs));
          return send(response, answer);
        }
        case "duplicate": {
          const [first] = await Promise.all([apply(), apply()]);
          return send(response, first);
        }
        case "redirect":
          response.writeHead(307, { location: `${state.url}/elsewhere` });
          response.end();
          return;
        case "oversized":
          await apply();
          response.writeHead(200, { "content-type": "application/json" });
          response.end(`{"success":true,"balance":"1.00","padding":"${"x".repeat(200_000)}"}`);
          return;
      }
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/${options.walletId}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const response of hanging) response.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return state;
}
