import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceRefreshResponseSchema,
  catalogResponseSchema,
  launchResponseSchema,
  providerErrorSchema,
} from "@/lib/contract/provider-api";
import { prisma } from "@/lib/server/db/prisma";
import {
  canQueryDatabase,
  GAMES,
  startProviderTest,
  type ProviderTestContext,
} from "@/tests/integration/support/provider-fixtures";

// POST /api/provider/v1/launch-url: sessions created and refreshed, the shared allowlist, input rules, and the
// production rule for GAME_BASE_URL. The game pages live at GAME_BASE_URL, set here to a distinct address.

const GAME_BASE_URL = "http://games.test.example:8443/base";
const LAUNCH = "/api/provider/v1/launch-url";

let t: ProviderTestContext;

beforeAll(async () => {
  t = await startProviderTest({
    env: { GAME_BASE_URL, LAUNCH_SESSION_TTL_SECONDS: "900", CURRENCY_EXPONENTS: "XBT:8" },
  });
});
afterAll(async () => {
  await t?.stop();
});

async function launch(body: unknown, key = t.world.alphaKey) {
  const response = await t.post(LAUNCH, body, { key });
  const json: unknown = await response.json();
  if (response.status !== 200) throw new Error(`launch answered ${response.status}: ${JSON.stringify(json)}`);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return launchResponseSchema.parse(json);
}

async function expectError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status).toBe(status);
  const body = providerErrorSchema.parse(await response.json());
  expect(body.error).toBe(code);
  return body.detail;
}

/** Active sessions of a player as the API sees them: works on both backends. */
async function activeSessions(player: string, key = t.world.alphaKey) {
  const response = await t.post("/api/provider/v1/player-balance-refresh", { external_player_id: player }, { key });
  return balanceRefreshResponseSchema.parse(await response.json()).sessions;
}

const tokenOf = (launchUrl: string) => new URL(launchUrl).searchParams.get("token") ?? "";

