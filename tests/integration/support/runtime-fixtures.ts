import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launchResponseSchema, type LaunchResponse } from "@/lib/contract/provider-api";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import { disconnectPrisma, prisma } from "@/lib/server/db/prisma";
import { seedDemoData } from "@/lib/server/seed/seed-demo-data";
import { signedWalletHeaders } from "@/lib/contract/wallet-signature";
import { freePort, startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// The demo world (seedDemoData: demo-casino with its in-app demo wallet, EUR players player-1 with 1000.00 and
// player-broke with 0.00) behind the built app, plus the browser's side of the game runtime: opening a launch
// URL, keeping the session cookie, calling /api/runtime/*, and reading server-sent events from a real stream.

export const OPERATOR = "demo-casino";
export const GAME = "vs20aurora";

export interface RuntimeTestContext {
  database: TestDatabase;
  /** Replaceable: a test that kills the app starts another on the same port and `appEnv`, then sets it here. */
  app: AppServer;
  /** The app's environment (database, data folder, the test's settings), to start another instance like it. */
  appEnv: Record<string, string>;
  operatorKey: string;
  masterKey: string;
  /** demo-casino's wallet signing secret, for deposits straight into its demo wallet. */
  walletSecret: string;
  /** The seeded console admin, to read the console API (e.g. the delivery log) as staff. */
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

export async function startRuntimeTest(
  options: { env?: Record<string, string>; seed?: (context: { baseUrl: string }) => Promise<void> } = {},
): Promise<RuntimeTestContext> {
  const database = await createTestDatabase();
  await disconnectPrisma();
  database.useInThisProcess();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-runtime-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The demo wallet is served by the app itself: its address is the app's.
  const seeded = await seedDemoData({ env: { ...process.env, PUBLIC_BASE_URL: baseUrl, DATA_DIR: dataDir } });
  const operator = await prisma.operator.findUniqueOrThrow({ where: { id: OPERATOR } });
  const walletSecret = decryptSecret(operator.walletSecretCiphertext!);
  await options.seed?.({ baseUrl });
  await database.release();
  const appEnv = { ...database.env, DATA_DIR: dataDir, ...options.env };
  const app = await startAppServer({ port, env: appEnv });
  const context: RuntimeTestContext = {
    database,
    app,
    appEnv,
    operatorKey: seeded.credentials.operatorKey,
    masterKey: seeded.credentials.masterKey,
    walletSecret,
    admin: { email: seeded.credentials.adminEmail!, password: seeded.credentials.adminPassword! },
    async stop() {
      await context.app.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

export async function launch(baseUrl: string, key: string, body: Record<string, unknown>): Promise<LaunchResponse> {
  const response = await postJson(
    `${baseUrl}/api/provider/v1/launch-url`,
    { symbol: GAME, ...body },
    { "x-provider-api-key": key },
  );
  const json: unknown = await response.json();
  if (response.status !== 200) throw new Error(`launch answered ${response.status}: ${JSON.stringify(json)}`);
  return launchResponseSchema.parse(json);
}

/** The browser's side of one game session: its cookie and the runtime API. */
export interface GameBrowser {
  sessionId: string;
  /** "gp_rt_<sessionId>=<token>", as a Cookie header. */
  cookie: string;
  api(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body: unknown, init?: RequestInit): Promise<Response>;
}

/** Opens launch_url like a browser (no redirect following) and keeps the cookie it sets. */
export async function openLaunchUrl(launchUrl: string, baseUrl = new URL(launchUrl).origin): Promise<GameBrowser> {
  const response = await fetch(launchUrl, { redirect: "manual" });
  if (response.status !== 303) throw new Error(`launch URL answered ${response.status}: ${await response.text()}`);
  const setCookie = response.headers.getSetCookie()[0] ?? "";
  const cookie = setCookie.split(";")[0]!;
  const location = response.headers.get("location") ?? "";
  const sessionId = location.split("/").pop()!;
  return gameBrowser(baseUrl, sessionId, cookie);
}

export function gameBrowser(baseUrl: string, sessionId: string, cookie: string): GameBrowser {
  const api = (apiPath: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("cookie") && cookie) headers.set("cookie", cookie);
    return fetch(`${baseUrl}/api/runtime/sessions/${sessionId}${apiPath}`, { ...init, headers });
  };
  return {
    sessionId,
    cookie,
    api,
    post: (apiPath, body, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set("content-type", "application/json");
      return api(apiPath, {
        ...init,
        method: "POST",
        headers,
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
  };
}

/** Moves money into a demo wallet account the way the operator's own cashier would: a signed credit. */
export async function depositToDemoWallet(options: {
  baseUrl: string;
  secret: string;
  playerId: string;
  amount: string;
  currency?: string;
}) {
  const transactionId = `deposit-${randomUUID()}`;
  // Raw JSON text so the decimal amount is sent exactly as written.
  const rawBody = `{"operator_id":"${OPERATOR}","player_id":"${options.playerId}","session_id":"cashier","game_symbol":"cashier","currency":"${options.currency ?? "EUR"}","request_id":"${transactionId}","transaction_id":"${transactionId}","transaction_type":"credit","action_type":"deposit","amount":${options.amount}}`;
  const headers = signedWalletHeaders({
    secret: options.secret,
    rawBody,
    requestId: transactionId,
    timestamp: Math.floor(Date.now() / 1000),
  });
  const response = await fetch(`${options.baseUrl}/api/demo-wallet/${OPERATOR}/credit`, {
    method: "POST",
    headers,
    body: rawBody,
  });
  const json = (await response.json()) as { success: boolean; balance?: string };
  if (response.status !== 200 || !json.success)
    throw new Error(`deposit answered ${response.status}: ${JSON.stringify(json)}`);
  return json.balance!;
}

export interface ServerSentEvent {
  id?: string;
  event: string;
  data: string;
}

/** A real event stream read incrementally: comments and events as they arrive. */
export interface EventStreamReader {
  response: Response;
  /** Comment lines seen so far (without the leading colon). */
  comments: string[];
  /** The last `id:` received, as the browser would send it back in Last-Event-ID (null before any). */
  lastEventId(): string | null;
  /** Resolves with the next event (of the given type, when named); skipped events are kept for later calls. */
  nextEvent(type?: string): Promise<ServerSentEvent>;
  /** Resolves once a comment line satisfying the test has arrived. */
  waitForComment(test: (comment: string) => boolean): Promise<string>;
  close(): void;
}

export async function openEventStream(
  browser: GameBrowser,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await browser.api("/events", {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const comments: string[] = [];
  const events: ServerSentEvent[] = [];
  let lastEventId: string | null = null;
  const waiters: (() => void)[] = [];
  let ended = false;
  let failure: unknown;
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());

  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let boundary: number;
          while ((boundary = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const event: ServerSentEvent = { event: "message", data: "" };
            let hasField = false;
            for (const line of block.split("\n")) {
              const field = /^(id|event|data): (.*)$/.exec(line);
              if (line.startsWith(":")) {
                comments.push(line.slice(1).trim());
              } else if (field?.[1] === "id") {
                event.id = field[2];
                lastEventId = field[2]!;
              } else if (field?.[1] === "event") {
                event.event = field[2]!;
              } else if (field?.[1] === "data") {
                event.data += field[2];
              }
              hasField ||= Boolean(field);
            }
            // As in a browser, a block without data sets the last event id but dispatches nothing.
            if (hasField && event.data) events.push(event);
          }
          wake();
        }
      } catch (error) {
        failure = error;
      } finally {
        ended = true;
        wake();
      }
    })();
  }

  const waitUntil = async <T>(find: () => T | undefined, what: string): Promise<T> => {
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (ended) throw new Error(`stream ended before ${what}${failure ? `: ${String(failure)}` : ""}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };

  return {
    response,
    comments,
    lastEventId: () => lastEventId,
    nextEvent: (type) =>
      waitUntil(
        () => {
          const index = events.findIndex((event) => !type || event.event === type);
          return index >= 0 ? events.splice(index, 1)[0] : undefined;
        },
        `an event${type ? ` "${type}"` : ""}`,
      ),
    waitForComment: (test) => waitUntil(() => comments.find(test), "the expected comment"),
    close: () => controller.abort(),
  };
}
