import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCampaignPlayersResponseSchema,
  campaignDetailResponseSchema,
  campaignResponseSchema,
  createCampaignResponseSchema,
  playerAwardsResponseSchema,
} from "@/lib/contract/free-rounds-api";
import { providerErrorSchema } from "@/lib/contract/provider-api";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { prisma } from "@/lib/server/db/prisma";
import { canQueryDatabase } from "@/tests/integration/support/provider-fixtures";
import { startRuntimeTest, type RuntimeTestContext } from "@/tests/integration/support/runtime-fixtures";

// The free-rounds operator API (issue #15) against the built app on the demo world: demo-casino (EUR, its catalog
// holds vs20aurora, vs10fruitblaze, vs20dragonpearl…, not bs15cosmic) and nova-bet (another operator). Every error
// code of the design, nothing stored by a failing call, idempotent and concurrent create, players, cancel, paging,
// a player's active awards, and operator scoping.

const BASE = "/api/provider/v1/free-rounds";

let t: RuntimeTestContext;
let novaKey = "";

beforeAll(async () => {
  t = await startRuntimeTest({
    seed: async () => {
      novaKey = (await createApiKey({ kind: "operator", operatorId: "nova-bet", name: "nova", actor: "test:free-rounds" })).key;
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

async function call(method: string, path: string, options: { body?: unknown; key?: string | null; headers?: Record<string, string> } = {}): Promise<Answer> {
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
  expect({ status: answer.status, error: answer.json.error }, JSON.stringify(answer.json)).toEqual({ status, error: code });
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
      ["player-1", "player-2", "player-3"].map((id) => ({ external_player_id: id, rounds_played: 0, rounds_left: 5, win: "0.00", state: "active" })),
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
      expect(await prisma.auditLog.count({ where: { action: "free_rounds.campaign.create", after: { path: ["campaign_id"], equals: body.campaign_id } } })).toBe(1);
    }
  });

  it("awards 10,000 players in one call (a body beyond the usual JSON limit)", async () => {
    const players = Array.from({ length: 10_000 }, (_, index) => `bulk-player-${String(index).padStart(5, "0")}`);
    const body = campaign({ players });
    const started = performance.now();
    const answer = await call("POST", "", { body });
    expect(answer.status, JSON.stringify(answer.json).slice(0, 500)).toBe(201);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(createCampaignResponseSchema.parse(answer.json).data).toMatchObject({ players_count: 10_000, rounds_awarded: 50_000 });
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
    ["a bet level one of the games lacks", { games: ["vs20dragonpearl", "vs20aurora"], bet_level: 20 }, "bet_not_offered"],
    ["a coin the games do not offer", { coin_value: "0.03" }, "bet_not_offered"],
    ["no rounds", { rounds: 0 }, "rounds_out_of_range"],
    ["too many rounds", { rounds: 1001 }, "rounds_out_of_range"],
    ["an expiry in the past", { expires_at: new Date(Date.now() - 60_000).toISOString() }, "expiry_in_past"],
    ["valid_from after expires_at", { valid_from: inDays(3), expires_at: inDays(2) }, "invalid_campaign_window"],
    ["a repeated player", { players: ["player-1", "dup-player", "dup-player"] }, "duplicate_players"],
    ["more than 10,000 players", { players: Array.from({ length: 10_001 }, (_, index) => `p${index}`) }, "too_many_players"],
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
      for (const [method, suffix, body] of [["GET", "", undefined], ["POST", "/cancel", undefined], ["POST", "/players", { players: ["player-9"] }]] as const) {
        const answer = await call(method, `${path}${suffix}`, { body });
        expectError(answer, 400, "invalid_request");
        expect(answer.json.detail, `${method} ${what}${suffix}`).toMatch(/^Invalid campaign_id: must not (be blank|contain)/);
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
    expect((await call("POST", `/${body.campaign_id}/cancel`, { key: t.masterKey, headers: { "x-operator-id": "demo-casino" } })).status).toBe(200);
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
    const added = await call("POST", `/${body.campaign_id}/players`, { body: { players: ["player-3", "player-1", "player-4"] } });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const data = addCampaignPlayersResponseSchema.parse(added.json).data;
    expect(data).toMatchObject({ players_count: 4, rounds_awarded: 20, players_added: 2, already_awarded: ["player-1"] });
    // A retry adds nothing.
    const retry = addCampaignPlayersResponseSchema.parse((await call("POST", `/${body.campaign_id}/players`, { body: { players: ["player-3", "player-4"] } })).json).data;
    expect(retry).toMatchObject({ players_count: 4, players_added: 0, already_awarded: ["player-3", "player-4"] });

    expectError(await call("POST", `/${body.campaign_id}/players`, { body: { players: ["x", "x"] } }), 400, "duplicate_players");
    expectError(await call("POST", `/no-such-campaign/players`, { body: { players: ["x"] } }), 404, "campaign_not_found");

    expect((await call("POST", `/${body.campaign_id}/cancel`)).status).toBe(200);
    expectError(await call("POST", `/${body.campaign_id}/players`, { body: { players: ["player-5"] } }), 409, "campaign_not_active");
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
    expect(read.players.map((player) => [player.state, player.rounds_left])).toEqual([["cancelled", 0], ["cancelled", 0]]);
    expectError(await call("POST", `/no-such-campaign/cancel`), 404, "campaign_not_found");
    if (canQueryDatabase) {
      const keyId = (await prisma.apiKey.findFirstOrThrow({ where: { operatorId: "demo-casino", revokedAt: null } })).id;
      const audits = await prisma.auditLog.findMany({ where: { targetType: "free_rounds_campaign", action: "free_rounds.campaign.cancel", after: { path: ["campaign_id"], equals: body.campaign_id } } });
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
    expect(expired.players).toEqual([{ external_player_id: player, rounds_played: 0, rounds_left: 0, win: "0.00", state: "expired" }]);
    expectError(await call("POST", `/${expiring.campaign_id}/players`, { body: { players: ["late"] } }), 409, "campaign_not_active");
    expectError(await call("GET", ""), 400, "missing_field");
  });
});

describe("operator scoping", () => {
  it("another operator's campaign is not found, and campaign ids are per operator", async () => {
    const body = campaign({ players: ["scoped-player"] });
    expect((await call("POST", "", { body })).status).toBe(201);
    expectError(await call("GET", `/${body.campaign_id}`, { key: novaKey }), 404, "campaign_not_found");
    expectError(await call("POST", `/${body.campaign_id}/players`, { body: { players: ["x"] }, key: novaKey }), 404, "campaign_not_found");
    expectError(await call("POST", `/${body.campaign_id}/cancel`, { key: novaKey }), 404, "campaign_not_found");
    const novaList = playerAwardsResponseSchema.parse((await call("GET", "?external_player_id=scoped-player", { key: novaKey })).json).data;
    expect(novaList.awards).toEqual([]);
    expectError(await call("GET", `/${body.campaign_id}?operator_id=demo-casino`, { key: novaKey }), 403, "wrong_operator_scope");

    // nova-bet may use the same campaign_id for a campaign of its own (TRY).
    const nova = await call("POST", "", { body: { ...body, currency: "TRY", games: ["bs15cosmic"] }, key: novaKey });
    expect(nova.status, JSON.stringify(nova.json)).toBe(201);
    expect(nova.json.data?.operator_id).toBe("nova-bet");
    expect(campaignResponseSchema.parse((await call("GET", `/${body.campaign_id}`)).json).data.state).toBe("active");
  });
});
