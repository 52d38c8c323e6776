import "server-only";
import { Agent, request } from "undici";
import { guardedWalletLookup, walletUrlProblem } from "@/lib/server/security/wallet-url-guard";
import { walletConfig } from "./wallet-config";

// The HTTP leg of wallet callbacks: one keep-alive connection pool per process (per operator origin inside it),
// a hard deadline per call covering connect, headers and body, no redirects followed (undici's request never
// follows them; a 3xx is reported as the status it is), and a cap on how much of an answer we read.

export type WalletHttpResult =
  | { kind: "response"; status: number; bodyText: string; latencyMs: number }
  | {
      kind: "failure";
      reason: "timeout" | "network" | "too_large";
      message: string;
      status: number | null;
      latencyMs: number;
    };

const holder = globalThis as { __gpWalletAgent?: { agent: Agent; connections: number } };

function walletAgent(): Agent {
  const connections = walletConfig().maxConnectionsPerOrigin;
  if (holder.__gpWalletAgent?.connections !== connections) {
    void holder.__gpWalletAgent?.agent.close();
    // keepAliveTimeout below the common 5 s server default, so we rarely reuse a socket the server is closing.
    // Every new connection's DNS answer passes the SSRF guard (wallet-url-guard.ts).
    const agent = new Agent({
      connections,
      keepAliveTimeout: 4_000,
      keepAliveMaxTimeout: 60_000,
      connect: { lookup: guardedWalletLookup },
    });
    holder.__gpWalletAgent = { agent, connections };
  }
  return holder.__gpWalletAgent.agent;
}

/** Closes pooled sockets (tests and shutdown). */
export async function closeWalletConnections(): Promise<void> {
  const current = holder.__gpWalletAgent;
  holder.__gpWalletAgent = undefined;
  await current?.agent.close();
}

export async function postWalletRequest(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  maxResponseBytes: number;
}): Promise<WalletHttpResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // IP literals never reach the DNS lookup, so the address rules are applied to the URL itself first.
  const refused = walletUrlProblem(options.url);
  if (refused)
    return {
      kind: "failure",
      reason: "network",
      message: `refused by the wallet URL guard: ${refused}`,
      status: null,
      latencyMs: 0,
    };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let status: number | null = null;
  try {
    const response = await request(options.url, {
      method: "POST",
      headers: options.headers,
      body: options.body,
      dispatcher: walletAgent(),
      signal: controller.signal,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    status = response.statusCode;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > options.maxResponseBytes) {
        response.body.destroy();
        return {
          kind: "failure",
          reason: "too_large",
          message: `response body exceeds ${options.maxResponseBytes} bytes`,
          status,
          latencyMs: elapsed(),
        };
      }
      chunks.push(chunk as Buffer);
    }
    return { kind: "response", status, bodyText: Buffer.concat(chunks).toString("utf8"), latencyMs: elapsed() };
  } catch (error) {
    if (controller.signal.aborted) {
      return {
        kind: "failure",
        reason: "timeout",
        message: `no complete answer within ${options.timeoutMs} ms`,
        status,
        latencyMs: elapsed(),
      };
    }
    return { kind: "failure", reason: "network", message: describeNetworkError(error), status, latencyMs: elapsed() };
  } finally {
    clearTimeout(timer);
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  return code ? `${code}: ${error.message}` : error.message;
}
