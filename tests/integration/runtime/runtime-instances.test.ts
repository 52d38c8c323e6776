import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceRefreshResponseSchema } from "@/lib/contract/provider-api";
import { balanceEventSchema, sessionEventSchema } from "@/lib/contract/runtime-api";
import { getRealtimeStats } from "@/lib/server/realtime/get-realtime-stats";
import { terminateLaunchSession } from "@/lib/server/sessions/terminate-launch-session";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { testDbKind } from "@/tests/support/test-database";
import {
  depositToDemoWallet,
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

// Several app instances behind one PostgreSQL: a balance refresh posted to one instance reaches the pages
// connected to any other (LISTEN/NOTIFY), the counts cover every live instance, and a dead instance's streams
// stop counting once its heartbeat is stale. PostgreSQL only: the embedded database belongs to one process.

const fastHeartbeat = { REALTIME_INSTANCE_HEARTBEAT_SECONDS: "1", REALTIME_INSTANCE_STALE_SECONDS: "3" };

describe.runIf(testDbKind === "postgres")("balance refresh across instances", () => {
  let t: RuntimeTestContext;
  let second: AppServer;
  let third: AppServer;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    // getRealtimeStats runs in this process too, with the same idea of a live instance.
    Object.assign(process.env, fastHeartbeat);
    t = await startRuntimeTest({ env: fastHeartbeat });
    second = await startAppServer({ env: { ...t.database.env, ...fastHeartbeat } });
    third = await startAppServer({ env: { ...t.database.env, ...fastHeartbeat } });
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    if (third?.process.signalCode === null) await third.stop();
    await second?.stop();
    await t?.stop();
  });

  /** The same game session seen from another instance: the cookie is the app's, whichever instance serves it. */
  const on = (app: AppServer, browser: GameBrowser) => gameBrowser(app.baseUrl, browser.sessionId, browser.cookie);

  async function listen(browser: GameBrowser): Promise<EventStreamReader> {
    const stream = await openEventStream(browser);
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

  it("reaches a page on another instance, and counts the pages of every instance", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" });
    const browser = await openLaunchUrl(launched.launch_url);
    const onFirst = await listen(browser);
    const onSecond = await listen(on(second, browser));

    await depositToDemoWallet({
      baseUrl: t.app.baseUrl,
      secret: t.walletSecret,
      playerId: "player-1",
      amount: "10.00",
    });
    const result = await refresh(t.app.baseUrl, {
      external_player_id: "player-1",
      request_id: "cross-1",
      reason: "deposit",
    });
    expect(result).toMatchObject({ sessions_found: 1, sessions_notified: 1, subscribers_notified: 2 });
    expect(result.sessions[0]).toMatchObject({ session_id: browser.sessionId, active_subscribers: 2, notified: true });

    for (const page of [onSecond, onFirst]) {
      const event = balanceEventSchema.parse(JSON.parse((await page.nextEvent("balance")).data));
      expect(event).toEqual({ balance: "1010.00", currency: "EUR", reason: "deposit", request_id: "cross-1" });
    }

    // Posted to the second instance, it reaches the first.
    const back = await refresh(second.baseUrl, { external_player_id: "player-1", request_id: "cross-2" });
    expect(back.subscribers_notified).toBe(2);
    expect(JSON.parse((await onFirst.nextEvent("balance")).data)).toMatchObject({ request_id: "cross-2" });

    const stats = await getRealtimeStats();
    expect(stats.liveInstances).toBe(3);
    expect(stats.sseSubscribers).toBe(2);
    expect(stats.sessionsWithSubscribers).toBe(1);
  });

  it("ends pages on every instance when staff end the session", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-2" });
    const browser = await openLaunchUrl(launched.launch_url);
    const onSecond = await listen(on(second, browser));
    await terminateLaunchSession({ sessionId: browser.sessionId, actor: "test:runtime-instances" });
    expect(sessionEventSchema.parse(JSON.parse((await onSecond.nextEvent("session")).data))).toEqual({
      state: "ended",
    });
  });

  it("stops counting the streams of an instance that died", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, {
      external_player_id: "player-2",
      symbol: "vs10fruitblaze",
    });
    const browser = await openLaunchUrl(launched.launch_url);
    await listen(browser);
    await listen(on(third, browser));
    const before = await refresh(t.app.baseUrl, { external_player_id: "player-2", session_id: browser.sessionId });
    expect(before.subscribers_notified).toBe(2);

    // No goodbye: the process is killed, its subscription rows stay behind until its heartbeat is stale.
    const exited = new Promise((resolve) => third.process.once("exit", resolve));
    third.process.kill("SIGKILL");
    await exited;
    let after = before;
    for (let attempt = 0; attempt < 100 && after.subscribers_notified !== 1; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await refresh(t.app.baseUrl, { external_player_id: "player-2", session_id: browser.sessionId });
    }
    expect(after).toMatchObject({ sessions_found: 1, sessions_notified: 1, subscribers_notified: 1 });
    expect((await getRealtimeStats()).liveInstances).toBe(2);
  });
});
