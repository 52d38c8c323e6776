import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceRefreshResponseSchema } from "@/lib/contract/provider-api";
import { balanceEventSchema, runtimeErrorResponseSchema, spinResponseSchema } from "@/lib/contract/runtime-api";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { testDbKind } from "@/tests/support/test-database";
import {
  gameBrowser,
  launch,
  openEventStream,
  openLaunchUrl,
  postJson,
  startRuntimeTest,
  type EventStreamReader,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// The game pages' event streams as the server entry point (lib/server/entry, what `npm start` runs) serves them on
// the raw socket: the route's headers and next.config.mjs's, one encoding of each event shared by every stream
// with each stream's own ids, Last-Event-ID, the per-session cap; on PostgreSQL across two instances, and the drain
// of one instance on SIGTERM while the other keeps its pages.

// BENCH_ROUTES and --expose-gc: /api/bench/memory counts the server's live HTTP objects after a full GC.
const settings = {
  REALTIME_MAX_STREAMS_PER_SESSION: "2",
  LOG_LEVEL: "info",
  BENCH_ROUTES: "1",
  NODE_OPTIONS: "--expose-gc",
};

let t: RuntimeTestContext;
const streams: EventStreamReader[] = [];

beforeAll(async () => {
  t = await startRuntimeTest({ env: settings });
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t?.stop();
});

// Only the seeded demo players (player-1, player-2, player-broke) have demo-wallet accounts: another player's
// balance callback fails, and its pages get balance_error rather than the balance events awaited here.
async function play(playerId: string, symbol: string, baseUrl = t.app.baseUrl): Promise<GameBrowser> {
  const browser = await openLaunchUrl(
    (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: playerId, symbol })).launch_url,
  );
  return gameBrowser(baseUrl, browser.sessionId, browser.cookie);
}

async function listen(browser: GameBrowser, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const stream = await openEventStream(browser, headers);
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  await stream.waitForComment((comment) => comment === "connected");
  return stream;
}

async function refresh(baseUrl: string, body: Record<string, unknown>) {
  const response = await postJson(`${baseUrl}/api/provider/v1/player-balance-refresh`, body, {
    "x-provider-api-key": t.operatorKey,
  });
  expect(response.status).toBe(200);
  return balanceRefreshResponseSchema.parse(await response.json());
}

