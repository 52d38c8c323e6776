import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  promotionEventSchema,
  promotionLeaderboardUpdateSchema,
  promotionOptInResponseSchema,
  runtimeErrorResponseSchema,
  sessionPromotionsResponseSchema,
  broadcastEventSchema,
  spinResponseSchema,
  type PromotionEvent,
  type SessionPromotion,
} from "@/lib/contract/runtime-api";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import {
  launch,
  openEventStream,
  openLaunchUrl,
  startRuntimeTest,
  type EventStreamReader,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// The game's promotions panel on the runtime API (issue 28), against the built app on the demo world: what a
// session sees (its game's running promotions of its operator; none in demo play), the opt-in button (idempotent,
// errors in the runtime's shape), the scoping of another session's cookie and another operator's promotion, and the
// live updates: a real spin, scored by the app's background pass, reaches the page's open event stream as a
// leaderboard broadcast, a `promotion` standing event and, for a prize drop, a `promotion` drop event with the prize.

const HOUR = 3_600_000;
const ids = { race: "", club: "", other: "", rain: "", sprint: "" };
// The sprint ends this long after the seed, while the file runs, and settles a second later.
const SPRINT_MS = 90_000;
let t: RuntimeTestContext;
let novaKey = "";
const streams: EventStreamReader[] = [];

type Input = Parameters<typeof createPromotion>[0]["input"];
async function promotion(input: Partial<Input> & Pick<Input, "title">): Promise<string> {
  const record = await createPromotion({
    input: {
      kind: "tournament",
      terms: "Play vs20aurora.",
      games: ["vs20aurora"],
      operators: ["demo-casino"],
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
      base_currency: "EUR",
      scoring: "rounds_played",
      min_bets: [{ currency: "EUR", amount: "0.20" }],
      tournament_prizes: [
        { from_rank: 1, to_rank: 1, amount: "100.00" },
        { from_rank: 2, to_rank: 3, amount: "10.00" },
      ],
      opt_in: false,
      ...input,
    } as Input,
    actor: "test:panel",
  });
  return record.promotion.promotion_id;
}

beforeAll(async () => {
  t = await startRuntimeTest({
    env: { PROMOTION_SCORING_INTERVAL_MS: "200", PROMOTION_SETTLE_DELAY_SECONDS: "1" },
    seed: async () => {
      novaKey = (await createApiKey({ kind: "operator", operatorId: "nova-bet", name: "nova", actor: "test:panel" }))
        .key;
      ids.race = await promotion({ title: "Race", operators: ["demo-casino", "nova-bet"] });
      ids.club = await promotion({ title: "Club", opt_in: true, scoring: "win_multiplier" });
      ids.other = await promotion({ title: "Nova only", operators: ["nova-bet"] });
      ids.sprint = await promotion({ title: "Sprint", ends_at: new Date(Date.now() + SPRINT_MS).toISOString() });
      // Far more prizes than rounds expected: every qualifying round draws one.
      ids.rain = await promotion({
        kind: "prize_drop",
        title: "Rain",
        scoring: undefined,
        tournament_prizes: undefined,
        drop_prizes: [{ count: 10_000, amount: "0.50" }],
        ends_at: new Date(Date.now() + HOUR).toISOString(),
      });
    },
  });
}, 180_000);
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t?.stop();
});

async function play(playerId: string, options: { key?: string; mode?: "demo" } = {}): Promise<GameBrowser> {
  const launched = await launch(t.app.baseUrl, options.key ?? t.operatorKey, {
    external_player_id: playerId,
    symbol: "vs20aurora",
    ...(options.mode ? { mode: options.mode } : {}),
  });
  return openLaunchUrl(launched.launch_url);
}

async function promotionsOf(browser: GameBrowser): Promise<SessionPromotion[]> {
  const response = await browser.api("/promotions");
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return sessionPromotionsResponseSchema.parse(body).promotions;
}

async function optIn(browser: GameBrowser, promotionId: string) {
  const response = await browser.post(`/promotions/${encodeURIComponent(promotionId)}/opt-in`, "");
  return { status: response.status, body: (await response.json()) as unknown };
}

