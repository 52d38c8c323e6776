import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceRefreshResponseSchema } from "@/lib/contract/provider-api";
import { balanceEventSchema, runtimeErrorResponseSchema, sessionEventSchema } from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { terminateLaunchSession } from "@/lib/server/sessions/terminate-launch-session";
import { testDbKind } from "@/tests/support/test-database";
import {
  depositToDemoWallet,
  launch,
  openEventStream,
  openLaunchUrl,
  postJson,
  startRuntimeTest,
  type EventStreamReader,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Balance refresh end to end on one app instance: the game page's event stream (headers, first comment,
// heartbeat, ids, Last-Event-ID, the per-session cap, clean-up) and POST /api/provider/v1/player-balance-refresh
// reaching it through the signed balance callback, with exact counts.

let t: RuntimeTestContext;
const streams: EventStreamReader[] = [];

beforeAll(async () => {
  t = await startRuntimeTest({ env: { REALTIME_HEARTBEAT_SECONDS: "1", REALTIME_MAX_STREAMS_PER_SESSION: "3" } });
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t?.stop();
});

async function play(playerId: string, symbol: string): Promise<GameBrowser> {
  return openLaunchUrl(
    (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: playerId, symbol })).launch_url,
  );
}

async function listen(browser: GameBrowser, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const stream = await openEventStream(browser, headers);
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  await stream.waitForComment((comment) => comment === "connected");
  return stream;
}

async function refresh(body: Record<string, unknown>, baseUrl = t.app.baseUrl) {
  const response = await postJson(`${baseUrl}/api/provider/v1/player-balance-refresh`, body, {
    "x-provider-api-key": t.operatorKey,
  });
  const json: unknown = await response.json();
  if (response.status !== 200) throw new Error(`refresh answered ${response.status}: ${JSON.stringify(json)}`);
  return balanceRefreshResponseSchema.parse(json);
}

