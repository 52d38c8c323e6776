import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogResponseSchema, providerErrorSchema, singleGameResponseSchema } from "@/lib/contract/provider-api";
import { GAMES, startProviderTest, type ProviderTestContext } from "@/tests/integration/support/provider-fixtures";

// GET /api/provider/v1/games and /games/{symbol}: the operator's live catalog, the shared allowlist, the provider
// filter and every field of the contract's Game.

// Starting the built app takes a while; the per-project defaults (5 s / 10 s) are too short for it.

let t: ProviderTestContext;

beforeAll(async () => {
  t = await startProviderTest();
});
afterAll(async () => {
  await t?.stop();
});

async function catalog(path: string, key: string) {
  const response = await t.api(path, { key });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return catalogResponseSchema.parse(await response.json()).data;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(providerErrorSchema.parse(await response.json()).error).toBe(code);
}

describe("GET /api/provider/v1/games", () => {
  it("lists only the live games of the operator's allowlist", async () => {
    const data = await catalog("/api/provider/v1/games", t.world.alphaKey);
    expect(data.items.map((game) => game.symbol)).toEqual([
      GAMES.aurora.symbol,
      GAMES.dragon.symbol,
      GAMES.oceanic.symbol,
    ]);
    expect(data.total).toBe(3);
    expect(data.operator_id).toBe("alpha-casino");
    expect(data.provider_id).toBeNull();

    const beta = await catalog("/api/provider/v1/games", t.world.betaKey);
    expect(beta.items.map((game) => game.symbol)).toEqual([GAMES.oceanic.symbol]);
  });

  it("filters by provider_id and echoes the filter", async () => {
    const providerA = await catalog("/api/provider/v1/games?provider_id=provider_a", t.world.alphaKey);
    expect(providerA.provider_id).toBe("provider_a");
    expect(providerA.items.map((game) => game.symbol)).toEqual([GAMES.aurora.symbol, GAMES.dragon.symbol]);
    expect(providerA.items.every((game) => game.provider_id === "provider_a")).toBe(true);

    const providerB = await catalog("/api/provider/v1/games?provider_id=provider_b", t.world.alphaKey);
    expect(providerB.provider_id).toBe("provider_b");
    expect(providerB.total).toBe(1);

    const empty = await catalog("/api/provider/v1/games?provider_id=provider_a", t.world.betaKey);
    expect(empty).toMatchObject({ items: [], total: 0, provider_id: "provider_a", operator_id: "beta-bet" });
  });

  it("refuses any other provider_id with 400 invalid_provider_id", async () => {
    for (const value of ["provider_c", "PROVIDER_A", "", "provider_a,provider_b"]) {
      await expectError(
        await t.api(`/api/provider/v1/games?provider_id=${encodeURIComponent(value)}`, { key: t.world.alphaKey }),
        400,
        "invalid_provider_id",
      );
    }
  });

  it("describes each game with every field of the contract", async () => {
    const data = await catalog("/api/provider/v1/games", t.world.alphaKey);
    const aurora = data.items.find((game) => game.symbol === GAMES.aurora.symbol);
    const thumbnailUrl = `${t.app.baseUrl}/api/provider/v1/game-art/tstaurora?title=Test+Aurora&slug=test-aurora`;
    expect(aurora).toEqual({
      symbol: "tstaurora",
      slug: "test-aurora",
      title: "Test Aurora",
      provider_id: "provider_a",
      provider: "Aurora Gaming",
      family: "video-slot",
      rtp: 96.48,
      lines: 20,
      asset_version: "1.4.2",
      asset_symbol: "tstaurora",
      asset_source: "local",
      has_local_assets: true,
      game_service_version: "3.1.0",
      loader_mode: "progressive",
      provider_tagline: "Northern lights, bright wins",
      shell_strategy: "iframe",
      launch_status: "live",
      live_catalog_enabled: true,
      certified_browsers: ["chrome", "safari"],
      features: { bonus: false, collect: false, free_spins: true, buy_feature: true, special_bet: false },
      special_bet_profile: null,
      thumbnail: { symbol: "tstaurora", slug: "test-aurora", title: "Test Aurora", url: thumbnailUrl },
      thumbnail_url: thumbnailUrl,
      launch_path: "/play/tstaurora",
    });

    const dragon = data.items.find((game) => game.symbol === GAMES.dragon.symbol);
    expect(dragon?.special_bet_profile).toEqual({
      symbol: "tstdragon",
      buttons: 2,
      bls: [20, 25],
      default_bl: 20,
      service_version: "2.0.1",
      cver: "77801",
    });
    expect(dragon?.features).toEqual({
      bonus: true,
      collect: true,
      free_spins: false,
      buy_feature: false,
      special_bet: true,
    });
    expect(dragon?.rtp).toBeNull();
    expect(dragon?.provider_tagline).toBe("Northern lights, bright wins");
  });

  it("points thumbnail_url at the art endpoint, which serves the game's card", async () => {
    const data = await catalog("/api/provider/v1/games?provider_id=provider_b", t.world.alphaKey);
    const url = data.items[0]?.thumbnail_url ?? "";
    expect(new URL(url).origin).toBe(t.app.baseUrl);
    const art = await fetch(url);
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toBe("image/svg+xml");
    expect(await art.text()).toContain("Test Oceanic");
  });
});