describe("launching", () => {
  it("creates a session and returns every field at the top level and again in data", async () => {
    const before = Date.now();
    const body = await launch({
      symbol: GAMES.aurora.symbol,
      external_player_id: "player-1",
      lang: "tr",
      coin: "0.10",
    });
    const { success, data, ...topLevel } = body;
    expect(success).toBe(true);
    expect(topLevel).toEqual(data);
    expect(data).toMatchObject({
      symbol: "tstaurora",
      slug: "test-aurora",
      operator_id: "alpha-casino",
      currency: "EUR",
      lang: "tr",
    });
    expect(data.session_id).toMatch(/^ses_[0-9A-Za-z]{24}$/);
    expect(data.launch_url.startsWith(`${GAME_BASE_URL}/play/tstaurora?token=`)).toBe(true);
    // ≥ 32 random bytes of token.
    expect(Buffer.from(tokenOf(data.launch_url), "base64url").length).toBeGreaterThanOrEqual(32);
    expect(data.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
    const lifetime = Date.parse(data.expires_at) - before;
    expect(lifetime).toBeGreaterThan(890_000);
    expect(lifetime).toBeLessThan(960_000);
  });

  it("refreshes the same session on a second launch: same session_id, new token, later expiry", async () => {
    const first = await launch({ symbol: GAMES.dragon.symbol, external_player_id: "player-2" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await launch({ slug: GAMES.dragon.slug, external_player_id: "player-2" });
    expect(second.session_id).toBe(first.session_id);
    expect(tokenOf(second.launch_url)).not.toBe(tokenOf(first.launch_url));
    expect(Date.parse(second.expires_at)).toBeGreaterThan(Date.parse(first.expires_at));
    expect(await activeSessions("player-2")).toHaveLength(1);

    // Another currency, game or player is another session.
    const usd = await launch({ symbol: GAMES.dragon.symbol, external_player_id: "player-2", currency: "USD" });
    const otherGame = await launch({ symbol: GAMES.aurora.symbol, external_player_id: "player-2" });
    const otherPlayer = await launch({ symbol: GAMES.dragon.symbol, external_player_id: "player-3" });
    expect(new Set([first.session_id, usd.session_id, otherGame.session_id, otherPlayer.session_id]).size).toBe(4);
    expect(await activeSessions("player-2")).toHaveLength(3);
  });

  it("gives simultaneous first launches of one player, game and currency a single session", async () => {
    const body = { symbol: GAMES.oceanic.symbol, external_player_id: "racing-player", currency: "SEK" };
    const results = await Promise.all(Array.from({ length: 8 }, () => launch(body)));
    expect(new Set(results.map((result) => result.session_id)).size).toBe(1);
    expect(new Set(results.map((result) => tokenOf(result.launch_url))).size).toBe(8);
    expect(await activeSessions("racing-player")).toHaveLength(1);
  });

  it("normalises the currency to upper case, and falls back to the operator's, then USD", async () => {
    const lower = await launch({ symbol: GAMES.oceanic.symbol, external_player_id: "player-4", currency: "try" });
    expect(lower.currency).toBe("TRY");
    const upper = await launch({ symbol: GAMES.oceanic.symbol, external_player_id: "player-4", currency: "TRY" });
    expect(upper.session_id).toBe(lower.session_id);
    expect((await launch({ symbol: GAMES.oceanic.symbol, external_player_id: "player-4" })).currency).toBe("EUR");
    expect(
      (await launch({ symbol: GAMES.oceanic.symbol, external_player_id: "player-4" }, t.world.betaKey)).currency,
    ).toBe("USD");
  });

  it("accepts the master key with operator_id in the body", async () => {
    const body = await launch(
      { symbol: GAMES.oceanic.symbol, external_player_id: "player-5", operator_id: "alpha-casino" },
      t.world.masterKey,
    );
    expect(body.operator_id).toBe("alpha-casino");
    expect(body.currency).toBe("EUR");
  });
});

describe("refusals", () => {
  it("answers 404 game_not_found for a game that does not exist", async () => {
    await expectError(
      await t.post(LAUNCH, { symbol: "nosuchgame", external_player_id: "p-x" }, { key: t.world.alphaKey }),
      404,
      "game_not_found",
    );
    await expectError(
      await t.post(LAUNCH, { slug: "no-such-game", external_player_id: "p-x" }, { key: t.world.alphaKey }),
      404,
      "game_not_found",
    );
  });

  it("answers 403 game_not_enabled for a game outside the operator's live catalog", async () => {
    const cases: Array<[string, string]> = [
      [GAMES.hidden.symbol, t.world.alphaKey], // in no catalog
      [GAMES.resting.symbol, t.world.alphaKey], // in the catalog but not live
      [GAMES.aurora.symbol, t.world.betaKey], // in another operator's catalog
    ];
    for (const [symbol, key] of cases) {
      await expectError(
        await t.post(LAUNCH, { symbol, external_player_id: "refused-player" }, { key }),
        403,
        "game_not_enabled",
      );
    }
    expect(await activeSessions("refused-player")).toEqual([]);
    expect(await activeSessions("refused-player", t.world.betaKey)).toEqual([]);
  });

  it("answers missing fields, wrong types and bad values with 400 in the contract's shape", async () => {
    const key = t.world.alphaKey;
    const base = { symbol: GAMES.aurora.symbol, external_player_id: "bad-input-player" };
    const cases: Array<[unknown, string, RegExp]> = [
      [{ symbol: GAMES.aurora.symbol }, "missing_field", /external_player_id is required/],
      [{ external_player_id: "bad-input-player" }, "missing_field", /symbol or slug is required/],
      [{ ...base, external_player_id: 42 }, "invalid_request", /external_player_id must be a string/],
      [{ ...base, external_player_id: "" }, "invalid_request", /external_player_id/],
      [{ ...base, currency: "EURO" }, "invalid_currency", /currency/],
      [{ ...base, currency: "E1" }, "invalid_currency", /currency/],
      [{ ...base, currency: 978 }, "invalid_currency", /currency/],
      [{ ...base, currency: "XXX" }, "invalid_currency", /currency must be an ISO 4217 currency code/],
      [{ ...base, currency: "qqq" }, "invalid_currency", /currency must be an ISO 4217 currency code/],
      [{ ...base, device: "tv" }, "invalid_request", /device must be one of desktop, mobile, tablet/],
      [{ ...base, return_url: "not a url" }, "invalid_request", /return_url/],
      [{ ...base, return_url: "javascript:alert(1)" }, "invalid_request", /return_url/],
      [{ ...base, coin: 0.1 }, "invalid_request", /coin/],
      [{ ...base, lang: "<b>" }, "invalid_request", /lang/],
      [{ ...base, slug: GAMES.dragon.slug }, "invalid_request", /different games/],
    ];
    for (const [body, code, detail] of cases) {
      expect(await expectError(await t.post(LAUNCH, body, { key }), 400, code)).toMatch(detail);
    }
    expect(await activeSessions("bad-input-player")).toEqual([]);
  });

  it("accepts ISO 4217 currencies in any case and the codes CURRENCY_EXPONENTS adds", async () => {
    for (const currency of ["jpy", "KWD", "XBT"]) {
      const launched = await launch({ symbol: GAMES.aurora.symbol, external_player_id: "currency-player", currency });
      expect(launched.currency).toBe(currency.toUpperCase());
    }
  });
});

describe.runIf(canQueryDatabase)("what is stored", () => {
  it("stores the token only as its SHA-256, with the device (tablet → mobile), lang, coin and return URL", async () => {
    const body = await launch({
      symbol: GAMES.aurora.symbol,
      external_player_id: "stored-player",
      device: "tablet",
      lang: "EN",
      coin: "0.20",
      return_url: "https://lobby.example.com/casino?from=game",
      currency: "gbp",
    });
    const token = tokenOf(body.launch_url);
    const session = await prisma.launchSession.findUniqueOrThrow({ where: { id: body.session_id } });
    expect(session).toMatchObject({
      operatorId: "alpha-casino",
      externalPlayerId: "stored-player",
      currency: "GBP",
      device: "mobile",
      lang: "en",
      coin: "0.20",
      returnUrl: "https://lobby.example.com/casino?from=game",
      launchTokenHash: createHash("sha256").update(token).digest("hex"),
      terminatedAt: null,
    });
    expect(session.expiresAt.toISOString()).toBe(body.expires_at);
    expect(JSON.stringify(session)).not.toContain(token);

    const again = await launch({
      symbol: GAMES.aurora.symbol,
      external_player_id: "stored-player",
      currency: "GBP",
      device: "desktop",
    });
    const refreshed = await prisma.launchSession.findUniqueOrThrow({ where: { id: body.session_id } });
    expect(again.session_id).toBe(body.session_id);
    expect(refreshed.launchTokenHash).toBe(createHash("sha256").update(tokenOf(again.launch_url)).digest("hex"));
    expect(refreshed.device).toBe("desktop");
  });

  it("writes no session for a refused launch", async () => {
    const count = () => prisma.launchSession.count({ where: { externalPlayerId: "never-stored" } });
    const key = t.world.alphaKey;
    await expectError(
      await t.post(LAUNCH, { symbol: GAMES.hidden.symbol, external_player_id: "never-stored" }, { key }),
      403,
      "game_not_enabled",
    );
    await expectError(
      await t.post(
        LAUNCH,
        { symbol: GAMES.aurora.symbol, external_player_id: "never-stored", currency: "EU" },
        { key },
      ),
      400,
      "invalid_currency",
    );
    await expectError(
      await t.post(
        LAUNCH,
        { symbol: GAMES.aurora.symbol, external_player_id: "never-stored" },
        { key: t.world.closedKey },
      ),
      403,
      "operator_inactive",
    );
    await expectError(await t.post(LAUNCH, "{", { key }), 400, "invalid_json");
    expect(await count()).toBe(0);
  });
});

describe("production without an https GAME_BASE_URL", () => {
  let production: ProviderTestContext;

  beforeAll(async () => {
    production = await startProviderTest({
      env: {
        APP_ENV: "production",
        GAME_BASE_URL: "http://games.example.com",
        NEXTAUTH_SECRET: "provider-launch-test-secret",
      },
    });
  });
  afterAll(async () => {
    await production?.stop();
  });

  it("refuses to launch with 500 configuration_error and creates nothing", async () => {
    const response = await production.post(
      LAUNCH,
      { symbol: GAMES.aurora.symbol, external_player_id: "prod-player" },
      { key: production.world.alphaKey },
    );
    expect(await expectError(response, 500, "configuration_error")).toMatch(/GAME_BASE_URL/);
    const refresh = await production.post(
      "/api/provider/v1/player-balance-refresh",
      { external_player_id: "prod-player" },
      { key: production.world.alphaKey },
    );
    expect(balanceRefreshResponseSchema.parse(await refresh.json()).sessions_found).toBe(0);
    // The rest of the API keeps working.
    const games = await production.api("/api/provider/v1/games", { key: production.world.alphaKey });
    expect(games.status).toBe(200);
    expect(catalogResponseSchema.parse(await games.json()).data.total).toBe(3);
  });
});
