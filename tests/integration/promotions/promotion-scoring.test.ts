import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leaderboardResponseSchema, optInPlayersResponseSchema } from "@/lib/contract/promotions-api";
import { providerErrorSchema } from "@/lib/contract/provider-api";
import { spinResponseSchema, type SpinResponse } from "@/lib/contract/runtime-api";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { testDbKind } from "@/tests/support/test-database";
import { StaffClient } from "@/tests/integration/support/graphql-fixtures";
import {
  launch,
  openLaunchUrl,
  postJson,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Tournament scoring (issue 28) against the built app on the demo world: real spins of vs20aurora by demo-casino's
// players (EUR, its in-app demo wallet) and nova-bet's (TRY), scored by the instances' background passes and read
// through the operator API's leaderboard and the console. Three tournaments, made before the app starts: "count"
// (rounds_played, both operators, EUR bets of 0.20 and up), "best" (win_multiplier, opt-in) and "big" (total_win,
// EUR bets of 1.00 and up). On PostgreSQL, a second instance plays beside the first: every round counts once.

const SCORING = { PROMOTION_SCORING_INTERVAL_MS: "200", TRUSTED_PROXY_HOPS: "1" };
const HOUR = 3_600_000;
const ids = { count: "", best: "", big: "", drop: "" };
let t: RuntimeTestContext;
let novaKey = "";

async function tournament(title: string, overrides: Partial<Parameters<typeof createPromotion>[0]["input"]>) {
  const record = await createPromotion({
    input: {
      kind: "tournament",
      title,
      terms: "Test terms.",
      games: ["vs20aurora"],
      operators: ["demo-casino", "nova-bet"],
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
      ...overrides,
    },
    actor: "test:scoring",
  });
  return record.promotion.promotion_id;
}

beforeAll(async () => {
  t = await startRuntimeTest({
    env: SCORING,
    seed: async () => {
      novaKey = (await createApiKey({ kind: "operator", operatorId: "nova-bet", name: "nova", actor: "test:scoring" }))
        .key;
      ids.count = await tournament("Count", {});
      ids.best = await tournament("Best", { scoring: "win_multiplier", opt_in: true });
      ids.big = await tournament("Big", { scoring: "total_win", min_bets: [{ currency: "EUR", amount: "1.00" }] });
      ids.drop = (
        await createPromotion({
          input: {
            kind: "prize_drop",
            title: "Drop",
            terms: "Test terms.",
            games: ["vs20aurora"],
            operators: ["demo-casino"],
            starts_at: new Date(Date.now() - HOUR).toISOString(),
            ends_at: new Date(Date.now() + HOUR).toISOString(),
            base_currency: "EUR",
            min_bets: [{ currency: "EUR", amount: "0.20" }],
            drop_prizes: [{ count: 5, amount: "1.00" }],
            opt_in: false,
          },
          actor: "test:scoring",
        })
      ).promotion.promotion_id;
    },
  });
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

async function play(playerId: string, key = t.operatorKey, baseUrl = t.app.baseUrl): Promise<GameBrowser> {
  const launched = await launch(t.app.baseUrl, key, { external_player_id: playerId, symbol: "vs20aurora" });
  return openLaunchUrl(launched.launch_url.replace(new URL(launched.launch_url).origin, baseUrl), baseUrl);
}

async function spin(browser: GameBrowser, betLevel = 1, coinValue = "0.01"): Promise<SpinResponse> {
  const response = await browser.post("/spin", { betLevel, coinValue });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return spinResponseSchema.parse(body);
}

async function leaderboard(promotionId: string, query = "", key = t.operatorKey) {
  const response = await fetch(`${t.app.baseUrl}/api/provider/v1/promotions/${promotionId}/leaderboard${query}`, {
    headers: { "x-provider-api-key": key },
  });
  const body: unknown = await response.json();
  if (response.status !== 200) return { status: response.status, error: providerErrorSchema.parse(body) };
  return { status: 200, board: leaderboardResponseSchema.parse(body).data };
}

/** The board once it shows `expected` (player → "score after rounds"), as the scorer passes catch up. */
async function boardWhen(promotionId: string, expected: Record<string, string>, query = "", key = t.operatorKey) {
  const scores = async () => {
    const { board } = await leaderboard(promotionId, query, key);
    return Object.fromEntries((board?.items ?? []).map((item) => [item.player, `${item.score} after ${item.rounds}`]));
  };
  await expect.poll(scores, { timeout: 20_000, interval: 250 }).toEqual(expected);
  return (await leaderboard(promotionId, query, key)).board!;
}

const sum = (values: string[]) => values.reduce((total, value) => total + Math.round(Number(value) * 100), 0) / 100;

describe("tournament scoring from real rounds", () => {
  it("counts every qualifying round once, ranks players, shows prizes, and masks other operators' players", async () => {
    const one = await play("player-1");
    const two = await play("player-2");
    const nova = await play("nova-player-1", novaKey);
    // 10 against 2: ranked as numbers, never as text ("10" < "2").
    for (let index = 0; index < 10; index++) await spin(one);
    for (let index = 0; index < 2; index++) await spin(two);
    // TRY has no minimum bet in these tournaments: nova-bet's rounds do not qualify.
    await spin(nova, 1, "0.50");

    const board = await boardWhen(ids.count, { "player-1": "10 after 10", "player-2": "2 after 2" });
    expect(board).toMatchObject({ state: "running", scoring: "rounds_played", participants: 2 });
    expect(board.items).toEqual([
      {
        rank: 1,
        score: "10",
        rounds: 10,
        player: "player-1",
        masked: false,
        prize: { amount: "100.00", currency: "EUR" },
      },
      {
        rank: 2,
        score: "2",
        rounds: 2,
        player: "player-2",
        masked: false,
        prize: { amount: "10.00", currency: "EUR" },
      },
    ]);
    // nova-bet takes part: the same board, demo-casino's players masked.
    const asNova = (await leaderboard(ids.count, "", novaKey)).board!;
    expect(asNova.items.map((item) => [item.player, item.masked])).toEqual([
      ["pl***1", true],
      ["pl***2", true],
    ]);
    // A player below the top follows it.
    const own = (await leaderboard(ids.count, "?limit=1&external_player_id=player-2")).board!;
    expect(own.items.map((item) => [item.rank, item.player])).toEqual([
      [1, "player-1"],
      [2, "player-2"],
    ]);
    // Bets under the minimum do not count in "big" (EUR 1.00 and up).
    expect((await leaderboard(ids.big)).board!.items).toEqual([]);
  });

  it("counts an opt-in tournament's rounds only after the player opted in; best win ÷ bet wins", async () => {
    const browser = await play("player-2");
    await spin(browser);
    const optIn = async (players: string[], promotionId = ids.best) => {
      const response = await postJson(
        `${t.app.baseUrl}/api/provider/v1/promotions/${promotionId}/players`,
        { players },
        { "x-provider-api-key": t.operatorKey },
      );
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const first = await optIn(["player-2"]);
    expect(first.status).toBe(200);
    expect(optInPlayersResponseSchema.parse(first.body).data).toEqual({
      promotion_id: ids.best,
      players_added: 1,
      already_opted_in: [],
    });
    expect(optInPlayersResponseSchema.parse((await optIn(["player-2"])).body).data.already_opted_in).toEqual([
      "player-2",
    ]);
    const refused = await optIn(["player-2"], ids.count);
    expect(refused.status).toBe(409);
    expect(providerErrorSchema.parse(refused.body).error).toBe("promotion_not_opt_in");

    const rounds = [await spin(browser), await spin(browser), await spin(browser)];
    const best = Math.max(...rounds.map((round) => Number(round.round.win) / Number(round.round.bet)));
    const board = await boardWhen(ids.best, { "player-2": `${Number(best.toFixed(8))} after 3` });
    expect(board.items[0]).toMatchObject({ rank: 1, player: "player-2" });
  });

  it("sums wins in the base currency for total_win, from bets at the minimum and up", async () => {
    const browser = await play("player-1");
    const rounds = [await spin(browser, 5), await spin(browser, 5), await spin(browser)];
    expect(rounds.map((round) => round.round.bet)).toEqual(["1.00", "1.00", "0.20"]);
    const won = sum(rounds.slice(0, 2).map((round) => round.round.win));
    const board = await boardWhen(ids.big, { "player-1": `${won} after 2` });
    expect(board.items[0]).toMatchObject({ rank: 1, prize: { amount: "100.00", currency: "EUR" } });
  });

  it("refuses what a leaderboard cannot answer, with the contract's error shape", async () => {
    expect(await leaderboard(ids.drop)).toMatchObject({ status: 409, error: { error: "promotion_not_tournament" } });
    expect(await leaderboard("prm_unknown")).toMatchObject({ status: 404, error: { error: "promotion_not_found" } });
    expect(await leaderboard(ids.count, "?limit=0")).toMatchObject({
      status: 400,
      error: { error: "invalid_request" },
    });
    expect(await leaderboard(ids.count, "?page=2")).toMatchObject({ status: 400, error: { error: "invalid_request" } });
    // The drop is demo-casino's alone.
    expect(await leaderboard(ids.drop, "", novaKey)).toMatchObject({ status: 404 });
  });

  it("shows the console every player with their operator", async () => {
    const staff = new StaffClient(t.app.baseUrl, "203.0.113.30");
    expect((await staff.signIn(t.admin.email, t.admin.password)).signedIn).toBe(true);
    // The operator API's board of the same moment (demo-casino's own players, unmasked), with each one's operator.
    // A scoring pass may still count an earlier test's last rounds between the two reads, so they are read again
    // until a pass has not moved the board between them.
    await vi.waitFor(
      async () => {
        const data = await staff.data(
          `query ($id: ID!) { promotion(promotionId: $id) { leaderboard(first: 5) { participants entries { rank score operatorId externalPlayerId prize { amount } } } } }`,
          { id: ids.count },
        );
        const board = (await leaderboard(ids.count)).board!;
        expect(data.promotion.leaderboard).toEqual({
          participants: board.participants,
          entries: board.items.map((item) => ({
            rank: item.rank,
            score: item.score,
            operatorId: "demo-casino",
            externalPlayerId: item.player,
            prize: item.prize && { amount: item.prize.amount },
          })),
        });
        expect(board.items).toHaveLength(2);
      },
      { timeout: 15_000, interval: 500 },
    );
  });
});

describe.runIf(testDbKind === "postgres")("scoring with two instances", () => {
  let second: AppServer;
  beforeAll(async () => {
    second = await startAppServer({ env: { ...t.database.env, ...SCORING } });
  }, 180_000);
  afterAll(async () => {
    await second?.stop();
  });

  it("counts rounds played on both instances at once exactly once", async () => {
    const before = Object.fromEntries(
      ((await leaderboard(ids.count)).board?.items ?? []).map((item) => [item.player, Number(item.score)]),
    );
    const here = await play("player-1");
    const there = await play("player-2", t.operatorKey, second.baseUrl);
    await Promise.all([
      (async () => {
        for (let index = 0; index < 6; index++) await spin(here);
      })(),
      (async () => {
        for (let index = 0; index < 6; index++) await spin(there);
      })(),
    ]);
    await boardWhen(ids.count, {
      "player-1": `${(before["player-1"] ?? 0) + 6} after ${(before["player-1"] ?? 0) + 6}`,
      "player-2": `${(before["player-2"] ?? 0) + 6} after ${(before["player-2"] ?? 0) + 6}`,
    });
  });
});