async function runtimeError(response: { status: number; body: unknown }, status: number, code: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const error = runtimeErrorResponseSchema.parse(response.body);
  expect(error.error).toBe(code);
  expect(error.detail).not.toBe("");
}

describe("the session's promotions", () => {
  it("lists the running promotions of the session's game and operator, with prizes and the player's part", async () => {
    const browser = await play("panel-player-1");
    const promotions = await promotionsOf(browser);
    expect(promotions.map((promotion) => promotion.title).sort()).toEqual(["Club", "Race", "Rain", "Sprint"]);
    const race = promotions.find((promotion) => promotion.id === ids.race)!;
    expect(race).toMatchObject({
      kind: "tournament",
      state: "running",
      scoring: "rounds_played",
      minBet: "0.20",
      optIn: false,
      optedIn: true,
      standing: null,
      prizesLeft: null,
      prizes: [
        { fromRank: 1, toRank: 1, count: null, amount: "100.00", currency: "EUR" },
        { fromRank: 2, toRank: 3, count: null, amount: "10.00", currency: "EUR" },
      ],
    });
    expect(promotions.find((promotion) => promotion.id === ids.club)).toMatchObject({ optIn: true, optedIn: false });
    expect(promotions.find((promotion) => promotion.id === ids.rain)).toMatchObject({
      kind: "prize_drop",
      scoring: null,
      prizesLeft: 10_000,
      prizes: [{ fromRank: null, toRank: null, count: 10_000, amount: "0.50", currency: "EUR" }],
    });

    // Another operator's session sees its own promotions only.
    const nova = await play("nova-panel-1", { key: novaKey });
    expect((await promotionsOf(nova)).map((promotion) => promotion.title).sort()).toEqual(["Nova only", "Race"]);
    // A demo session's rounds never count: no panel.
    expect(await promotionsOf(await play("panel-player-1", { mode: "demo" }))).toEqual([]);
  });

  it("scopes every call to the session of its cookie, in the runtime's error shape", async () => {
    const mine = await play("panel-player-2");
    const other = await play("panel-player-3");
    const borrowed = await mine.api("/promotions", { headers: { cookie: other.cookie } });
    await runtimeError({ status: borrowed.status, body: await borrowed.json() }, 401, "unauthenticated");
    const bare = await fetch(`${t.app.baseUrl}/api/runtime/sessions/${mine.sessionId}/promotions`);
    await runtimeError({ status: bare.status, body: await bare.json() }, 401, "unauthenticated");
    // Another operator's promotion is not one this session can join (nor tell apart from a missing one).
    await runtimeError(await optIn(mine, ids.other), 404, "promotion_not_found");
    await runtimeError(await optIn(mine, "prm_missing"), 404, "promotion_not_found");
    await runtimeError(await optIn(mine, "not a promotion!"), 400, "invalid_request");
    const get = await mine.api(`/promotions/${ids.club}/opt-in`);
    expect(get.status).toBe(405);
  });

  it("opts in once however often the button is pressed; a promotion without opt-in says so", async () => {
    const browser = await play("panel-player-4");
    const first = await optIn(browser, ids.club);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const joined = promotionOptInResponseSchema.parse(first.body);
    expect(joined.added).toBe(true);
    expect(joined.promotion).toMatchObject({ id: ids.club, optedIn: true });
    const again = promotionOptInResponseSchema.parse((await optIn(browser, ids.club)).body);
    expect(again).toMatchObject({ added: false, promotion: { optedIn: true } });
    expect((await promotionsOf(browser)).find((promotion) => promotion.id === ids.club)?.optedIn).toBe(true);
    await runtimeError(await optIn(browser, ids.race), 409, "promotion_not_opt_in");
  });
});

