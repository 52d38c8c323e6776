import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  broadcastEventSchema,
  jackpotTickerUpdateSchema,
  jackpotWinEventSchema,
  roundResponseSchema,
  spinResponseSchema,
  type JackpotTickerUpdate,
} from "@/lib/contract/runtime-api";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { jackpotTickerChannel } from "@/lib/server/jackpots/jackpot-ticker";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { startNatsServer, type NatsServer } from "@/tests/support/nats-server";
import { testDbKind } from "@/tests/support/test-database";
import {
  GAME,
  OPERATOR,
  gameBrowser,
  launch,
  openEventStream,
  openLaunchUrl,
  startRuntimeTest,
  type EventStreamReader,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";
import { fixTrigger } from "./jackpot-fixtures";

// The jackpot ticker and win on real game-page event streams, across instances (issue 29, "In the game"): on
// PostgreSQL two app instances on NATS JetStream (the bus the realtime tests use across instances), on PGlite one
// instance on its in-process bus. A player spins on the first instance; the pages on the last one (another player
// watching, and the winner's own page) hear the pool's ticker move with each contribution and, when the second spin
// carries the mini to its trigger, the winner's page gets the `jackpot_win` event and the ticker the reseed. Nothing
// here polls: each page waits for the next event on its stream.

const bus = testDbKind === "postgres" ? "nats" : "in-process";
const INSTANCES = bus === "nats" ? 2 : 1;

describe(`the jackpot ticker and win on the ${bus} bus`, () => {
  let nats: NatsServer | undefined;
  let t: RuntimeTestContext;
  const apps: AppServer[] = [];
  const streams: EventStreamReader[] = [];
  let poolId = "";
  let env: Record<string, string> = {};

  beforeAll(async () => {
    nats = bus === "nats" ? await startNatsServer() : undefined;
    env = nats ? { EVENT_BUS_URL: nats.url } : {};
    t = await startRuntimeTest({
      env,
      // Before the app opens the database (PGlite is one process's): a pool of the game whose mini drops when its
      // amount reaches 5.20 — two spins of 0.20, each giving half.
      seed: async () => {
        const pool = await createJackpotPool({
          input: {
            title: "Aurora Jackpot",
            scope: "local",
            games: [GAME],
            operators: [OPERATOR],
            base_currency: "EUR",
            tiers: [{ name: "mini", kind: "mystery", seed: "5.00", cap: "5.60", contribution_rate: "0.5" }],
          },
          actor: "console:test@example.com",
        });
        poolId = pool.poolId;
        await fixTrigger(pool.tiers[0]!.tierId, 520n);
      },
    });
    apps.push(t.app);
    const others = await Promise.all(
      Array.from({ length: INSTANCES - 1 }, () => startAppServer({ env: { ...t.database.env, ...env } })),
    );
    apps.push(...others);
  }, 180_000);

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all(apps.slice(1).map((app) => app.stop()));
    await t?.stop();
    await nats?.remove();
  });

  /** A new session of one of the demo wallet's seeded players. */
  async function session(player: string): Promise<GameBrowser> {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: player });
    return openLaunchUrl(launched.launch_url);
  }

  /** The session's page on the last instance, its stream open. */
  async function pageOnLastInstance(browser: GameBrowser): Promise<EventStreamReader> {
    const stream = await openEventStream(gameBrowser(apps.at(-1)!.baseUrl, browser.sessionId, browser.cookie));
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.waitForComment((comment) => comment === "connected");
    return stream;
  }

  /** The next ticker update of the pool that `accept` takes (earlier ones, e.g. from before a spin, are skipped). */
  async function nextTicker(
    stream: EventStreamReader,
    accept: (update: JackpotTickerUpdate) => boolean,
  ): Promise<JackpotTickerUpdate> {
    for (;;) {
      const event = broadcastEventSchema.parse(JSON.parse((await stream.nextEvent("broadcast")).data));
      if (event.channel !== jackpotTickerChannel(poolId)) continue;
      const update = jackpotTickerUpdateSchema.parse(event.payload);
      if (accept(update)) return update;
    }
  }

  async function spin(browser: GameBrowser) {
    const response = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(response.status).toBe(200);
    return spinResponseSchema.parse(await response.json());
  }

  it("moves the ticker with each contribution, tells the winner's page of the win and shows the reseed", async () => {
    const winner = await session("player-1");
    const winnerPage = await pageOnLastInstance(winner);
    const watcherPage = await pageOnLastInstance(await session("player-2"));

    const first = await spin(winner);
    expect(first.round.bet).toBe("0.20");
    const moved = await nextTicker(watcherPage, (update) => update.tiers[0]!.amountMinor === "510");
    expect(moved).toEqual({
      kind: "jackpot_ticker",
      jackpotId: poolId,
      tiers: [{ tier: "mini", cycle: 1, amountMinor: "510" }],
    });

    const second = await spin(winner);
    const win = jackpotWinEventSchema.parse(JSON.parse((await winnerPage.nextEvent("jackpot_win")).data));
    expect(win).toEqual({
      jackpotId: poolId,
      title: "Aurora Jackpot",
      tier: "mini",
      roundId: second.round.id,
      amount: "5.20",
      currency: "EUR",
    });
    const reseed = await nextTicker(watcherPage, (update) => update.tiers[0]!.cycle === 2);
    expect(reseed.tiers).toEqual([{ tier: "mini", cycle: 2, amountMinor: "500" }]);

    // The round's details, on any instance, show the win.
    const details = roundResponseSchema.parse(await (await winner.api(`/rounds/${second.round.id}`)).json());
    expect(details.round.jackpotWins).toMatchObject([{ tier: "mini", amount: "5.20", currency: "EUR" }]);
  });
});
