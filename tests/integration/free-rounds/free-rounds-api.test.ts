import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCampaignPlayersResponseSchema,
  campaignDetailResponseSchema,
  campaignResponseSchema,
  campaignsResponseSchema,
  createCampaignResponseSchema,
  playerAwardResponseSchema,
  playerAwardsResponseSchema,
} from "@/lib/contract/free-rounds-api";
import { providerErrorSchema } from "@/lib/contract/provider-api";
import { spinResponseSchema } from "@/lib/contract/runtime-api";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { prisma } from "@/lib/server/db/prisma";
import { canQueryDatabase } from "@/tests/integration/support/provider-fixtures";
import {
  launch,
  openLaunchUrl,
  startRuntimeTest,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// The free-rounds operator API (issue #15) against the built app on the demo world: demo-casino (EUR, its catalog
// holds vs20aurora, vs10fruitblaze, vs20dragonpearl…, not bs15cosmic) and nova-bet (another operator). Every error
// code of the design, nothing stored by a failing call, idempotent and concurrent create, players, cancel (a campaign
// or one player's award), paging, the operator's campaigns, a player's awards and history, unknown query parameters
// refused, and operator scoping.

const BASE = "/api/provider/v1/free-rounds";

let t: RuntimeTestContext;
let novaKey = "";

beforeAll(async () => {
  t = await startRuntimeTest({
    seed: async () => {
      novaKey = (
        await createApiKey({ kind: "operator", operatorId: "nova-bet", name: "nova", actor: "test:free-rounds" })
      ).key;
    },
  });
});
afterAll(async () => {
  await t?.stop();
});

interface Answer {
  status: number;
  json: Record<string, unknown> & { data?: Record<string, unknown>; error?: string; detail?: string };
}

async function call(
  method: string,
  path: string,
  options: { body?: unknown; key?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? t.operatorKey : options.key;
  if (key) headers["x-provider-api-key"] = key;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${t.app.baseUrl}${BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, json: (await response.json()) as Answer["json"] };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function campaign(overrides: Record<string, unknown> = {}) {
  return {
    campaign_id: `c-${Math.random().toString(36).slice(2, 10)}`,
    games: ["vs20aurora", "fruit-blaze"],
    rounds: 5,
    bet_level: 1,
    coin_value: "0.1",
    currency: "eur",
    expires_at: inDays(7),
    players: ["player-1", "player-2"],
    ...overrides,
  };
}

function expectError(answer: Answer, status: number, code: string) {
  expect({ status: answer.status, error: answer.json.error }, JSON.stringify(answer.json)).toEqual({
    status,
    error: code,
  });
  providerErrorSchema.parse(answer.json);
}

async function expectNothingStored(campaignId: string) {
  expectError(await call("GET", `/${encodeURIComponent(campaignId)}`), 404, "campaign_not_found");
  if (canQueryDatabase) {
    expect(await prisma.freeRoundsCampaign.count({ where: { campaignId } })).toBe(0);
  }
}

describe("create", () => {
  it("creates a campaign: games stored as symbols, amounts normalised, every player awarded", async () => {
    const body = campaign({ max_win: "50", players: ["player-1", "player-2", "player-3"] });
    const answer = await call("POST", "", { body });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const { data } = createCampaignResponseSchema.parse(answer.json);
    expect(data).toMatchObject({
      campaign_id: body.campaign_id,
      operator_id: "demo-casino",
      state: "active",
      games: ["vs20aurora", "vs10fruitblaze"],
      rounds: 5,
      bet_level: 1,
      coin_value: "0.10",
      currency: "EUR",
      max_win: "50.00",
      players_count: 3,
      rounds_awarded: 15,
      rounds_played: 0,
      win: "0.00",
      cancelled_at: null,
      created: true,
      players_added: 3,
    });
    expect(Date.parse(data.valid_from)).toBeLessThanOrEqual(Date.now());
    expect(data.expires_at).toBe(body.expires_at);

    const read = campaignDetailResponseSchema.parse((await call("GET", `/${body.campaign_id}`)).json).data;
    expect(read.players).toEqual(
      ["player-1", "player-2", "player-3"].map((id) => ({
        external_player_id: id,
        rounds_played: 0,
        rounds_left: 5,
        win: "0.00",
        state: "active",
      })),
    );
    expect(read.players_next_cursor).toBeNull();
  });

  it("answers the same create again with created: false, and another body under the same id with 409", async () => {
    const body = campaign();
    const first = await call("POST", "", { body });
    expect(first.status).toBe(201);
    const again = await call("POST", "", { body });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ ...first.json.data, created: false });
    // The same body with amounts written differently is the same body.
    expect((await call("POST", "", { body: { ...body, coin_value: "0.100", currency: "EUR" } })).status).toBe(200);
    expectError(await call("POST", "", { body: { ...body, rounds: 6 } }), 409, "campaign_exists");
    expectError(await call("POST", "", { body: { ...body, players: ["player-1"] } }), 409, "campaign_exists");
    const read = campaignDetailResponseSchema.parse((await call("GET", `/${body.campaign_id}`)).json).data;
    expect(read.rounds).toBe(5);
    expect(read.players_count).toBe(2);
  });

  it("answers a re-send with the game symbols the answer listed (instead of the slugs sent, in any order) as the same campaign", async () => {
    const body = campaign({ games: ["aurora-riches", "fruit-blaze", "vs20aurora"] });
    const first = await call("POST", "", { body });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const games = createCampaignResponseSchema.parse(first.json).data.games;
    expect(games).toEqual(["vs20aurora", "vs10fruitblaze"]);
    for (const resent of [games, [...games].reverse(), ["vs10fruitblaze", "aurora-riches"]]) {
      const again = await call("POST", "", { body: { ...body, games: resent } });
      expect(again.status, `${resent.join(",")}: ${JSON.stringify(again.json)}`).toBe(200);
      expect(again.json.data?.created).toBe(false);
    }
    // A genuinely different set of games is another campaign.
    expectError(await call("POST", "", { body: { ...body, games: ["vs20aurora"] } }), 409, "campaign_exists");
    expectError(
      await call("POST", "", { body: { ...body, games: ["vs20aurora", "vs10fruitblaze", "vs20dragonpearl"] } }),
      409,
      "campaign_exists",
    );
  });

  it("20 concurrent identical creates store exactly one campaign and one set of awards", async () => {
    const players = Array.from({ length: 50 }, (_, index) => `crowd-${index}`);
    const body = campaign({ players });
    const answers = await Promise.all(Array.from({ length: 20 }, () => call("POST", "", { body })));
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
    const campaigns = answers.map((answer) => createCampaignResponseSchema.parse(answer.json).data);
    for (const data of campaigns) expect({ ...data, created: true }).toEqual({ ...campaigns[0], created: true });
    expect(campaigns[0]!.players_count).toBe(50);
    if (canQueryDatabase) {
      expect(await prisma.freeRoundsCampaign.count({ where: { campaignId: body.campaign_id } })).toBe(1);
      expect(await prisma.freeRoundsAward.count({ where: { campaign: { campaignId: body.campaign_id } } })).toBe(50);
      expect(
        await prisma.auditLog.count({
          where: { action: "free_rounds.campaign.create", after: { path: ["campaign_id"], equals: body.campaign_id } },
        }),
      ).toBe(1);
    }
  });

  // How fast is the benchmark's (BENCHMARKS.md, row FR: 100,000 players over 10 calls): here only that it works.
  it("awards 10,000 players in one call (a body beyond the usual JSON limit)", async () => {
    const players = Array.from({ length: 10_000 }, (_, index) => `bulk-player-${String(index).padStart(5, "0")}`);
    const body = campaign({ players });
    const answer = await call("POST", "", { body });
    expect(answer.status, JSON.stringify(answer.json).slice(0, 500)).toBe(201);
    expect(createCampaignResponseSchema.parse(answer.json).data).toMatchObject({
      players_count: 10_000,
      rounds_awarded: 50_000,
    });
    const read = campaignDetailResponseSchema.parse((await call("GET", `/${body.campaign_id}`)).json).data;
    expect(read.players).toHaveLength(10_000);
    expect(read.players_next_cursor).toBeNull();
  });
});

describe("bad input: the specific 400 and nothing stored", () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["an unknown game", { games: ["vs20aurora", "no-such-game"] }, "unknown_game"],
    ["a game outside the operator's catalog", { games: ["vs20aurora", "bs15cosmic"] }, "game_not_in_catalog"],
    ["a bet level no game offers", { bet_level: 7 }, "bet_not_offered"],
    [
      "a bet level one of the games lacks",
      { games: ["vs20dragonpearl", "vs20aurora"], bet_level: 20 },
      "bet_not_offered",
    ],
    ["a coin the games do not offer", { coin_value: "0.03" }, "bet_not_offered"],
    ["no rounds", { rounds: 0 }, "rounds_out_of_range"],
    ["too many rounds", { rounds: 1001 }, "rounds_out_of_range"],
    ["an expiry in the past", { expires_at: new Date(Date.now() - 60_000).toISOString() }, "expiry_in_past"],
    ["valid_from after expires_at", { valid_from: inDays(3), expires_at: inDays(2) }, "invalid_campaign_window"],
    ["a repeated player", { players: ["player-1", "dup-player", "dup-player"] }, "duplicate_players"],
    [
      "more than 10,000 players",
      { players: Array.from({ length: 10_001 }, (_, index) => `p${index}`) },
      "too_many_players",
    ],
    ["a coin finer than the currency", { currency: "JPY", coin_value: "0.10" }, "currency_mismatch"],
    ["a max_win finer than the currency", { max_win: "1.005" }, "currency_mismatch"],
    ["an unknown currency", { currency: "XXQ" }, "invalid_currency"],
    ["no players", { players: [] }, "invalid_request"],
    ["a missing expiry", { expires_at: undefined }, "missing_field"],
  ];
  it.each(cases)("%s", async (_name, overrides, code) => {
    const body = campaign(overrides);
    const answer = await call("POST", "", { body });
    expectError(answer, 400, code);
    if (code === "duplicate_players") expect(answer.json.detail).toContain('"dup-player"');
    await expectNothingStored(body.campaign_id);
  });

  it("refuses a blank campaign id, one with bidirectional controls and one with a NUL byte, in the body and the path: 400, nothing stored", async () => {
    const before = canQueryDatabase ? await prisma.freeRoundsCampaign.count() : 0;
    for (const campaignId of ["   ", "welcome-\u202e6202", "\u2066vip\u2069", "c-\u0000-nul"]) {
      const what = JSON.stringify(campaignId);
      const created = await call("POST", "", { body: campaign({ campaign_id: campaignId }) });
      expectError(created, 400, "invalid_request");
      expect(created.json.detail, what).toMatch(/^campaign_id must not (be blank|contain)/);
      const path = `/${encodeURIComponent(campaignId)}`;
      for (const [method, suffix, body] of [
        ["GET", "", undefined],
        ["POST", "/cancel", undefined],
        ["POST", "/players", { players: ["player-9"] }],
      ] as const) {
        const answer = await call(method, `${path}${suffix}`, { body });
        expectError(answer, 400, "invalid_request");
        expect(answer.json.detail, `${method} ${what}${suffix}`).toMatch(
          /^Invalid campaign_id: must not (be blank|contain)/,
        );
      }
    }
    if (canQueryDatabase) expect(await prisma.freeRoundsCampaign.count()).toBe(before);
  });

  it("a bet level that every game offers (the special bet's 20 in Dragon Pearl alone) is accepted", async () => {
    const answer = await call("POST", "", { body: campaign({ games: ["vs20dragonpearl"], bet_level: 20 }) });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  });

  it("refuses a missing or invalid key, and a master key without operator_id", async () => {
    const body = campaign();
    expectError(await call("POST", "", { body, key: null }), 401, "missing_api_key");
    expectError(await call("POST", "", { body, key: "gpk_not_a_real_key" }), 401, "invalid_api_key");
    expectError(await call("POST", "", { body, key: t.masterKey }), 400, "missing_field");
    await expectNothingStored(body.campaign_id);
    expectError(await call("GET", "?external_player_id=player-1", { key: null }), 401, "missing_api_key");
    expectError(await call("GET", `/${body.campaign_id}`, { key: "gpk_not_a_real_key" }), 401, "invalid_api_key");

    const created = await call("POST", "", { body: { ...body, operator_id: "demo-casino" }, key: t.masterKey });
    expect(created.status).toBe(201);
    expect(created.json.data?.operator_id).toBe("demo-casino");
    expectError(await call("GET", `/${body.campaign_id}`, { key: t.masterKey }), 400, "missing_field");
    expect((await call("GET", `/${body.campaign_id}?operator_id=demo-casino`, { key: t.masterKey })).status).toBe(200);
    expect(
      (
        await call("POST", `/${body.campaign_id}/cancel`, {
          key: t.masterKey,
          headers: { "x-operator-id": "demo-casino" },
        })
      ).status,
    ).toBe(200);
  });

  it("answers other methods with the contract's JSON 405", async () => {
    const put = await call("PUT", "", { body: {} });
    expectError(put, 405, "method_not_allowed");
    expectError(await call("GET", "/some-campaign/cancel"), 405, "method_not_allowed");
    expectError(await call("DELETE", "/some-campaign"), 405, "method_not_allowed");
    expectError(await call("GET", "/some-campaign/players"), 405, "method_not_allowed");
  });
});