describe("GET /api/provider/v1/games/{symbol}", () => {
  it("returns one game of the catalog by symbol or by slug", async () => {
    for (const identifier of [GAMES.dragon.symbol, GAMES.dragon.slug]) {
      const response = await t.api(`/api/provider/v1/games/${identifier}`, { key: t.world.alphaKey });
      expect(response.status).toBe(200);
      const body = singleGameResponseSchema.parse(await response.json());
      expect(body.data.symbol).toBe(GAMES.dragon.symbol);
      expect(body.data.slug).toBe(GAMES.dragon.slug);
    }
  });

  it("answers 404 for games outside the operator's live catalog, exactly as for unknown ones", async () => {
    const cases: Array<[string, string]> = [
      [GAMES.dragon.symbol, t.world.betaKey], // exists, not in beta's catalog
      [GAMES.hidden.symbol, t.world.alphaKey], // in no catalog
      [GAMES.resting.slug, t.world.alphaKey], // in the catalog, but not live
      ["nosuchgame", t.world.alphaKey],
    ];
    for (const [identifier, key] of cases) {
      await expectError(await t.api(`/api/provider/v1/games/${identifier}`, { key }), 404, "game_not_found");
    }
  });

  it("applies the same operator checks as the list", async () => {
    await expectError(await t.api(`/api/provider/v1/games/${GAMES.aurora.symbol}`), 401, "missing_api_key");
    await expectError(
      await t.api(`/api/provider/v1/games/${GAMES.aurora.symbol}?operator_id=beta-bet`, { key: t.world.alphaKey }),
      403,
      "wrong_operator_scope",
    );
    const viaMaster = await t.api(`/api/provider/v1/games/${GAMES.aurora.symbol}?operator_id=alpha-casino`, {
      key: t.world.masterKey,
    });
    expect(singleGameResponseSchema.parse(await viaMaster.json()).data.symbol).toBe(GAMES.aurora.symbol);
    await expectError(
      await t.api(`/api/provider/v1/games/${GAMES.aurora.symbol}`, {
        key: t.world.masterKey,
        headers: { "x-operator-id": "beta-bet" },
      }),
      404,
      "game_not_found",
    );
    // A master key without an operator sees any live game.
    const hidden = await t.api(`/api/provider/v1/games/${GAMES.hidden.symbol}`, { key: t.world.masterKey });
    expect(singleGameResponseSchema.parse(await hidden.json()).data.symbol).toBe(GAMES.hidden.symbol);
  });

  it("answers a malformed symbol with 400", async () => {
    await expectError(
      await t.api(`/api/provider/v1/games/${encodeURIComponent("bad symbol!")}`, { key: t.world.alphaKey }),
      400,
      "invalid_request",
    );
  });
});