describe("event streams served by the server entry point", () => {
  it("are served on the raw socket with the route's headers and next.config.mjs's", async () => {
    const browser = await play("player-1", "vs20aurora");
    const stream = await listen(browser, { "x-request-id": "entry-test-1" });
    const headers = stream.response.headers;
    expect(headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(headers.get("x-accel-buffering")).toBe("no");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers.get("permissions-policy")).toMatch(/^camera=\(\)/);
    expect(headers.get("x-request-id")).toBe("entry-test-1");
    expect(headers.get("content-encoding")).toBeNull();
    // The access log line is the entry point's, not the route handler's.
    await expect
      .poll(() =>
        t.app
          .output()
          .split("\n")
          .some((line) => line.includes('"request_id":"entry-test-1"') && line.includes('"served_by":"server entry"')),
      )
      .toBe(true);
    stream.close();
  });

  it("hand the socket over once the head is written: the body is the connection's until it closes", async () => {
    const browser = await play("player-1", "vs20aurora");
    const { hostname, port } = new URL(t.app.baseUrl);
    const socket = connect({ host: hostname, port: Number(port) });
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write(
      `GET /api/runtime/sessions/${browser.sessionId}/events HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        `Accept: text/event-stream\r\nCookie: ${browser.cookie}\r\n\r\n`,
    );
    await expect.poll(() => received.includes(": connected\n\n")).toBe(true);
    const [head, body] = received.split("\r\n\r\n") as [string, string];
    const headerNames = head.split("\r\n").map((line) => line.split(":")[0]!.toLowerCase());
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toContain("\r\nconnection: close");
    // No chunked framing and no length: the stream's bytes as they are, delimited by the connection's close.
    expect(headerNames).not.toContain("transfer-encoding");
    expect(headerNames).not.toContain("content-length");
    expect(body).toMatch(/^retry: \d+\nid: \d+\n: connected\n\n$/);
    // The page going away (its FIN) closes the server's side too: node:http's half-open handling is no longer there.
    socket.end();
    await closed;
  });

  it("keep the socket of an open stream, not its request or response", async () => {
    // The server's live HTTP objects after a full GC (/api/bench/memory, BENCH_ROUTES and --expose-gc below). A
    // stream whose sink's closures kept the scope they were made in held both for as long as its page stayed open.
    const live = async () => {
      const response = await fetch(`${t.app.baseUrl}/api/bench/memory`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        collected: boolean;
        live: { incoming_messages: number; server_responses: number; sockets: number };
      };
      expect(body.collected).toBe(true);
      return body.live;
    };
    const before = await live();
    const pages = [await play("player-1", "vs20aurora"), await play("player-1", "vs10fruitblaze")];
    const open = (await Promise.all(pages.map((page) => Promise.all([listen(page), listen(page)])))).flat();
    const after = await live();
    // The four streams' sockets are counted; requests and responses are the in-flight one's at most.
    expect(after.sockets).toBeGreaterThanOrEqual(4);
    expect(after.incoming_messages - before.incoming_messages).toBeLessThanOrEqual(1);
    expect(after.server_responses - before.server_responses).toBeLessThanOrEqual(1);
    open.forEach((stream) => stream.close());
  });

  it("refuse a missing cookie with the runtime's JSON error", async () => {
    const browser = await play("player-1", "vs10fruitblaze");
    const response = await browser.api("/events", { headers: { cookie: "" } });
    expect(response.status).toBe(401);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    // Written as the entry point writes every route answer, Next's Vary included.
    expect(response.headers.get("vary")).toMatch(/^rsc, next-router-state-tree/);
    expect(runtimeErrorResponseSchema.parse(await response.json()).error).toBe("unauthenticated");
  });

  it("send every stream of a refresh the same event bytes, each stream with its own ids (Last-Event-ID resumes them)", async () => {
    const aurora = await play("player-2", "vs20aurora");
    const fruit = await play("player-2", "vs10fruitblaze");
    const fresh = await listen(aurora);
    const resumed = await listen(aurora, { "last-event-id": "41" });
    // The reconnecting page gets the balance it may have missed, numbered after its last id.
    expect((await resumed.nextEvent("balance")).id).toBe("42");
    const other = await listen(fruit);

    const result = await refresh(t.app.baseUrl, {
      external_player_id: "player-2",
      request_id: "fan-out-1",
      reason: "deposit",
    });
    expect(result).toMatchObject({ sessions_found: 2, sessions_notified: 2, subscribers_notified: 3 });
    const events = [
      await fresh.nextEvent("balance"),
      await resumed.nextEvent("balance"),
      await other.nextEvent("balance"),
    ];
    expect(events.map((event) => event.id)).toEqual(["1", "43", "1"]);
    expect(new Set(events.map((event) => event.data)).size).toBe(1);
    expect(balanceEventSchema.parse(JSON.parse(events[0]!.data))).toMatchObject({
      currency: "EUR",
      reason: "deposit",
      request_id: "fan-out-1",
    });
  });

  it("hold the per-session cap and free a place when a page goes away", async () => {
    const browser = await play("player-1", "vs25pharaoh");
    const open = [await listen(browser), await listen(browser)];
    const refused = await browser.api("/events");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(runtimeErrorResponseSchema.parse(await refused.json()).error).toBe("too_many_streams");
    open[0]!.close();
    await expect
      .poll(
        async () => {
          const stream = await openEventStream(browser);
          streams.push(stream);
          return stream.response.status;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(200);
  });
});

/** A request sent as node:http sends it: framed by Content-Length, or chunked (the entry point leaves that to Next). */
function rawRequest(
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  body: string,
  framing: "length" | "chunked",
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method,
        headers: {
          ...(method === "POST" ? { "content-type": "application/json" } : {}),
          ...headers,
          ...(framing === "length"
            ? method === "POST"
              ? { "content-length": String(Buffer.byteLength(body)) }
              : {}
            : { "transfer-encoding": "chunked" }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
    if (framing === "chunked" && body) request.write(body.slice(0, 1));
    request.end(framing === "chunked" ? body.slice(1) : body);
  });
}

const rawPost = async (url: string, headers: Record<string, string>, body: string, framing: "length" | "chunked") => {
  const answer = await rawRequest("POST", url, headers, body, framing);
  return { ...answer, body: answer.body.toString() };
};

// What differs between two answers of the same route by nature: the time, the request id and the framing.
const PER_ANSWER_HEADERS = new Set([
  "date",
  "x-request-id",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);
const comparableHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name)));

describe("spins, launches and the catalog served by the server entry point", () => {
  it("answer as the route does through Next.js: same status, headers and body, with Content-Length framing", async () => {
    const browser = await play("player-1", "vs20aurora");
    const state = (await (await browser.api("/state")).json()) as {
      game: { betLevels: number[]; coinValues: string[] };
    };
    const spin = JSON.stringify({ betLevel: state.game.betLevels[0], coinValue: state.game.coinValues[0] });
    const url = `${t.app.baseUrl}/api/runtime/sessions/${browser.sessionId}/spin`;
    const byEntry = await rawPost(url, { cookie: browser.cookie }, spin, "length");
    const byNext = await rawPost(url, { cookie: browser.cookie }, spin, "chunked");
    for (const answer of [byEntry, byNext]) {
      expect(answer.status).toBe(200);
      expect(spinResponseSchema.parse(JSON.parse(answer.body)).success).toBe(true);
    }
    // The entry point's answer is framed by its length; Next.js streams its own.
    expect(byEntry.headers["content-length"]).toBe(String(Buffer.byteLength(byEntry.body)));
    expect(byNext.headers["transfer-encoding"]).toBe("chunked");
    expect(comparableHeaders(byEntry.headers)).toEqual(comparableHeaders(byNext.headers));
    expect(byEntry.headers["x-content-type-options"]).toBe("nosniff");
    expect(byEntry.headers["x-request-id"]).toMatch(/\S/);

    // Refusals too: a body that is not JSON, and a cookie of another session.
    for (const [body, cookie, status] of [
      ["{", browser.cookie, 400],
      [spin, `${browser.cookie.split("=")[0]}=not-the-token`, 401],
    ] as const) {
      const refusedByEntry = await rawPost(url, { cookie }, body, "length");
      const refusedByNext = await rawPost(url, { cookie }, body, "chunked");
      expect([refusedByEntry.status, refusedByNext.status]).toEqual([status, status]);
      expect(JSON.parse(refusedByEntry.body)).toEqual(JSON.parse(refusedByNext.body));
      expect(runtimeErrorResponseSchema.parse(JSON.parse(refusedByEntry.body)).success).toBe(false);
      expect(comparableHeaders(refusedByEntry.headers)).toEqual(comparableHeaders(refusedByNext.headers));
    }
  });

  it("serve the contract's launch the same way: same answer and headers as through Next.js", async () => {
    const url = `${t.app.baseUrl}/api/provider/v1/launch-url`;
    const key = { "x-provider-api-key": t.operatorKey };
    const body = (player: string) =>
      JSON.stringify({ external_player_id: player, symbol: "vs20aurora", currency: "EUR", lang: "en" });
    const byEntry = await rawPost(url, key, body("entry-launch-1"), "length");
    const byNext = await rawPost(url, key, body("entry-launch-2"), "chunked");
    expect([byEntry.status, byNext.status]).toEqual([200, 200]);
    expect(byEntry.headers["content-length"]).toBe(String(Buffer.byteLength(byEntry.body)));
    expect(byNext.headers["transfer-encoding"]).toBe("chunked");
    expect(comparableHeaders(byEntry.headers)).toEqual(comparableHeaders(byNext.headers));
    const [entryLaunch, nextLaunch] = [JSON.parse(byEntry.body), JSON.parse(byNext.body)] as { launch_url: string }[];
    expect(Object.keys(entryLaunch!)).toEqual(Object.keys(nextLaunch!));
    expect(new URL(entryLaunch!.launch_url).origin).toBe(new URL(nextLaunch!.launch_url).origin);

    for (const [headers, sent, status] of [
      [{}, body("entry-launch-3"), 401],
      [key, `{"external_player_id":""}`, 400],
    ] as const) {
      const refusedByEntry = await rawPost(url, headers, sent, "length");
      const refusedByNext = await rawPost(url, headers, sent, "chunked");
      expect([refusedByEntry.status, refusedByNext.status]).toEqual([status, status]);
      expect(refusedByEntry.body).toBe(refusedByNext.body);
      expect(comparableHeaders(refusedByEntry.headers)).toEqual(comparableHeaders(refusedByNext.headers));
    }
  });

  it("serve the catalog the same way: same bytes, gzip and 304 as through Next.js", async () => {
    const url = `${t.app.baseUrl}/api/provider/v1/games`;
    const key = { "x-provider-api-key": t.operatorKey };
    for (const headers of [key, { ...key, "accept-encoding": "gzip" }]) {
      const byEntry = await rawRequest("GET", url, headers, "", "length");
      const byNext = await rawRequest("GET", url, headers, "", "chunked");
      expect([byEntry.status, byNext.status]).toEqual([200, 200]);
      expect(byEntry.body.equals(byNext.body)).toBe(true);
      expect(byEntry.headers["content-length"]).toBe(String(byEntry.body.length));
      expect(comparableHeaders(byEntry.headers)).toEqual(comparableHeaders(byNext.headers));
      const revalidated = await rawRequest(
        "GET",
        url,
        { ...headers, "if-none-match": byEntry.headers.etag! },
        "",
        "length",
      );
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
    }
    expect(
      (await rawRequest("GET", url, { "accept-encoding": "gzip", ...key }, "", "length")).headers["content-encoding"],
    ).toBe("gzip");
  });

  it("leave a body over the JSON cap to the route, which refuses it with 413", async () => {
    const browser = await play("player-2", "vs20aurora");
    const url = `${t.app.baseUrl}/api/runtime/sessions/${browser.sessionId}/spin`;
    const oversized = JSON.stringify({ betLevel: 1, coinValue: "0.01", padding: "x".repeat(70 * 1024) });
    const answer = await rawPost(url, { cookie: browser.cookie }, oversized, "length");
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: "payload_too_large" });
  });
});

describe.runIf(testDbKind === "postgres")("two instances on one PostgreSQL database", () => {
  let second: AppServer;

  beforeAll(async () => {
    second = await startAppServer({ env: { ...t.database.env, ...settings, SHUTDOWN_TIMEOUT_SECONDS: "20" } });
  });
  afterAll(async () => {
    await second?.stop();
  });

  it("deliver a refresh posted to one instance to the pages of both, and count the cap across them", async () => {
    const onFirst = await play("player-broke", "vs20aurora");
    const onSecond = gameBrowser(second.baseUrl, onFirst.sessionId, onFirst.cookie);
    const pages = [await listen(onFirst), await listen(onSecond)];
    // Two streams of the session are open, one per instance: a third is refused on either.
    expect((await onSecond.api("/events")).status).toBe(429);
    expect((await onFirst.api("/events")).status).toBe(429);

    const result = await refresh(t.app.baseUrl, { external_player_id: "player-broke", request_id: "across-1" });
    expect(result).toMatchObject({ sessions_found: 1, subscribers_notified: 2 });
    for (const page of pages)
      expect(JSON.parse((await page.nextEvent("balance")).data)).toMatchObject({ request_id: "across-1" });
    // And the other way round.
    await refresh(second.baseUrl, { external_player_id: "player-broke", request_id: "across-2" });
    for (const page of pages)
      expect(JSON.parse((await page.nextEvent("balance")).data)).toMatchObject({ request_id: "across-2" });
    pages.forEach((page) => page.close());
  });

  it("drain on SIGTERM: the instance's streams get a final reconnect event and end, it exits 0, the other serves on", async () => {
    const browser = await play("player-1", "vs10fruitblaze");
    const onSecond = gameBrowser(second.baseUrl, browser.sessionId, browser.cookie);
    const draining = [await listen(onSecond), await listen(await play("player-1", "vs20aurora", second.baseUrl))];
    const staying = await listen(browser);

    const exited = new Promise<number | null>((resolve) => second.process.once("exit", (code) => resolve(code)));
    second.process.kill("SIGTERM");
    for (const stream of draining) {
      expect(JSON.parse((await stream.nextEvent("reconnect")).data)).toEqual({ reason: "server_shutdown" });
      await expect(stream.nextEvent()).rejects.toThrow(/stream ended/);
    }
    expect(await exited).toBe(0);
    expect(second.output()).toMatch(/"streams_closed":2[,}]/);

    // The page reconnects (here: to the first instance) and the refresh reaches both of its streams there.
    const reconnected = await listen(browser, { "last-event-id": draining[0]!.lastEventId() ?? "0" });
    expect((await reconnected.nextEvent("balance")).data).toContain('"reason":"reconnect"');
    const result = await refresh(t.app.baseUrl, {
      external_player_id: "player-1",
      session_id: browser.sessionId,
      request_id: "after-drain",
    });
    expect(result.subscribers_notified).toBe(2);
    for (const page of [staying, reconnected])
      expect(JSON.parse((await page.nextEvent("balance")).data)).toMatchObject({ request_id: "after-drain" });
  });
});
