import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceRefreshResponseSchema, launchResponseSchema, providerErrorSchema } from "@/lib/contract/provider-api";
import { prisma } from "@/lib/server/db/prisma";
import {
  canQueryDatabase,
  GAMES,
  startProviderTest,
  type ProviderTestContext,
} from "@/tests/integration/support/provider-fixtures";

// POST /api/provider/v1/player-balance-refresh: input rules, the player's active sessions with the filters, and
// honest counts (no game page can subscribe yet, so nobody is notified).

const REFRESH = "/api/provider/v1/player-balance-refresh";
const PLAYER = "refresh-player";

let t: ProviderTestContext;
const sessions: Record<string, string> = {};

beforeAll(async () => {
  t = await startProviderTest();
  const launches: Array<[string, Record<string, string>, string?]> = [
    ["auroraEur", { symbol: GAMES.aurora.symbol }],
    ["auroraUsd", { symbol: GAMES.aurora.symbol, currency: "usd" }],
    ["oceanicEur", { symbol: GAMES.oceanic.symbol }],
    ["otherPlayer", { symbol: GAMES.aurora.symbol, external_player_id: "someone-else" }],
    ["betaOceanic", { symbol: GAMES.oceanic.symbol }, t.world.betaKey],
  ];
  for (const [name, body, key] of launches) {
    const response = await t.post(
      "/api/provider/v1/launch-url",
      { external_player_id: PLAYER, ...body },
      { key: key ?? t.world.alphaKey },
    );
    sessions[name] = launchResponseSchema.parse(await response.json()).session_id;
  }
});
afterAll(async () => {
  await t?.stop();
});

async function refresh(body: unknown, key = t.world.alphaKey) {
  const response = await t.post(REFRESH, body, { key });
  const json: unknown = await response.json();
  if (response.status !== 200) throw new Error(`refresh answered ${response.status}: ${JSON.stringify(json)}`);
  return balanceRefreshResponseSchema.parse(json);
}

async function expectError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status).toBe(status);
  const body = providerErrorSchema.parse(await response.json());
  expect(body.error).toBe(code);
  return body.detail;
}

