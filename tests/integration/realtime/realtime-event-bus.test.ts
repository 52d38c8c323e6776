import { connect } from "nats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceRefreshResponseSchema, providerErrorSchema } from "@/lib/contract/provider-api";
import { balanceEventSchema, broadcastEventSchema, reloadEventSchema } from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { startNatsServer, waitForEventBus, type NatsServer } from "@/tests/support/nats-server";
import { testDbKind } from "@/tests/support/test-database";
import {
  GAME,
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

// The event bus between app instances sharing one database (lib/server/event-bus), on each of its transports:
// - NATS JetStream (PostgreSQL, a nats-server of this file's own): three instances; a refresh posted to one reaches
//   pages on the others; the bus stopped (/ready says so, a refresh answers 503) and started again on the same store
//   loses nothing it kept and the instances reconnect by themselves; a page whose instance is killed resumes on
//   another with Last-Event-ID and gets the events it missed; past the retention it is told to reload;
// - LISTEN/NOTIFY (PostgreSQL, EVENT_BUS_URL unset): two instances; the same delivery, and a page whose instance is
//   killed gets the current balance on another (that bus keeps no history to resume from);
// - in-process (PGlite, one instance: the embedded database belongs to one process).
// On each, a burst of broadcasts published on one instance reaches the pages of its audience coalesced: fewer
// events than published, at most one a second, the last value always delivered.

type Bus = "nats" | "listen-notify" | "in-process";
const buses: Bus[] = testDbKind === "postgres" ? ["nats", "listen-notify"] : ["in-process"];
const INSTANCES: Record<Bus, number> = { nats: 3, "listen-notify": 2, "in-process": 1 };

describe.each(buses)("realtime events on the %s bus", (bus) => {
  let nats: NatsServer | undefined;
  let t: RuntimeTestContext;
  const apps: AppServer[] = [];
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    nats = bus === "nats" ? await startNatsServer() : undefined;
    // BENCH_ROUTES: POST /api/bench/broadcast publishes broadcasts (no feature does yet).
    const env: Record<string, string> = { BENCH_ROUTES: "1", ...(nats ? { EVENT_BUS_URL: nats.url } : {}) };
    t = await startRuntimeTest({ env });
    apps.push(t.app);
    const others = await Promise.all(
      Array.from({ length: INSTANCES[bus] - 1 }, () => startAppServer({ env: { ...t.database.env, ...env } })),
    );
    apps.push(...others);
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all(apps.slice(1).map((app) => app.stop()));
    await t?.stop();
    await nats?.remove();
  });

  /** A new game session of a seeded player as each instance sees it (the cookie is the app's, whichever instance serves it). */
  async function playOnEveryInstance(player: string): Promise<GameBrowser[]> {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: player });
    const browser = await openLaunchUrl(launched.launch_url);
    return apps.map((app) => gameBrowser(app.baseUrl, browser.sessionId, browser.cookie));
  }

  async function listen(browser: GameBrowser, headers: Record<string, string> = {}): Promise<EventStreamReader> {
    const stream = await openEventStream(browser, headers);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.waitForComment((comment) => comment === "connected");
    return stream;
  }

  const refresh = (app: AppServer, player: string, requestId: string) =>
    postJson(
      `${app.baseUrl}/api/provider/v1/player-balance-refresh`,
      { external_player_id: player, request_id: requestId, reason: "deposit" },
      { "x-provider-api-key": t.operatorKey },
    );

  async function refreshed(app: AppServer, player: string, requestId: string) {
    const response = await refresh(app, player, requestId);
    expect(response.status).toBe(200);
    return balanceRefreshResponseSchema.parse(await response.json());
  }

  async function nextBalance(stream: EventStreamReader) {
    const event = await stream.nextEvent("balance");
    return { id: Number(event.id), ...balanceEventSchema.parse(JSON.parse(event.data)) };
  }

  const untilBusIs = (state: "ok" | "unreachable") =>
    Promise.all(apps.map((app) => waitForEventBus(app.baseUrl, state)));

  // Kept between the cases: player 1's session as each instance sees it, its pages on the instances other than
  // the first (on the first where there is no other), and the id the first of them opened with.
  let browsers: GameBrowser[] = [];
  let pages: EventStreamReader[] = [];
  let idBeforeAnyEvent = "";

  it("delivers a refresh posted to one instance to the pages on every other", async () => {
    browsers = await playOnEveryInstance("player-1");
    pages = await Promise.all((browsers.length > 1 ? browsers.slice(1) : browsers).map((browser) => listen(browser)));
    idBeforeAnyEvent = pages[0]!.lastEventId()!;

    const result = await refreshed(apps[0]!, "player-1", "everywhere");
    expect(result.subscribers_notified).toBe(pages.length);
    const events = await Promise.all(pages.map(nextBalance));
    for (const event of events) expect(event).toMatchObject({ request_id: "everywhere", reason: "deposit" });
    // On NATS every instance numbers the event alike: its stream sequence.
    if (bus === "nats") expect(new Set(events.map((event) => event.id)).size).toBe(1);
  });

  it("coalesces a burst of broadcasts to at most one a second per page, the last value delivered", async () => {
    const BURST = 40;
    const started = performance.now();
    // Another operator's channel first: no page here is in its audience.
    const publish = (body: Record<string, unknown>) =>
      postJson(`${apps[0]!.baseUrl}/api/bench/broadcast`, body).then((response) => expect(response.status).toBe(200));
    await publish({ channel: "elsewhere", operator_id: "op_nobody", payloads: [0] });
    await publish({
      channel: "ticker",
      game_symbol: GAME,
      payloads: Array.from({ length: BURST }, (_, index) => ({ n: index + 1 })),
    });
    for (const page of pages) {
      const values: number[] = [];
      while (values.at(-1) !== BURST) {
        const event = broadcastEventSchema.parse(JSON.parse((await page.nextEvent("broadcast")).data));
        expect(event.channel).toBe("ticker");
        values.push((event.payload as { n: number }).n);
      }
      const elapsedSeconds = (performance.now() - started) / 1000;
      expect(values.length).toBeLessThan(BURST);
      expect(values.length).toBeLessThanOrEqual(Math.floor(elapsedSeconds) + 1);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
  });

  // NATS only: LISTEN/NOTIFY and in-process have no bus apart from the database (or the process) to stop.
  it.runIf(bus === "nats")(
    "loses nothing kept when the bus stops and starts again, and the instances reconnect by themselves",
    async () => {
      await refreshed(apps[0]!, "player-1", "before-stop");
      const before = await Promise.all(pages.map(nextBalance));

      await nats!.stop();
      await untilBusIs("unreachable");
      // A refresh that cannot reach the pages says so in the contract's shape; the operator may send it again.
      const refused = await refresh(apps[1]!, "player-1", "while-stopped");
      expect(refused.status).toBe(503);
      expect(providerErrorSchema.parse(await refused.json()).error).toBe("event_bus_unavailable");

      await nats!.restart();
      await untilBusIs("ok");
      await refreshed(apps[2]!, "player-1", "after-restart");
      for (const [index, page] of pages.entries()) {
        const event = await nextBalance(page);
        expect(event.request_id).toBe("after-restart");
        expect(event.id).toBeGreaterThan(before[index]!.id);
      }

      // The store kept what was published before the stop: a page resuming from before it gets all of it, in order.
      const resumed = await listen(browsers[0]!, { "last-event-id": idBeforeAnyEvent });
      for (const requestId of ["everywhere", "before-stop", "after-restart"])
        expect((await nextBalance(resumed)).request_id).toBe(requestId);
    },
  );

  // Not in-process: the embedded database belongs to one process, so there is no other instance to reconnect to.
  it.runIf(bus !== "in-process")(
    "gives a page whose instance was killed what it missed when it reconnects to another",
    async () => {
      const onEach = await playOnEveryInstance("player-2");
      const doomed = apps.at(-1)!;
      const page = await listen(onEach.at(-1)!);
      await refreshed(apps[0]!, "player-2", "before-kill");
      const seen = await nextBalance(page);

      const exited = new Promise((resolve) => doomed.process.once("exit", resolve));
      doomed.process.kill("SIGKILL");
      await exited;
      await refreshed(apps[0]!, "player-2", "while-away-1");
      await refreshed(apps[0]!, "player-2", "while-away-2");

      const balanceCallsOfThePage = () =>
        prisma.walletCallbackAttempt.count({
          where: { type: "balance", requestBody: { contains: onEach[0]!.sessionId } },
        });
      const callsBefore = await balanceCallsOfThePage();
      const reconnected = await listen(onEach[0]!, { "last-event-id": page.lastEventId()! });
      const event = await nextBalance(reconnected);
      if (bus === "nats") {
        expect(event).toMatchObject({ request_id: "while-away-1", reason: "deposit" });
        expect(event.id).toBeGreaterThan(seen.id);
        const second = await nextBalance(reconnected);
        expect(second).toMatchObject({ request_id: "while-away-2", reason: "deposit", balance: event.balance });
        expect(second.id).toBeGreaterThan(event.id);
        // Every missed refresh gets its event, and the wallet is asked once for all of them.
        expect(await balanceCallsOfThePage()).toBe(callsBefore + 1);
      } else {
        // LISTEN/NOTIFY keeps nothing to resume from: the page gets the current balance instead.
        expect(event).toMatchObject({ request_id: null, reason: "reconnect" });
      }
    },
  );

  // NATS only: the other buses keep no history, so nothing can fall out of it.
  it.runIf(bus === "nats")("tells a page to reload when what it missed is no longer kept", async () => {
    // Emptying the stream is what the retention does to events older than it.
    const client = await connect({ servers: nats!.url });
    await (await client.jetstreamManager()).streams.purge("GP_EVENTS");
    await client.close();

    const page = await listen(browsers[0]!, { "last-event-id": idBeforeAnyEvent });
    expect(reloadEventSchema.parse(JSON.parse((await page.nextEvent("reload")).data))).toEqual({
      reason: "missed_events_unavailable",
    });
    await refreshed(apps[0]!, "player-1", "after-reload");
    expect((await nextBalance(page)).request_id).toBe("after-reload");
  });
});