describe("live updates on the page's event stream", () => {
  it("brings the leaderboard, the player's own standing and a prize drop won after a scoring pass", async () => {
    const browser = await play("player-1");
    const stream = await openEventStream(browser);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.waitForComment((comment) => comment === "connected");
    const { playerTag } = (await promotionsOf(browser)).find((promotion) => promotion.id === ids.race)!;

    const spin = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(spin.status).toBe(200);
    const round = spinResponseSchema.parse(await spin.json()).round;

    // The page's own news: its standing moved in the tournaments, and the drop fell to its round.
    const news = new Map<string, string[]>();
    let drop: { amount: string; currency: string } | null = null;
    let told: Pick<PromotionEvent, "standing" | "participants"> | null = null;
    while (!drop || !news.get(ids.race)?.includes("standing")) {
      const event = promotionEventSchema.parse(JSON.parse((await stream.nextEvent("promotion")).data));
      news.set(event.promotionId, [...(news.get(event.promotionId) ?? []), event.change]);
      if (event.promotionId === ids.race && event.change === "standing")
        told = { standing: event.standing, participants: event.participants };
      if (event.change === "drop") {
        expect(event.promotionId).toBe(ids.rain);
        drop = event.prize;
      }
    }
    expect(drop).toEqual({ amount: "0.50", currency: "EUR" });

    // The tournament's top 10, broadcast to the operator's pages: this player found by its tag.
    let board = null;
    while (!board) {
      const broadcast = broadcastEventSchema.parse(JSON.parse((await stream.nextEvent("broadcast")).data));
      const update = promotionLeaderboardUpdateSchema.safeParse(broadcast.payload);
      if (update.success && update.data.promotionId === ids.race && update.data.top.some((e) => e.tag === playerTag))
        board = update.data;
    }
    const own = board.top.find((entry) => entry.tag === playerTag)!;
    expect(own).toMatchObject({ score: "1", masked: false, player: "pl***1" });
    expect(board.state).toBe("running");

    // What the page reads after the news: its standing (as the event told it, so the page needs no read) and the drop.
    const after = await promotionsOf(browser);
    const race = after.find((promotion) => promotion.id === ids.race)!;
    expect(race.standing).toMatchObject({ rank: own.rank, score: "1" });
    expect(told).toEqual({ standing: race.standing, participants: race.participants });
    const rain = after.find((promotion) => promotion.id === ids.rain)!;
    expect(rain.drops).toEqual([expect.objectContaining({ amount: "0.50", currency: "EUR" })]);
    expect(rain.prizesLeft).toBe(10_000 - 1 - 0); // only this round has drawn so far in this file
    expect(Number(round.bet)).toBeGreaterThanOrEqual(0.2);
  });

  it(
    "brings the final result at settlement: the top 10 settled, and the player's rank and prize",
    async () => {
      const browser = await play("player-2");
      const stream = await openEventStream(browser);
      streams.push(stream);
      await stream.waitForComment((comment) => comment === "connected");
      const sprint = (await promotionsOf(browser)).find((promotion) => promotion.id === ids.sprint);
      expect(sprint?.state, "the sprint must still run when this test starts").toBe("running");
      for (let round = 0; round < 2; round++)
        expect((await browser.post("/spin", { betLevel: 1, coinValue: "0.01" })).status).toBe(200);

      let final = null;
      while (!final) {
        const broadcast = broadcastEventSchema.parse(JSON.parse((await stream.nextEvent("broadcast")).data));
        const update = promotionLeaderboardUpdateSchema.safeParse(broadcast.payload);
        if (update.success && update.data.promotionId === ids.sprint && update.data.state === "settled")
          final = update.data;
      }
      const mine = final.top.find((entry) => entry.tag === sprint!.playerTag);
      expect(mine).toMatchObject({ rank: 1, score: "2", prize: { amount: "100.00", currency: "EUR" } });
      const settled = (await promotionsOf(browser)).find((promotion) => promotion.id === ids.sprint);
      expect(settled).toMatchObject({
        state: "settled",
        standing: { rank: 1, score: "2", prize: { amount: "100.00", currency: "EUR" } },
      });
    },
    SPRINT_MS + 60_000,
  );
});