describe("balance refresh", () => {
  it("finds every active session of the player for this operator and answers every field twice", async () => {
    const body = await refresh({ external_player_id: PLAYER, request_id: "req-1", reason: "deposit" });
    const { success, data, ...topLevel } = body;
    expect(success).toBe(true);
    expect(topLevel).toEqual(data);
    expect(data).toMatchObject({
      operator_id: "alpha-casino",
      external_player_id: PLAYER,
      request_id: "req-1",
      reason: "deposit",
      sessions_found: 3,
      sessions_notified: 0,
      subscribers_notified: 0,
    });
    expect(data.sessions).toEqual(
      expect.arrayContaining([
        {
          session_id: sessions.auroraEur,
          game_symbol: "tstaurora",
          currency: "EUR",
          active_subscribers: 0,
          notified: false,
        },
        {
          session_id: sessions.auroraUsd,
          game_symbol: "tstaurora",
          currency: "USD",
          active_subscribers: 0,
          notified: false,
        },
        {
          session_id: sessions.oceanicEur,
          game_symbol: "tstoceanic",
          currency: "EUR",
          active_subscribers: 0,
          notified: false,
        },
      ]),
    );
    expect(data.sessions).toHaveLength(3);
  });

  it("generates a request_id when none is sent", async () => {
    const first = await refresh({ external_player_id: PLAYER });
    const second = await refresh({ external_player_id: PLAYER });
    expect(first.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.request_id).not.toBe(first.request_id);
    expect(first.reason.length).toBeGreaterThan(0);
  });

  it("narrows by currency (any case), game symbol or slug, and session id", async () => {
    const byCurrency = await refresh({ external_player_id: PLAYER, currency: "usd" });
    expect(byCurrency.sessions.map((session) => session.session_id)).toEqual([sessions.auroraUsd]);

    const bySymbol = await refresh({ external_player_id: PLAYER, game_symbol: GAMES.aurora.symbol });
    expect(bySymbol.sessions.map((session) => session.session_id).sort()).toEqual(
      [sessions.auroraEur, sessions.auroraUsd].sort(),
    );

    const bySlugAndCurrency = await refresh({
      external_player_id: PLAYER,
      game_symbol: GAMES.aurora.slug,
      currency: "EUR",
    });
    expect(bySlugAndCurrency.sessions.map((session) => session.session_id)).toEqual([sessions.auroraEur]);

    const bySession = await refresh({ external_player_id: PLAYER, session_id: sessions.oceanicEur });
    expect(bySession.sessions_found).toBe(1);
    expect(bySession.sessions[0]?.game_symbol).toBe("tstoceanic");

    // A session of another operator or player is never found through this operator.
    expect((await refresh({ external_player_id: PLAYER, session_id: sessions.betaOceanic })).sessions_found).toBe(0);
    expect((await refresh({ external_player_id: PLAYER, session_id: sessions.otherPlayer })).sessions_found).toBe(0);
    // A known game the player has no session in.
    expect((await refresh({ external_player_id: PLAYER, game_symbol: GAMES.dragon.symbol })).sessions_found).toBe(0);
  });

  it("is scoped to the key's operator, or the one a master key names", async () => {
    const beta = await refresh({ external_player_id: PLAYER }, t.world.betaKey);
    expect(beta.operator_id).toBe("beta-bet");
    expect(beta.sessions.map((session) => session.session_id)).toEqual([sessions.betaOceanic]);
    const master = await refresh({ external_player_id: PLAYER, operator_id: "beta-bet" }, t.world.masterKey);
    expect(master.sessions.map((session) => session.session_id)).toEqual([sessions.betaOceanic]);
    const unknownPlayer = await refresh({ external_player_id: "nobody" });
    expect(unknownPlayer).toMatchObject({
      sessions_found: 0,
      sessions_notified: 0,
      subscribers_notified: 0,
      sessions: [],
    });
  });

  it("refuses bad input with 400, an unknown game with 404 and an inactive operator with 403", async () => {
    const key = t.world.alphaKey;
    expect(await expectError(await t.post(REFRESH, {}, { key }), 400, "missing_field")).toMatch(
      /external_player_id is required/,
    );
    await expectError(await t.post(REFRESH, { external_player_id: 5 }, { key }), 400, "invalid_request");
    await expectError(
      await t.post(REFRESH, { external_player_id: PLAYER, currency: "EURO" }, { key }),
      400,
      "invalid_currency",
    );
    await expectError(
      await t.post(REFRESH, { external_player_id: PLAYER, reason: 7 }, { key }),
      400,
      "invalid_request",
    );
    await expectError(
      await t.post(REFRESH, { external_player_id: PLAYER, game_symbol: "nosuchgame" }, { key }),
      404,
      "game_not_found",
    );
    await expectError(await t.post(REFRESH, "{]", { key }), 400, "invalid_json");
    await expectError(
      await t.post(REFRESH, { external_player_id: PLAYER }, { key: t.world.closedKey }),
      403,
      "operator_inactive",
    );
  });
});

describe.runIf(canQueryDatabase)("session state", () => {
  it("leaves out expired and terminated sessions", async () => {
    await prisma.launchSession.update({
      where: { id: sessions.auroraUsd },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await prisma.launchSession.update({ where: { id: sessions.oceanicEur }, data: { terminatedAt: new Date() } });
    const body = await refresh({ external_player_id: PLAYER });
    expect(body.sessions.map((session) => session.session_id)).toEqual([sessions.auroraEur]);

    // Launching again revives the session.
    const relaunch = await t.post(
      "/api/provider/v1/launch-url",
      { external_player_id: PLAYER, symbol: GAMES.aurora.symbol, currency: "USD" },
      { key: t.world.alphaKey },
    );
    expect(launchResponseSchema.parse(await relaunch.json()).session_id).toBe(sessions.auroraUsd);
    expect((await refresh({ external_player_id: PLAYER })).sessions_found).toBe(2);
  });
});