describe("players, cancel and reads", () => {
  it("adds new players and lists those already awarded; refuses a cancelled campaign", async () => {
    const body = campaign({ players: ["player-1", "player-2"] });
    expect((await call("POST", "", { body })).status).toBe(201);
    const added = await call("POST", `/${body.campaign_id}/players`, {
      body: { players: ["player-3", "player-1", "player-4"] },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const data = addCampaignPlayersResponseSchema.parse(added.json).data;
    expect(data).toMatchObject({
      players_count: 4,
      rounds_awarded: 20,
      players_added: 2,
      already_awarded: ["player-1"],
    });
    // A retry adds nothing.
    const retry = addCampaignPlayersResponseSchema.parse(
      (await call("POST", `/${body.campaign_id}/players`, { body: { players: ["player-3", "player-4"] } })).json,
    ).data;
    expect(retry).toMatchObject({ players_count: 4, players_added: 0, already_awarded: ["player-3", "player-4"] });

    expectError(
      await call("POST", `/${body.campaign_id}/players`, { body: { players: ["x", "x"] } }),
      400,
      "duplicate_players",
    );
    expectError(
      await call("POST", `/no-such-campaign/players`, { body: { players: ["x"] } }),
      404,
      "campaign_not_found",
    );

    expect((await call("POST", `/${body.campaign_id}/cancel`)).status).toBe(200);
    expectError(
      await call("POST", `/${body.campaign_id}/players`, { body: { players: ["player-5"] } }),
      409,
      "campaign_not_active",
    );
    const read = campaignDetailResponseSchema.parse((await call("GET", `/${body.campaign_id}`)).json).data;
    expect(read.players_count).toBe(4);
  });

  it("cancels idempotently: the campaign and its awards read cancelled with no rounds left", async () => {
    const body = campaign();
    expect((await call("POST", "", { body })).status).toBe(201);
    const first = await call("POST", `/${body.campaign_id}/cancel`);
    expect(first.status).toBe(200);
    const cancelled = campaignResponseSchema.parse(first.json).data;
    expect(cancelled.state).toBe("cancelled");
    expect(cancelled.cancelled_at).not.toBeNull();
    const again = campaignResponseSchema.parse((await call("POST", `/${body.campaign_id}/cancel`)).json).data;
    expect(again).toEqual(cancelled);
    const read = campaignDetailResponseSchema.parse((await call("GET", `/${body.campaign_id}`)).json).data;
    expect(read.players.map((player) => [player.state, player.rounds_left])).toEqual([
      ["cancelled", 0],
      ["cancelled", 0],
    ]);
    expectError(await call("POST", `/no-such-campaign/cancel`), 404, "campaign_not_found");
    if (canQueryDatabase) {
      const keyId = (await prisma.apiKey.findFirstOrThrow({ where: { operatorId: "demo-casino", revokedAt: null } }))
        .id;
      const audits = await prisma.auditLog.findMany({
        where: {
          targetType: "free_rounds_campaign",
          action: "free_rounds.campaign.cancel",
          after: { path: ["campaign_id"], equals: body.campaign_id },
        },
      });
      expect(audits.map((audit) => audit.actor)).toEqual([`api:${keyId}`]);
    }
  });

  it("pages a campaign's players by external_player_id", async () => {
    const players = ["p-e", "p-a", "p-d", "p-b", "p-c"];
    const body = campaign({ players });
    expect((await call("POST", "", { body })).status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?players_limit=2${cursor ? `&players_cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = campaignDetailResponseSchema.parse((await call("GET", `/${body.campaign_id}${query}`)).json).data;
      expect(page.players.length).toBeLessThanOrEqual(2);
      expect(page.players_count).toBe(5);
      seen.push(...page.players.map((player) => player.external_player_id));
      cursor = page.players_next_cursor;
      pages += 1;
    } while (cursor !== null);
    expect(seen).toEqual(["p-a", "p-b", "p-c", "p-d", "p-e"]);
    expect(pages).toBe(3);
    expectError(await call("GET", `/${body.campaign_id}?players_cursor=nonsense`), 400, "invalid_request");
    expectError(await call("GET", `/${body.campaign_id}?players_limit=0`), 400, "invalid_request");
    expectError(await call("GET", `/${body.campaign_id}?players_limit=10001`), 400, "invalid_request");
  });

  it("lists a player's active awards only: cancelled and expired ones are left out", async () => {
    const player = "award-lister";
    const active = campaign({ players: [player], games: ["vs20aurora"], max_win: "20.00" });
    const cancelled = campaign({ players: [player] });
    const expiring = campaign({ players: [player], expires_at: new Date(Date.now() + 1_500).toISOString() });
    for (const body of [active, cancelled, expiring]) expect((await call("POST", "", { body })).status).toBe(201);
    expect((await call("POST", `/${cancelled.campaign_id}/cancel`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_600));

    const listed = await call("GET", `?external_player_id=${player}`);
    expect(listed.status).toBe(200);
    const { data } = playerAwardsResponseSchema.parse(listed.json);
    expect(data.external_player_id).toBe(player);
    expect(data.awards).toEqual([
      expect.objectContaining({
        campaign_id: active.campaign_id,
        external_player_id: player,
        state: "active",
        games: ["vs20aurora"],
        rounds: 5,
        rounds_played: 0,
        rounds_left: 5,
        bet_level: 1,
        coin_value: "0.10",
        currency: "EUR",
        win: "0.00",
        max_win: "20.00",
        expires_at: active.expires_at,
      }),
    ]);
    expect(data.awards[0]!.award_id).toMatch(/^fra_/);

    const expired = campaignDetailResponseSchema.parse((await call("GET", `/${expiring.campaign_id}`)).json).data;
    expect(expired.state).toBe("expired");
    expect(expired.players).toEqual([
      { external_player_id: player, rounds_played: 0, rounds_left: 0, win: "0.00", state: "expired" },
    ]);
    expectError(
      await call("POST", `/${expiring.campaign_id}/players`, { body: { players: ["late"] } }),
      409,
      "campaign_not_active",
    );
    // Without a player the same endpoint lists the operator's campaigns (see below).
    expect(
      campaignsResponseSchema.parse((await call("GET", "")).json).data.items.map((item) => item.campaign_id),
    ).toContain(expiring.campaign_id);
  });
});

describe("operator extensions: campaigns list, a player's history, cancel one award, unknown parameters", () => {
  it("lists the operator's campaigns newest first, paged, filtered by state", async () => {
    const created: string[] = [];
    for (let index = 0; index < 3; index++) {
      const body = campaign({ players: ["lister"] });
      expect((await call("POST", "", { body })).status).toBe(201);
      created.unshift(body.campaign_id);
    }
    expect((await call("POST", `/${created[1]}/cancel`)).status).toBe(200);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await call("GET", `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      const page = campaignsResponseSchema.parse(answer.json).data;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.campaign_id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen.slice(0, 3)).toEqual(created);
    expect(new Set(seen).size).toBe(seen.length);

    const cancelled = campaignsResponseSchema.parse((await call("GET", "?state=cancelled&limit=200")).json).data.items;
    expect(cancelled.every((item) => item.state === "cancelled")).toBe(true);
    expect(cancelled.map((item) => item.campaign_id)).toContain(created[1]);
    const active = campaignsResponseSchema.parse((await call("GET", "?state=active&limit=200")).json).data.items;
    expect(active.every((item) => item.state === "active")).toBe(true);
    expect(active.map((item) => item.campaign_id)).toEqual(expect.arrayContaining([created[0], created[2]]));
    expect(active.map((item) => item.campaign_id)).not.toContain(created[1]);

    // Another operator sees none of them.
    const nova = campaignsResponseSchema.parse((await call("GET", "?limit=200", { key: novaKey })).json).data.items;
    expect(nova.every((item) => item.operator_id === "nova-bet")).toBe(true);
    expectError(await call("GET", "?state=completed"), 400, "invalid_request");
    expectError(await call("GET", "?limit=0"), 400, "invalid_request");
    expectError(await call("GET", "?limit=201"), 400, "invalid_request");
    const badCursor = await call("GET", "?cursor=nonsense");
    expectError(badCursor, 400, "invalid_request");
    expect(badCursor.json.detail).toMatch(/^cursor /);
  });

  it("cancels one player's award: the others play on; idempotent and audited; another operator can neither see nor cancel it", async () => {
    const body = campaign({ players: ["keep-1", "drop-1", "keep-2"] });
    expect((await call("POST", "", { body })).status).toBe(201);
    const first = await call("POST", `/${body.campaign_id}/players/drop-1/cancel`);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const cancelled = playerAwardResponseSchema.parse(first.json).data;
    expect(cancelled).toMatchObject({
      campaign_id: body.campaign_id,
      external_player_id: "drop-1",
      state: "cancelled",
      rounds_left: 0,
      win: "0.00",
    });
    expect(
      playerAwardResponseSchema.parse((await call("POST", `/${body.campaign_id}/players/drop-1/cancel`)).json).data,
    ).toEqual(cancelled);

    const read = campaignDetailResponseSchema.parse((await call("GET", `/${body.campaign_id}`)).json).data;
    expect(read.state).toBe("active");
    expect(read.players.map((player) => [player.external_player_id, player.state, player.rounds_left])).toEqual([
      ["drop-1", "cancelled", 0],
      ["keep-1", "active", 5],
      ["keep-2", "active", 5],
    ]);
    expect(
      playerAwardsResponseSchema.parse((await call("GET", "?external_player_id=drop-1")).json).data.awards,
    ).toEqual([]);

    expectError(await call("POST", `/${body.campaign_id}/players/nobody/cancel`), 404, "award_not_found");
    expectError(await call("POST", `/no-such-campaign/players/keep-1/cancel`), 404, "campaign_not_found");
    expectError(await call("GET", `/${body.campaign_id}/players/keep-1/cancel`), 405, "method_not_allowed");
    // Another operator's key can neither see nor cancel it.
    expectError(
      await call("POST", `/${body.campaign_id}/players/keep-1/cancel`, { key: novaKey }),
      404,
      "campaign_not_found",
    );
    expectError(
      await call("POST", `/${body.campaign_id}/players/keep-1/cancel?operator_id=demo-casino`, { key: novaKey }),
      403,
      "wrong_operator_scope",
    );
    expect((await call("POST", `/${body.campaign_id}/players/keep-1/cancel`, { key: t.masterKey })).status).toBe(400);
    const after = campaignDetailResponseSchema.parse((await call("GET", `/${body.campaign_id}`)).json).data;
    expect(
      after.players.filter((player) => player.state === "active").map((player) => player.external_player_id),
    ).toEqual(["keep-1", "keep-2"]);
    if (canQueryDatabase) {
      const audits = await prisma.auditLog.findMany({
        where: { action: "free_rounds.award.cancel", after: { path: ["campaign_id"], equals: body.campaign_id } },
      });
      expect(
        audits.map((audit) => [audit.targetType, (audit.after as { external_player_id: string }).external_player_id]),
      ).toEqual([["free_rounds_award", "drop-1"]]);
    }
  });

  it("keeps a player's history: state=all pages every award newest first; a completed award cannot be cancelled", async () => {
    // A demo wallet player nobody else here awards: a free round needs no balance.
    const player = "player-broke";
    const played = campaign({ players: [player], games: ["vs20aurora"], rounds: 1 });
    const dropped = campaign({ players: [player] });
    const open = campaign({ players: [player] });
    for (const body of [played, dropped, open]) expect((await call("POST", "", { body })).status).toBe(201);
    expect((await call("POST", `/${dropped.campaign_id}/cancel`)).status).toBe(200);

    // Play the one round of `played` in the game.
    const awards = playerAwardsResponseSchema.parse((await call("GET", `?external_player_id=${player}`)).json).data
      .awards;
    const award = awards.find((entry) => entry.campaign_id === played.campaign_id)!;
    const browser = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: player })).launch_url,
    );
    const spin = await browser.post(
      "/spin",
      { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: award.award_id },
      { headers: { "idempotency-key": "history-1" } },
    );
    expect(spin.status).toBe(200);
    expect(spinResponseSchema.parse(await spin.json()).freeRounds).toMatchObject({ state: "completed", roundsLeft: 0 });
    expectError(await call("POST", `/${played.campaign_id}/players/${player}/cancel`), 409, "award_not_active");

    const active = playerAwardsResponseSchema.parse((await call("GET", `?external_player_id=${player}`)).json).data;
    expect(active.awards.map((entry) => entry.campaign_id)).toEqual([open.campaign_id]);
    expect(active.next_cursor).toBeNull();
    const history: Array<[string, string]> = [];
    let cursor: string | null = null;
    do {
      const answer = await call(
        "GET",
        `?external_player_id=${player}&state=all&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      const page = playerAwardsResponseSchema.parse(answer.json).data;
      history.push(...page.awards.map((entry): [string, string] => [entry.campaign_id, entry.state]));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(history).toEqual([
      [open.campaign_id, "active"],
      [dropped.campaign_id, "cancelled"],
      [played.campaign_id, "completed"],
    ]);
    const completed = playerAwardsResponseSchema.parse(
      (await call("GET", `?external_player_id=${player}&state=completed`)).json,
    ).data.awards;
    expect(completed.map((entry) => [entry.campaign_id, entry.rounds_played, entry.rounds_left])).toEqual([
      [played.campaign_id, 1, 0],
    ]);
    expect(
      playerAwardsResponseSchema.parse(
        (await call("GET", `?external_player_id=${player}&state=all`, { key: novaKey })).json,
      ).data.awards,
    ).toEqual([]);
  });

  it("refuses unknown query parameters with a 400 naming them, and changes nothing", async () => {
    const body = campaign({ players: ["strict-player"] });
    expect((await call("POST", "", { body })).status).toBe(201);
    const misspelt = await call("GET", "?external_player=strict-player");
    expectError(misspelt, 400, "invalid_request");
    expect(misspelt.json.detail).toContain('"external_player"');
    expectError(
      await call("GET", `?external_player_id=strict-player&campaign_id=${body.campaign_id}`),
      400,
      "invalid_request",
    );
    expectError(await call("GET", `/${body.campaign_id}?players_limt=2`), 400, "invalid_request");
    const cancel = await call("POST", `/${body.campaign_id}/cancel?force=1&dry_run=1`);
    expectError(cancel, 400, "invalid_request");
    expect(cancel.json.detail).toMatch(/"force", "dry_run"/);
    expectError(
      await call("POST", `/${body.campaign_id}/players/strict-player/cancel?reason=x`),
      400,
      "invalid_request",
    );
    expectError(
      await call("POST", `/${body.campaign_id}/players?notify=1`, { body: { players: ["late"] } }),
      400,
      "invalid_request",
    );
    expectError(await call("POST", "?dry_run=1", { body: campaign() }), 400, "invalid_request");
    const read = campaignDetailResponseSchema.parse(
      (await call("GET", `/${body.campaign_id}?operator_id=demo-casino`)).json,
    ).data;
    expect(read).toMatchObject({ state: "active", players_count: 1 });
    expect(read.players[0]).toMatchObject({ state: "active" });
  });
});

describe("operator scoping", () => {
  it("another operator's campaign is not found, and campaign ids are per operator", async () => {
    const body = campaign({ players: ["scoped-player"] });
    expect((await call("POST", "", { body })).status).toBe(201);
    expectError(await call("GET", `/${body.campaign_id}`, { key: novaKey }), 404, "campaign_not_found");
    expectError(
      await call("POST", `/${body.campaign_id}/players`, { body: { players: ["x"] }, key: novaKey }),
      404,
      "campaign_not_found",
    );
    expectError(await call("POST", `/${body.campaign_id}/cancel`, { key: novaKey }), 404, "campaign_not_found");
    const novaList = playerAwardsResponseSchema.parse(
      (await call("GET", "?external_player_id=scoped-player", { key: novaKey })).json,
    ).data;
    expect(novaList.awards).toEqual([]);
    expectError(
      await call("GET", `/${body.campaign_id}?operator_id=demo-casino`, { key: novaKey }),
      403,
      "wrong_operator_scope",
    );

    // nova-bet may use the same campaign_id for a campaign of its own (TRY).
    const nova = await call("POST", "", { body: { ...body, currency: "TRY", games: ["bs15cosmic"] }, key: novaKey });
    expect(nova.status, JSON.stringify(nova.json)).toBe(201);
    expect(nova.json.data?.operator_id).toBe("nova-bet");
    expect(campaignResponseSchema.parse((await call("GET", `/${body.campaign_id}`)).json).data.state).toBe("active");
  });
});