/** Repeats the refresh until its counts match; clean-up after a disconnect is asynchronous. */
async function refreshUntil(
  body: Record<string, unknown>,
  done: (result: Awaited<ReturnType<typeof refresh>>) => boolean,
) {
  for (let attempt = 0; ; attempt++) {
    const result = await refresh(body);
    if (done(result) || attempt >= 100) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the game page's event stream", () => {
  it("is an uncompressed, uncached event stream that starts with a comment and keeps a heartbeat", async () => {
    const browser = await play("player-2", "vs20aurora");
    const stream = await listen(browser, { "accept-encoding": "gzip, deflate, br" });
    const headers = stream.response.headers;
    expect(headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(headers.get("x-accel-buffering")).toBe("no");
    expect(headers.get("content-encoding")).toBeNull();
    expect(stream.comments[0]).toBe("connected");
    await stream.waitForComment((comment) => comment === "heartbeat");
    stream.close();
  });

  it("refuses API keys, other sites and missing cookies like the rest of the runtime", async () => {
    const browser = await play("player-2", "vs10fruitblaze");
    const cases: [Record<string, string>, number][] = [
      [{ "x-provider-api-key": t.operatorKey }, 403],
      [{ "sec-fetch-site": "cross-site" }, 403],
      [{ cookie: "" }, 401],
    ];
    for (const [headers, status] of cases) {
      const response = await browser.api("/events", { headers });
      expect(response.status).toBe(status);
      expect(runtimeErrorResponseSchema.parse(await response.json()).success).toBe(false);
    }
  });

  it("delivers a balance refresh to every open page of the player, with exact counts", async () => {
    const aurora = await play("player-1", "vs20aurora");
    const fruit = await play("player-1", "vs10fruitblaze");
    const joker = await play("player-1", "vs5jokerjewels"); // open, but no page listening
    const auroraPages = [await listen(aurora), await listen(aurora)];
    const fruitPage = await listen(fruit);

    const balance = await depositToDemoWallet({
      baseUrl: t.app.baseUrl,
      secret: t.walletSecret,
      playerId: "player-1",
      amount: "25.00",
    });
    expect(balance).toBe("1025.00");
    const result = await refresh({ external_player_id: "player-1", request_id: "deposit-1", reason: "deposit" });
    expect(result).toMatchObject({ sessions_found: 3, sessions_notified: 2, subscribers_notified: 3 });
    const bySession = new Map(result.sessions.map((session) => [session.session_id, session]));
    expect(bySession.get(aurora.sessionId)).toMatchObject({
      active_subscribers: 2,
      notified: true,
      game_symbol: "vs20aurora",
      currency: "EUR",
    });
    expect(bySession.get(fruit.sessionId)).toMatchObject({ active_subscribers: 1, notified: true });
    expect(bySession.get(joker.sessionId)).toMatchObject({ active_subscribers: 0, notified: false });

    for (const page of [...auroraPages, fruitPage]) {
      const event = await page.nextEvent("balance");
      expect(event.id).toMatch(/^\d+$/);
      expect(balanceEventSchema.parse(JSON.parse(event.data))).toEqual({
        balance: "1025.00",
        currency: "EUR",
        reason: "deposit",
        request_id: "deposit-1",
      });
    }

    // A filtered refresh reaches only the matching session: the aurora pages' next event is the later refresh.
    const filtered = await refresh({
      external_player_id: "player-1",
      game_symbol: "fruit-blaze",
      request_id: "only-fruit",
    });
    expect(filtered).toMatchObject({ sessions_found: 1, sessions_notified: 1, subscribers_notified: 1 });
    expect(JSON.parse((await fruitPage.nextEvent("balance")).data)).toMatchObject({ request_id: "only-fruit" });
    await refresh({ external_player_id: "player-1", request_id: "everyone" });
    for (const page of auroraPages)
      expect(JSON.parse((await page.nextEvent("balance")).data)).toMatchObject({ request_id: "everyone" });

    // A page that goes away stops counting.
    auroraPages[0]!.close();
    const after = await refreshUntil(
      { external_player_id: "player-1", session_id: aurora.sessionId },
      (r) => r.subscribers_notified === 1,
    );
    expect(after).toMatchObject({ sessions_found: 1, sessions_notified: 1, subscribers_notified: 1 });
  });

  it("gives a new stream an event id before any event, so a page dropped early still reconnects with Last-Event-ID", async () => {
    const browser = await play("player-2", "vs10fruitblaze");
    const stream = await listen(browser);
    expect(stream.lastEventId()).toBe("0");
    stream.close();
    const reconnected = await listen(browser, { "last-event-id": "0" });
    const event = await reconnected.nextEvent("balance");
    expect(event.id).toBe("1");
    expect(balanceEventSchema.parse(JSON.parse(event.data))).toMatchObject({
      currency: "EUR",
      reason: "reconnect",
      request_id: null,
    });
  });

  it("re-sends the current balance to a page that reconnects with Last-Event-ID", async () => {
    const browser = await play("player-2", "vs25pharaoh");
    const stream = await listen(browser, { "last-event-id": "41" });
    const event = await stream.nextEvent("balance");
    expect(event.id).toBe("42");
    expect(balanceEventSchema.parse(JSON.parse(event.data))).toEqual({
      balance: "250.50",
      currency: "EUR",
      reason: "reconnect",
      request_id: null,
    });
  });

  it("caps the open streams of one session and frees a place when a page goes away", async () => {
    const browser = await play("player-2", "bs20oceanic");
    const open = [await listen(browser), await listen(browser), await listen(browser)];
    const refused = await browser.api("/events");
    expect(refused.status).toBe(429);
    expect(runtimeErrorResponseSchema.parse(await refused.json()).error).toBe("too_many_streams");

    open[0]!.close();
    let reopened: EventStreamReader | undefined;
    for (let attempt = 0; attempt < 100 && !reopened; attempt++) {
      const stream = await openEventStream(browser);
      streams.push(stream);
      if (stream.response.status === 200) reopened = stream;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reopened?.response.status).toBe(200);
  });

  it.runIf(testDbKind === "postgres")(
    "tells open pages when staff end the session, and the session stops working",
    async () => {
      const browser = await play("player-2", "vs40wildwest");
      const stream = await listen(browser);
      const ended = await terminateLaunchSession({ sessionId: browser.sessionId, actor: "test:runtime-events" });
      expect(ended.changed).toBe(true);
      const event = await stream.nextEvent("session");
      expect(sessionEventSchema.parse(JSON.parse(event.data))).toEqual({ state: "ended" });

      const state = await browser.api("/state");
      expect(state.status).toBe(410);
      expect(runtimeErrorResponseSchema.parse(await state.json()).error).toBe("session_ended");
      const audit = await prisma.auditLog.findFirst({
        where: { action: "launch_session.terminate", targetId: browser.sessionId },
      });
      expect(audit?.actor).toBe("test:runtime-events");
      expect(
        (await terminateLaunchSession({ sessionId: browser.sessionId, actor: "test:runtime-events" })).changed,
      ).toBe(false);
    },
  );
});

describe("a session that expires while its page is open", () => {
  let short: RuntimeTestContext;
  beforeAll(async () => {
    short = await startRuntimeTest({ env: { LAUNCH_SESSION_TTL_SECONDS: "6" } });
  });
  afterAll(async () => {
    await short?.stop();
  });

  it("gets a session event and its runtime calls answer 410", async () => {
    const launched = await launch(short.app.baseUrl, short.operatorKey, { external_player_id: "player-2" });
    const browser = await openLaunchUrl(launched.launch_url);
    const stream = await openEventStream(browser);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    const event = await stream.nextEvent("session");
    expect(sessionEventSchema.parse(JSON.parse(event.data))).toEqual({ state: "expired" });
    const state = await browser.api("/state");
    expect(state.status).toBe(410);
    expect(runtimeErrorResponseSchema.parse(await state.json()).error).toBe("session_expired");
  });
});
