import "server-only";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEMO_WALLET_MAX_BODY_BYTES, handleDemoWalletRequest } from "./handle-demo-wallet-request";
import { readBodyCapped } from "@/lib/server/http/read-body-capped";

// The demo wallet as a plain node:http server: POST /<walletId>/<balance|debit|credit|rollback>. The same service
// as the app's /api/demo-wallet route, for running an "operator" outside the app (tests, local integrations).

export interface DemoWalletServer {
  /** Base URL without a wallet id, e.g. http://127.0.0.1:43123 — a wallet's base URL is `${url}/<walletId>`. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startDemoWalletServer(options: { port?: number; host?: string } = {}): Promise<DemoWalletServer> {
  const server = createServer((request, response) => {
    const segments = (request.url ?? "").split("?")[0]!.split("/").filter(Boolean);
    const send = (status: number, bodyText: string) => {
      response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(bodyText);
    };
    if (request.method !== "POST" || segments.length !== 2) {
      send(
        request.method === "POST" ? 404 : 405,
        JSON.stringify({ success: false, error: "not_found", message: "POST /<walletId>/<action>" }),
      );
      return;
    }
    const [walletId, action] = segments.map(decodeURIComponent) as [string, string];
    const headers = { get: (name: string) => headerValue(request.headers[name.toLowerCase()]) };
    readBodyCapped(request, DEMO_WALLET_MAX_BODY_BYTES)
      .then((rawBody) => handleDemoWalletRequest({ walletId, action, rawBody, headers }))
      .then(
        (answer) => send(answer.status, answer.bodyText),
        (error: unknown) => {
          console.error("[demo-wallet] request failed:", error);
          send(500, JSON.stringify({ success: false, error: "internal_error", message: "the demo wallet failed" }));
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${address.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}
