import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument, type OpenApiDocument } from "@/lib/contract/openapi";
import { auroraRichesMath } from "@/lib/game/demo-games/aurora-riches/math";
import { uploadGameArt } from "@/lib/server/art/upload-game-art";
import { prisma } from "@/lib/server/db/prisma";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { GAMES, startProviderTest, type ProviderTestContext } from "@/tests/integration/support/provider-fixtures";
import { startNatsServer, waitForEventBus, type NatsServer } from "@/tests/support/nats-server";
import {
  createOpenApiValidator,
  observe,
  type ObservedResponse,
  type OpenApiValidator,
} from "@/tests/integration/support/provider-openapi-validator";

// Live responses of every provider endpoint, success and error, checked against the OpenAPI document the app serves
// (JSON Schema 2020-12 validation with ajv). Every status the document lists for an operation must be exercised
// here, so the document cannot claim what the app never does, and the app cannot answer what is not documented.

const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const WEBP = Uint8Array.from([...Buffer.from("RIFF"), 4, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);

let t: ProviderTestContext;
/** The event bus of `t`, stopped once to see the 503 of a balance refresh. */
let nats: NatsServer;
/** The same world, started misconfigured: production with an http GAME_BASE_URL and malformed settings. */
let broken: ProviderTestContext;
let document: OpenApiDocument;
let validator: OpenApiValidator;
const exercised = new Set<string>();

beforeAll(async () => {
  nats = await startNatsServer();
  t = await startProviderTest({
    env: { RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: "1000", EVENT_BUS_URL: nats.url },
    seed: async () => {
      await uploadGameArt({ symbol: GAMES.aurora.symbol, bytes: PNG, actor: "test:openapi" });
      await uploadGameArt({ symbol: GAMES.dragon.symbol, bytes: JPEG, actor: "test:openapi" });
      await uploadGameArt({ symbol: GAMES.oceanic.symbol, bytes: WEBP, actor: "test:openapi" });
      // Free-rounds campaigns need a game with maths (its bets).
      await prisma.game.update({
        where: { symbol: GAMES.aurora.symbol },
        data: { mathConfig: { ...auroraRichesMath, game: GAMES.aurora.symbol } },
      });
      await seedOpenRound();
      await seedCompletedAward();
      await seedPromotion();
      await seedJackpot();
    },
  });
  const served = await t.api("/api/provider/v1/openapi.json");
  expect(served.status).toBe(200);
  document = (await served.json()) as OpenApiDocument;
  validator = createOpenApiValidator(document);
});
afterAll(async () => {
  await t?.stop();
  await broken?.stop();
  await nats?.remove();
});

type Request = { method?: string; key?: string | null; headers?: Record<string, string>; body?: unknown };

/** Sends a request, checks the response against the document, records the (operation, status) pair. */
async function conforming(
  app: ProviderTestContext,
  path: string,
  request: Request,
  status: number,
): Promise<ObservedResponse> {
  const method = request.method ?? (request.body === undefined ? "GET" : "POST");
  const headers = new Headers(request.headers);
  if (request.body !== undefined) headers.set("content-type", "application/json");
  const response = await observe(
    await app.api(path, {
      method,
      key: request.key,
      headers,
      body:
        request.body === undefined
          ? undefined
          : typeof request.body === "string"
            ? request.body
            : JSON.stringify(request.body),
    }),
  );
  expect(response.status, `${method} ${path}: ${response.bodyText.slice(0, 300)}`).toBe(status);
  expect(validator.check({ method, path, response })).toEqual([]);
  const found = validator.findOperation(method, path);
  exercised.add(`${method} ${found?.template} ${status}`);
  if (found?.template.endsWith("game-art/{symbol}") && status === 200)
    exercised.add(`art ${response.headers.get("content-type")}`);
  return response;
}

const launch = (overrides: Record<string, unknown> = {}) => ({
  symbol: GAMES.aurora.symbol,
  external_player_id: "openapi-player",
  ...overrides,
});

// A round of alpha-casino whose win credit is unknown (sent, no valid answer), ten minutes old: the reconciliation
// endpoints then have a round, transactions, an open round and a statement line to answer with.
const ROUND = {
  id: "rnd_openapiRound000000000",
  debit: "dbt_openapiDebit000000000",
  credit: "cdt_openapiCredit00000000",
};
const ROUND_CREATED_AT = new Date(Date.now() - 600_000);
const ROUND_DATE = ROUND_CREATED_AT.toISOString().slice(0, 10);

/** A campaign of alpha-casino whose one player played every round: an award with nothing left to cancel (409). */
async function seedCompletedAward() {
  await prisma.freeRoundsCampaign.create({
    data: {
      id: "frc_openapiDone",
      operatorId: "alpha-casino",
      campaignId: "openapi-done",
      requestDigest: "openapi-done",
      gameSymbols: [GAMES.aurora.symbol],
      rounds: 1,
      betLevel: 1,
      coinValue: "0.10",
      currency: "EUR",
      exponent: 2,
      validFrom: new Date(Date.now() - 3_600_000),
      expiresAt: new Date(Date.now() + 86_400_000),
      createdBy: "test",
    },
  });
  await prisma.freeRoundsAward.create({
    data: {
      id: "fra_openapiDone",
      campaignRef: "frc_openapiDone",
      operatorId: "alpha-casino",
      externalPlayerId: "openapi-player",
      roundsTotal: 1,
      roundsPlayed: 1,
      state: "completed",
      completedAt: new Date(),
    },
  });
}

async function seedOpenRound() {
  const facts = {
    operatorId: "alpha-casino",
    playerId: "openapi-player",
    sessionId: "ses_openapiSession00",
    gameSymbol: GAMES.aurora.symbol,
    currency: "EUR",
    exponent: 2,
  };
  await prisma.walletRound.create({
    data: { ...facts, id: ROUND.id, betMinor: 20n, winMinor: 50n, state: "settled", createdAt: ROUND_CREATED_AT },
  });
  await prisma.walletTransaction.createMany({
    data: [
      {
        ...facts,
        id: ROUND.debit,
        roundId: ROUND.id,
        type: "debit",
        actionType: "bet",
        amountMinor: 20n,
        state: "succeeded",
        attempts: 1,
        createdAt: ROUND_CREATED_AT,
      },
      {
        ...facts,
        id: ROUND.credit,
        roundId: ROUND.id,
        type: "credit",
        actionType: "win",
        amountMinor: 50n,
        state: "unknown",
        attempts: 1,
        giveUpAt: new Date(ROUND_CREATED_AT.getTime() + 86_400_000),
        createdAt: ROUND_CREATED_AT,
      },
    ],
  });
  await prisma.walletRound.update({
    where: { id: ROUND.id },
    data: { debitTransactionId: ROUND.debit, creditTransactionId: ROUND.credit },
  });
}

/** A running tournament of alpha-casino (the promotions extension's operations answer with it). */
let promotionId = "";
let optInPromotionId = "";
let dropPromotionId = "";
async function seedPromotion() {
  const record = await createPromotion({
    input: {
      kind: "tournament",
      title: "OpenAPI race",
      terms: "Real-money rounds of at least 0.20 EUR count.",
      games: [GAMES.aurora.symbol],
      operators: ["alpha-casino"],
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      base_currency: "EUR",
      scoring: "win_multiplier",
      min_bets: [{ currency: "EUR", amount: "0.20" }],
      tournament_prizes: [
        { from_rank: 1, to_rank: 1, amount: "100.00" },
        { from_rank: 2, to_rank: 5, amount: "10.00" },
      ],
      opt_in: false,
    },
    actor: "test:openapi",
  });
  promotionId = record.promotion.promotion_id;
  const common = {
    terms: "Test terms.",
    games: [GAMES.aurora.symbol],
    operators: ["alpha-casino"],
    starts_at: new Date(Date.now() - 3_600_000).toISOString(),
    ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    base_currency: "EUR",
    min_bets: [{ currency: "EUR", amount: "0.20" }],
  };
  optInPromotionId = (
    await createPromotion({
      input: {
        ...common,
        kind: "tournament",
        title: "OpenAPI opt-in race",
        scoring: "rounds_played",
        tournament_prizes: [{ from_rank: 1, to_rank: 1, amount: "5.00" }],
        opt_in: true,
      },
      actor: "test:openapi",
    })
  ).promotion.promotion_id;
  dropPromotionId = (
    await createPromotion({
      input: {
        ...common,
        kind: "prize_drop",
        title: "OpenAPI drops",
        drop_prizes: [{ count: 3, amount: "1.00" }],
        opt_in: false,
      },
      actor: "test:openapi",
    })
  ).promotion.promotion_id;
}

/** A local jackpot pool of alpha-casino over aurora (the jackpots extension's operations answer with it). */
let jackpotId = "";
async function seedJackpot() {
  const pool = await createJackpotPool({
    input: {
      title: "OpenAPI drop",
      scope: "local",
      games: [GAMES.aurora.symbol],
      operators: ["alpha-casino"],
      base_currency: "EUR",
      tiers: [{ name: "mini", kind: "mystery", seed: "10.00", cap: "50.00", contribution_rate: "0.01" }],
    },
    actor: "test:openapi",
  });
  jackpotId = pool.poolId;
}

/** The jackpots extension's operations, one request each. */
const jackpotPaths = () => ["/api/provider/v1/jackpots", `/api/provider/v1/jackpots/${jackpotId}/wins`];

/** The promotions extension's operations, one request each. */
const promotionPaths = () => [
  "/api/provider/v1/promotions?state=running",
  `/api/provider/v1/promotions/${promotionId}`,
  `/api/provider/v1/promotions/${promotionId}/leaderboard?limit=5`,
  `/api/provider/v1/promotions/${promotionId}/payouts?limit=10`,
];
const optInPath = () => `/api/provider/v1/promotions/${optInPromotionId}/players`;

/** The reconciliation extension's operations, one request each (path, as exercised with each key). */
const RECONCILIATION_PATHS = [
  `/api/provider/v1/rounds/${ROUND.id}`,
  `/api/provider/v1/rounds?transaction_id=${ROUND.credit}`,
  "/api/provider/v1/rounds?state=open",
  "/api/provider/v1/transactions",
  `/api/provider/v1/statements/${ROUND_DATE}`,
];

describe("the served document", () => {
  it("is the generated document for this server's base URL, public and cacheable", async () => {
    expect(document).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument({ baseUrl: t.app.baseUrl }))));
    const first = await conforming(t, "/api/provider/v1/openapi.json", {}, 200);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const etag = first.headers.get("etag") ?? "";
    await conforming(t, "/api/provider/v1/openapi.json", { headers: { "if-none-match": etag } }, 304);
  });
});

describe("success responses", () => {
  it("GET /health", async () => {
    await conforming(t, "/health", {}, 200);
  });

  it("GET /games with an operator key, a filter, and a master key's whole catalog", async () => {
    const catalog = await conforming(t, "/api/provider/v1/games", { key: t.world.alphaKey }, 200);
    await conforming(
      t,
      "/api/provider/v1/games",
      { key: t.world.alphaKey, headers: { "if-none-match": catalog.headers.get("etag") ?? "" } },
      304,
    );
    await conforming(t, "/api/provider/v1/games?provider_id=provider_b", { key: t.world.alphaKey }, 200);
    await conforming(t, "/api/provider/v1/games", { key: t.world.masterKey }, 200);
    await conforming(
      t,
      "/api/provider/v1/games",
      { key: t.world.masterKey, headers: { "x-operator-id": "beta-bet" } },
      200,
    );
  });

  it("GET /games/{symbol} by symbol and by slug, including a special bet profile", async () => {
    await conforming(t, `/api/provider/v1/games/${GAMES.dragon.symbol}`, { key: t.world.alphaKey }, 200);
    await conforming(
      t,
      `/api/provider/v1/games/${GAMES.aurora.slug}`,
      { headers: { authorization: `Bearer ${t.world.alphaKey}` } },
      200,
    );
  });

  it("GET /game-art/{symbol} in all four content types, and 304", async () => {
    const png = await conforming(t, `/api/provider/v1/game-art/${GAMES.aurora.symbol}`, {}, 200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const jpeg = await conforming(t, `/api/provider/v1/game-art/${GAMES.dragon.symbol}`, {}, 200);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const webp = await conforming(t, `/api/provider/v1/game-art/${GAMES.oceanic.symbol}`, {}, 200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const svg = await conforming(
      t,
      `/api/provider/v1/game-art/${GAMES.hidden.symbol}?title=Hidden&slug=${GAMES.hidden.slug}`,
      {},
      200,
    );
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    await conforming(
      t,
      `/api/provider/v1/game-art/${GAMES.aurora.symbol}`,
      { headers: { "if-none-match": png.headers.get("etag") ?? "" } },
      304,
    );
  });

  it("POST /launch-url and POST /player-balance-refresh", async () => {
    await conforming(
      t,
      "/api/provider/v1/launch-url",
      { key: t.world.alphaKey, body: launch({ device: "tablet", currency: "eur", lang: "tr" }) },
      200,
    );
    await conforming(
      t,
      "/api/provider/v1/launch-url",
      { key: t.world.masterKey, body: launch({ operator_id: "alpha-casino" }) },
      200,
    );
    const refresh = await conforming(
      t,
      "/api/provider/v1/player-balance-refresh",
      { key: t.world.alphaKey, body: { external_player_id: "openapi-player", reason: "deposit" } },
      200,
    );
    expect(JSON.parse(refresh.bodyText).sessions_found).toBeGreaterThan(0);
  });

  it("POST /player-balance-refresh answers 503 with Retry-After while the event bus is down", async () => {
    await nats.stop();
    await waitForEventBus(t.app.baseUrl, "unreachable");
    const refused = await conforming(
      t,
      "/api/provider/v1/player-balance-refresh",
      { key: t.world.alphaKey, body: { external_player_id: "openapi-player" } },
      503,
    );
    expect(validator.checkComponentResponse("ServiceUnavailable", refused)).toEqual([]);
    await nats.restart();
    await waitForEventBus(t.app.baseUrl, "ok");
  });
});

describe("reconciliation responses", () => {
  it("GET /rounds/{round_id}, /rounds?transaction_id=, /rounds?state=open, /transactions and /statements/{date} (JSON and CSV)", async () => {
    const details = await conforming(t, `/api/provider/v1/rounds/${ROUND.id}`, { key: t.world.alphaKey }, 200);
    expect(JSON.parse(details.bodyText).data).toMatchObject({
      round_id: ROUND.id,
      bet: "0.20",
      win: "0.50",
      open: { reason_code: "credit_unknown" },
    });
    await conforming(t, `/api/provider/v1/rounds?transaction_id=${ROUND.debit}`, { key: t.world.alphaKey }, 200);
    await conforming(
      t,
      `/api/provider/v1/rounds?external_player_id=openapi-player&limit=1`,
      { key: t.world.alphaKey },
      200,
    );
    await conforming(
      t,
      `/api/provider/v1/transactions?round_id=${ROUND.id}&game_symbol=${GAMES.aurora.symbol}&action_type=win`,
      { key: t.world.alphaKey },
      200,
    );
    const open = await conforming(
      t,
      "/api/provider/v1/rounds?state=open",
      { key: t.world.masterKey, headers: { "x-operator-id": "alpha-casino" } },
      200,
    );
    expect(JSON.parse(open.bodyText).data.items.map((item: { round_id: string }) => item.round_id)).toEqual([ROUND.id]);
    const feed = await conforming(t, "/api/provider/v1/transactions?limit=1", { key: t.world.alphaKey }, 200);
    expect(JSON.parse(feed.bodyText).data.items).toHaveLength(1);
    await conforming(t, `/api/provider/v1/statements/${ROUND_DATE}`, { key: t.world.alphaKey }, 200);
    const csv = await conforming(
      t,
      `/api/provider/v1/statements/${ROUND_DATE}`,
      { key: t.world.alphaKey, headers: { accept: "text/csv" } },
      200,
    );
    expect(csv.bodyText).toContain(`alpha-casino,${ROUND_DATE},EUR,credit,unknown,1,0.50`);
  });

  it("400, 401, 403 and 404", async () => {
    await conforming(t, "/api/provider/v1/rounds/not%20a%20round", { key: t.world.alphaKey }, 400);
    await conforming(t, "/api/provider/v1/rounds", { key: t.world.alphaKey }, 400);
    await conforming(t, "/api/provider/v1/transactions?limit=0", { key: t.world.alphaKey }, 400);
    await conforming(t, "/api/provider/v1/transactions?campaign=x", { key: t.world.alphaKey }, 400);
    await conforming(t, "/api/provider/v1/statements/2026-13-01", { key: t.world.alphaKey }, 400);
    for (const path of RECONCILIATION_PATHS) {
      await conforming(t, path, {}, 401);
      await conforming(
        t,
        `${path}${path.includes("?") ? "&" : "?"}operator_id=beta-bet`,
        { key: t.world.alphaKey },
        403,
      );
      await conforming(t, path, { key: t.world.masterKey, headers: { "x-operator-id": "nobody" } }, 404);
    }
    await conforming(t, `/api/provider/v1/rounds/${ROUND.id}`, { key: t.world.betaKey }, 404);
    await conforming(t, "/api/provider/v1/rounds?transaction_id=dbt_unknown", { key: t.world.alphaKey }, 404);
  });
});

describe("promotions responses (extension)", () => {
  it("GET /promotions and /promotions/{promotion_id}", async () => {
    const list = await conforming(t, "/api/provider/v1/promotions", { key: t.world.alphaKey }, 200);
    expect(
      JSON.parse(list.bodyText)
        .data.items.map((item: { promotion_id: string }) => item.promotion_id)
        .sort(),
    ).toEqual([promotionId, optInPromotionId, dropPromotionId].sort());
    await conforming(t, "/api/provider/v1/promotions?state=ended&limit=10", { key: t.world.alphaKey }, 200);
    const one = await conforming(t, `/api/provider/v1/promotions/${promotionId}`, { key: t.world.alphaKey }, 200);
    expect(JSON.parse(one.bodyText).data).toMatchObject({ state: "running", prize_pool: { amount: "140.00" } });
    await conforming(
      t,
      `/api/provider/v1/promotions/${promotionId}/leaderboard?external_player_id=openapi-player`,
      { key: t.world.alphaKey },
      200,
    );
    await conforming(t, `/api/provider/v1/promotions/${promotionId}/payouts`, { key: t.world.alphaKey }, 200);
    const optedIn = await conforming(
      t,
      optInPath(),
      { key: t.world.alphaKey, body: { players: ["openapi-player"] } },
      200,
    );
    expect(JSON.parse(optedIn.bodyText).data.players_added).toBe(1);
  });

  it("409 for a prize drop's leaderboard and an opt-in to a promotion without one, 413 for a body over its limit", async () => {
    await conforming(t, `/api/provider/v1/promotions/${dropPromotionId}/leaderboard`, { key: t.world.alphaKey }, 409);
    await conforming(
      t,
      `/api/provider/v1/promotions/${promotionId}/players`,
      { key: t.world.alphaKey, body: { players: ["openapi-player"] } },
      409,
    );
    await conforming(t, optInPath(), { key: t.world.alphaKey, body: { players: ["x".repeat(3 * 1024 * 1024)] } }, 413);
  });

  it("400, 401, 403 and 404", async () => {
    await conforming(t, "/api/provider/v1/promotions?state=live", { key: t.world.alphaKey }, 400);
    await conforming(t, "/api/provider/v1/promotions?sort=asc", { key: t.world.alphaKey }, 400);
    await conforming(t, "/api/provider/v1/promotions/not%20an%20id", { key: t.world.alphaKey }, 400);
    await conforming(
      t,
      `/api/provider/v1/promotions/${promotionId}/leaderboard?limit=0`,
      { key: t.world.alphaKey },
      400,
    );
    await conforming(t, optInPath(), { key: t.world.alphaKey, body: { players: [] } }, 400);
    await conforming(t, `/api/provider/v1/promotions/${promotionId}/payouts?cursor=x`, { key: t.world.alphaKey }, 400);
    const players = { players: ["openapi-player"] };
    await conforming(t, optInPath(), { body: players }, 401);
    await conforming(t, `${optInPath()}?operator_id=beta-bet`, { key: t.world.alphaKey, body: players }, 403);
    await conforming(
      t,
      optInPath(),
      { key: t.world.masterKey, headers: { "x-operator-id": "nobody" }, body: players },
      404,
    );
    for (const path of promotionPaths()) {
      await conforming(t, path, {}, 401);
      await conforming(
        t,
        `${path}${path.includes("?") ? "&" : "?"}operator_id=beta-bet`,
        { key: t.world.alphaKey },
        403,
      );
      await conforming(t, path, { key: t.world.masterKey, headers: { "x-operator-id": "nobody" } }, 404);
    }
    // beta-bet does not take part: its key finds no such promotion.
    await conforming(t, `/api/provider/v1/promotions/${promotionId}`, { key: t.world.betaKey }, 404);
  });
});

describe("jackpots responses (extension)", () => {
  it("GET /jackpots and /jackpots/{jackpot_id}/wins", async () => {
    const list = await conforming(t, "/api/provider/v1/jackpots", { key: t.world.alphaKey }, 200);
    expect(JSON.parse(list.bodyText).data.items).toMatchObject([
      { jackpot_id: jackpotId, kind: "local", tiers: [{ tier: "mini", kind: "mystery" }] },
    ]);
    await conforming(t, `/api/provider/v1/jackpots/${jackpotId}/wins`, { key: t.world.alphaKey }, 200);
    await conforming(t, "/api/provider/v1/jackpots?currency=EUR", { key: t.world.alphaKey }, 200);
  });

  it("400, 401, 403 and 404", async () => {
    await conforming(t, "/api/provider/v1/jackpots?sort=asc", { key: t.world.alphaKey }, 400);
    await conforming(t, "/api/provider/v1/jackpots?currency=EURO", { key: t.world.alphaKey }, 400);
    await conforming(t, "/api/provider/v1/jackpots/not%20an%20id/wins", { key: t.world.alphaKey }, 400);
    for (const path of jackpotPaths()) {
      await conforming(t, path, {}, 401);
      await conforming(t, `${path}?operator_id=beta-bet`, { key: t.world.alphaKey }, 403);
      await conforming(t, path, { key: t.world.masterKey, headers: { "x-operator-id": "nobody" } }, 404);
    }
    // beta-bet's games do not feed it: its key finds no such jackpot.
    await conforming(t, `/api/provider/v1/jackpots/${jackpotId}/wins`, { key: t.world.betaKey }, 404);
  });
});

describe("error responses", () => {
  it("400 on every endpoint that reads input", async () => {
    await conforming(t, "/api/provider/v1/games?provider_id=provider_z", { key: t.world.alphaKey }, 400);
    await conforming(t, "/api/provider/v1/games/not%20a%20symbol", { key: t.world.alphaKey }, 400);
    await conforming(t, `/api/provider/v1/game-art/${"x".repeat(65)}`, {}, 400);
    await conforming(
      t,
      "/api/provider/v1/launch-url",
      { key: t.world.alphaKey, body: { symbol: GAMES.aurora.symbol } },
      400,
    );
    await conforming(
      t,
      "/api/provider/v1/launch-url",
      { key: t.world.alphaKey, body: launch({ currency: "EURO" }) },
      400,
    );
    await conforming(t, "/api/provider/v1/launch-url", { key: t.world.alphaKey, body: "{not json" }, 400);
    await conforming(
      t,
      "/api/provider/v1/player-balance-refresh",
      { key: t.world.alphaKey, body: { external_player_id: 7 } },
      400,
    );
  });

  it("401 without a key and with a revoked key, with a WWW-Authenticate challenge", async () => {
    await conforming(t, "/api/provider/v1/games", {}, 401);
    await conforming(t, `/api/provider/v1/games/${GAMES.aurora.symbol}`, { key: t.world.revokedAlphaKey }, 401);
    await conforming(t, "/api/provider/v1/launch-url", { headers: { "x-api-key": "gpk_nope" }, body: launch() }, 401);
    await conforming(t, "/api/provider/v1/player-balance-refresh", { body: { external_player_id: "p" } }, 401);
  });

  it("403 for wrong scope, inactive operator and a game outside the catalog", async () => {
    await conforming(t, "/api/provider/v1/games?operator_id=beta-bet", { key: t.world.alphaKey }, 403);
    await conforming(t, `/api/provider/v1/games/${GAMES.aurora.symbol}`, { key: t.world.closedKey }, 403);
    await conforming(
      t,
      "/api/provider/v1/launch-url",
      { key: t.world.alphaKey, body: launch({ symbol: GAMES.hidden.symbol }) },
      403,
    );
    await conforming(
      t,
      "/api/provider/v1/player-balance-refresh",
      { key: t.world.closedKey, body: { external_player_id: "p" } },
      403,
    );
  });

  it("404 for unknown games and operators", async () => {
    await conforming(
      t,
      "/api/provider/v1/games",
      { key: t.world.masterKey, headers: { "x-operator-id": "nobody" } },
      404,
    );
    await conforming(t, "/api/provider/v1/games/tstnowhere", { key: t.world.alphaKey }, 404);
    await conforming(
      t,
      "/api/provider/v1/launch-url",
      { key: t.world.alphaKey, body: launch({ symbol: "tstnowhere" }) },
      404,
    );
    await conforming(
      t,
      "/api/provider/v1/player-balance-refresh",
      { key: t.world.alphaKey, body: { external_player_id: "p", game_symbol: "tstnowhere" } },
      404,
    );
  });

  it("413 for bodies over the limit", async () => {
    const huge = launch({ padding: "x".repeat(70 * 1024) });
    await conforming(t, "/api/provider/v1/launch-url", { key: t.world.alphaKey, body: huge }, 413);
    await conforming(t, "/api/provider/v1/player-balance-refresh", { key: t.world.alphaKey, body: huge }, 413);
  });

  it("405 for wrong methods and 404 for unknown routes, as the shared responses describe", async () => {
    const cases: Array<[string, string, number, string]> = [
      ["PUT", "/api/provider/v1/games", 405, "MethodNotAllowed"],
      ["GET", "/api/provider/v1/launch-url", 405, "MethodNotAllowed"],
      ["DELETE", "/api/provider/v1/player-balance-refresh", 405, "MethodNotAllowed"],
      ["POST", `/api/provider/v1/game-art/${GAMES.aurora.symbol}`, 405, "MethodNotAllowed"],
      ["PATCH", "/api/provider/v1/openapi.json", 405, "MethodNotAllowed"],
      ["PUT", `/api/provider/v1/games/${GAMES.aurora.symbol}`, 405, "MethodNotAllowed"],
      ["POST", "/health", 405, "MethodNotAllowed"],
      ["PUT", "/api/provider/v1/free-rounds", 405, "MethodNotAllowed"],
      ["DELETE", "/api/provider/v1/free-rounds/some-campaign", 405, "MethodNotAllowed"],
      ["GET", "/api/provider/v1/free-rounds/some-campaign/players", 405, "MethodNotAllowed"],
      ["GET", "/api/provider/v1/free-rounds/some-campaign/cancel", 405, "MethodNotAllowed"],
      ["GET", "/api/provider/v1/free-rounds/some-campaign/players/p/cancel", 405, "MethodNotAllowed"],
      ["POST", "/api/provider/v1/rounds", 405, "MethodNotAllowed"],
      ["POST", "/api/provider/v1/promotions", 405, "MethodNotAllowed"],
      ["DELETE", "/api/provider/v1/promotions/prm_any", 405, "MethodNotAllowed"],
      ["POST", "/api/provider/v1/promotions/prm_any/leaderboard", 405, "MethodNotAllowed"],
      ["GET", "/api/provider/v1/promotions/prm_any/players", 405, "MethodNotAllowed"],
      ["POST", "/api/provider/v1/promotions/prm_any/payouts", 405, "MethodNotAllowed"],
      ["POST", "/api/provider/v1/jackpots", 405, "MethodNotAllowed"],
      ["DELETE", "/api/provider/v1/jackpots/jpt_any/wins", 405, "MethodNotAllowed"],
      ["DELETE", `/api/provider/v1/rounds/${ROUND.id}`, 405, "MethodNotAllowed"],
      ["POST", "/api/provider/v1/transactions", 405, "MethodNotAllowed"],
      ["PUT", `/api/provider/v1/statements/${ROUND_DATE}`, 405, "MethodNotAllowed"],
      ["GET", "/api/provider/v1/nothing-here", 404, "NotFound"],
      ["POST", "/api/provider/v1/games/tstaurora/extra", 404, "NotFound"],
    ];
    for (const [method, path, status, component] of cases) {
      const response = await observe(await t.api(path, { method, key: t.world.alphaKey }));
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(validator.checkComponentResponse(component, response)).toEqual([]);
      // A 405 is documented on each operation of the route it answers for.
      const route = validator.findOperation("GET", path) ?? validator.findOperation("POST", path);
      if (status === 405) {
        expect(route, path).toBeDefined();
        for (const [documented, operation] of Object.entries(document.paths[route!.template] ?? {})) {
          expect(operation.responses["405"], `${documented} ${route!.template}`).toEqual({
            $ref: "#/components/responses/MethodNotAllowed",
          });
          exercised.add(`${documented.toUpperCase()} ${route!.template} 405`);
        }
      }
    }
  });

  it("431 for a URL over the server's header limit, on every operation, as the shared response describes", async () => {
    const padding = `padding=${"a".repeat(17 * 1024)}`;
    for (const [template, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        const path = `${template.replace(/\{[^}]+\}/g, "x")}?${padding}`;
        const response = await conforming(t, path, { method: method.toUpperCase(), key: t.world.alphaKey }, 431);
        expect(validator.checkComponentResponse("RequestHeaderTooLarge", response)).toEqual([]);
      }
    }
  });

  it("500 when the server is misconfigured, on every endpoint that documents it", async () => {
    broken = await startProviderTest({
      env: {
        APP_ENV: "production",
        // Staff sign-in refuses to start in production without its secret; that is not what this test is about.
        NEXTAUTH_SECRET: "provider-openapi-test-secret",
        GAME_BASE_URL: "http://games.example.com",
        PUBLIC_BASE_URL: "not a url",
        ART_CACHE_MAX_AGE_SECONDS: "soon",
        OPENAPI_CACHE_MAX_AGE_SECONDS: "soon",
        JSON_BODY_MAX_BYTES: "lots",
        RECONCILIATION_FEED_LAG_MS: "soon",
        // One failed authentication per address and minute, for the 429 test below.
        RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: "1",
      },
    });
    await conforming(broken, "/api/provider/v1/games", { key: broken.world.alphaKey }, 500);
    await conforming(broken, `/api/provider/v1/games/${GAMES.aurora.symbol}`, { key: broken.world.alphaKey }, 500);
    await conforming(broken, `/api/provider/v1/game-art/${GAMES.aurora.symbol}`, {}, 500);
    await conforming(broken, "/api/provider/v1/launch-url", { key: broken.world.alphaKey, body: launch() }, 500);
    await conforming(
      broken,
      "/api/provider/v1/player-balance-refresh",
      { key: broken.world.alphaKey, body: { external_player_id: "p" } },
      500,
    );
    await conforming(broken, "/api/provider/v1/openapi.json", {}, 500);
    for (const path of RECONCILIATION_PATHS) await conforming(broken, path, { key: broken.world.alphaKey }, 500);
  });

  it("429 with Retry-After once an address has failed authentication too often", async () => {
    await conforming(broken, "/api/provider/v1/games", { key: "gpk_wrong" }, 401);
    const limited = await conforming(broken, "/api/provider/v1/games", { key: "gpk_wrong" }, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await conforming(broken, `/api/provider/v1/games/${GAMES.aurora.symbol}`, {}, 429);
    await conforming(broken, "/api/provider/v1/launch-url", { key: "gpk_wrong", body: launch() }, 429);
    await conforming(broken, "/api/provider/v1/player-balance-refresh", { body: { external_player_id: "p" } }, 429);
    for (const path of RECONCILIATION_PATHS) await conforming(broken, path, { key: "gpk_wrong" }, 429);
    for (const path of promotionPaths()) await conforming(broken, path, { key: "gpk_wrong" }, 429);
    for (const path of jackpotPaths()) await conforming(broken, path, { key: "gpk_wrong" }, 429);
    await conforming(broken, optInPath(), { key: "gpk_wrong", body: { players: ["p"] } }, 429);
    await conforming(broken, FREE_ROUNDS, { key: "gpk_wrong", body: campaign("limited") }, 429);
    await conforming(broken, `${FREE_ROUNDS}?external_player_id=p`, { key: "gpk_wrong" }, 429);
    await conforming(broken, `${FREE_ROUNDS}/limited`, { key: "gpk_wrong" }, 429);
    await conforming(broken, `${FREE_ROUNDS}/limited/players`, { key: "gpk_wrong", body: { players: ["p"] } }, 429);
    await conforming(broken, `${FREE_ROUNDS}/limited/cancel`, { key: "gpk_wrong", method: "POST" }, 429);
    await conforming(broken, `${FREE_ROUNDS}/limited/players/p/cancel`, { key: "gpk_wrong", method: "POST" }, 429);
  });
});

const FREE_ROUNDS = "/api/provider/v1/free-rounds";
const campaign = (campaignId: string, overrides: Record<string, unknown> = {}) => ({
  campaign_id: campaignId,
  games: [GAMES.aurora.slug],
  rounds: 3,
  bet_level: 1,
  coin_value: "0.10",
  currency: "EUR",
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  max_win: "25.00",
  players: ["openapi-player", "openapi-player-2"],
  ...overrides,
});

describe("free-rounds campaigns (extension)", () => {
  it("every status of create, read, players, cancel and a player's awards", async () => {
    const key = t.world.alphaKey;
    const body = campaign("openapi-campaign");
    await conforming(t, FREE_ROUNDS, { key, body }, 201);
    await conforming(t, FREE_ROUNDS, { key, body }, 200);
    await conforming(t, FREE_ROUNDS, { key, body: { ...body, rounds: 4 } }, 409);
    await conforming(t, FREE_ROUNDS, { key, body: campaign("bad", { rounds: 0 }) }, 400);
    await conforming(t, FREE_ROUNDS, { body }, 401);
    await conforming(t, FREE_ROUNDS, { key, body: { ...body, operator_id: "beta-bet" } }, 403);
    await conforming(t, FREE_ROUNDS, { key: t.world.masterKey, body: { ...body, operator_id: "nobody" } }, 404);
    await conforming(t, FREE_ROUNDS, { key, body: { ...body, players: ["x".repeat(3 * 1024 * 1024)] } }, 413);

    await conforming(t, `${FREE_ROUNDS}?external_player_id=openapi-player`, { key }, 200);
    await conforming(t, `${FREE_ROUNDS}?external_player_id=openapi-player&state=all&limit=1`, { key }, 200);
    await conforming(t, `${FREE_ROUNDS}?state=active&limit=1`, { key }, 200);
    await conforming(t, `${FREE_ROUNDS}?state=completed`, { key }, 400);
    await conforming(t, `${FREE_ROUNDS}?external_player=openapi-player`, { key }, 400);
    await conforming(t, `${FREE_ROUNDS}?external_player_id=p`, {}, 401);
    await conforming(t, `${FREE_ROUNDS}?external_player_id=p`, { key: t.world.closedKey }, 403);
    await conforming(
      t,
      `${FREE_ROUNDS}?external_player_id=p`,
      { key: t.world.masterKey, headers: { "x-operator-id": "nobody" } },
      404,
    );

    await conforming(t, `${FREE_ROUNDS}/openapi-campaign?players_limit=1`, { key }, 200);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign?players_limit=0`, { key }, 400);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign`, { key: t.world.revokedAlphaKey }, 401);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign`, { key: t.world.closedKey }, 403);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign`, { key: t.world.betaKey }, 404);

    await conforming(
      t,
      `${FREE_ROUNDS}/openapi-campaign/players`,
      { key, body: { players: ["openapi-player", "openapi-player-3"] } },
      200,
    );
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign/players`, { key, body: { players: [] } }, 400);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign/players`, { body: { players: ["p"] } }, 401);
    await conforming(
      t,
      `${FREE_ROUNDS}/openapi-campaign/players`,
      { key: t.world.closedKey, body: { players: ["p"] } },
      403,
    );
    await conforming(t, `${FREE_ROUNDS}/nowhere/players`, { key, body: { players: ["p"] } }, 404);
    await conforming(
      t,
      `${FREE_ROUNDS}/openapi-campaign/players`,
      { key, body: { players: ["x".repeat(3 * 1024 * 1024)] } },
      413,
    );

    await conforming(
      t,
      `${FREE_ROUNDS}/openapi-campaign/players/openapi-player-2/cancel`,
      { key, method: "POST" },
      200,
    );
    await conforming(
      t,
      `${FREE_ROUNDS}/openapi-campaign/players/openapi-player-2/cancel?force=1`,
      { key, method: "POST" },
      400,
    );
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign/players/openapi-player-2/cancel`, { method: "POST" }, 401);
    await conforming(
      t,
      `${FREE_ROUNDS}/openapi-campaign/players/openapi-player-2/cancel`,
      { key: t.world.closedKey, method: "POST" },
      403,
    );
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign/players/nobody/cancel`, { key, method: "POST" }, 404);
    await conforming(t, `${FREE_ROUNDS}/openapi-done/players/openapi-player/cancel`, { key, method: "POST" }, 409);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign/cancel`, { key, method: "POST" }, 200);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign/cancel`, { key: t.world.masterKey, method: "POST" }, 400);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign/cancel`, { method: "POST" }, 401);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign/cancel`, { key: t.world.closedKey, method: "POST" }, 403);
    await conforming(t, `${FREE_ROUNDS}/nowhere/cancel`, { key, method: "POST" }, 404);
    await conforming(t, `${FREE_ROUNDS}/openapi-campaign/players`, { key, body: { players: ["late"] } }, 409);
  });
});

describe("a client generated from the served document", () => {
  // An operator's integration, typed by openapi-typescript from the document this app serves, with openapi-fetch.
  // The @ts-expect-error lines fail the type check if the launch body degrades to unknown (or loses its enums).
  const INTEGRATION = `
import createClient from "openapi-fetch";
import type { components, paths, webhooks } from "./provider-api";

type LaunchBody = components["schemas"]["LaunchRequest"];

export async function launchGame(baseUrl: string, apiKey: string, playerId: string): Promise<{ sessionId: string; launchUrl: string }> {
  const client = createClient<paths>({ baseUrl, headers: { "x-provider-api-key": apiKey } });
  const body: LaunchBody = { symbol: "${GAMES.aurora.symbol}", external_player_id: playerId, currency: "EUR", device: "desktop", return_url: "https://lobby.example/" };
  const { data, error } = await client.POST("/api/provider/v1/launch-url", { body });
  if (error) throw new Error(\`\${error.error}: \${error.detail}\`);
  return { sessionId: data.session_id, launchUrl: data.launch_url };
}

// @ts-expect-error -- a misspelt field
export const misspelt: LaunchBody = { symbol: "vs20aurora", external_player_id: "p", retrun_url: "https://lobby.example/" };
// @ts-expect-error -- device is desktop, mobile or tablet
export const wrongDevice: LaunchBody = { symbol: "vs20aurora", external_player_id: "p", device: "watch" };
// @ts-expect-error -- external_player_id is required
export const noPlayer: LaunchBody = { symbol: "vs20aurora" };
// @ts-expect-error -- provider_id is provider_a or provider_b
export const unknownProvider: components["schemas"]["Game"]["provider_id"] = "provider_z";

// The wallet side: what the platform sends to the operator's debit endpoint and what it reads back.
type DebitCallback = webhooks["wallet-debit"]["post"]["requestBody"]["content"]["application/json"];
type DebitHeaders = webhooks["wallet-debit"]["post"]["parameters"]["header"];
type DebitAnswer = webhooks["wallet-debit"]["post"]["responses"][200]["content"]["application/json"];
export function answerDebit(callback: DebitCallback, headers: DebitHeaders, balance: string): DebitAnswer {
  if (!headers["x-platform-signature"]) throw new Error("unsigned");
  return { success: true, balance, currency: callback.currency, transaction_id: callback.transaction_id };
}
// @ts-expect-error -- balance is decimal text, not a number
export const numericBalance: DebitAnswer = { success: true, balance: 100 };
`;

  it("type-checks an operator integration, and the integration launches a game", async () => {
    const served = await (await t.api("/api/provider/v1/openapi.json")).json();
    mkdirSync(path.resolve(".data"), { recursive: true });
    // Inside the repository, so the integration resolves openapi-fetch from its node_modules.
    const folder = mkdtempSync(path.resolve(".data/openapi-client-"));
    try {
      writeFileSync(path.join(folder, "provider-api.ts"), astToString(await openapiTS(served)));
      const integration = path.join(folder, "integration.ts");
      writeFileSync(integration, INTEGRATION);
      const program = ts.createProgram([integration], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
        types: [],
        skipLibCheck: true,
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map(
          (diagnostic) =>
            `${diagnostic.file ? path.basename(diagnostic.file.fileName) : ""} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`,
        );
      expect(problems).toEqual([]);

      const { launchGame } = (await import(/* @vite-ignore */ integration)) as {
        launchGame(
          baseUrl: string,
          apiKey: string,
          playerId: string,
        ): Promise<{ sessionId: string; launchUrl: string }>;
      };
      const launched = await launchGame(t.app.baseUrl, t.world.alphaKey, "typed-client-player");
      expect(launched.sessionId).toMatch(/^ses_/);
      expect(launched.launchUrl).toContain(`/play/${GAMES.aurora.symbol}?token=`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("coverage", () => {
  it("exercised every documented status of every operation, and every artwork content type", () => {
    const documented = Object.entries(document.paths).flatMap(([template, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.keys(operation.responses).map((status) => `${method.toUpperCase()} ${template} ${status}`),
      ),
    );
    const artTypes = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"].map((type) => `art ${type}`);
    expect([...exercised].sort()).toEqual([...documented, ...artTypes].sort());
  });
});

describe("the docs page", () => {
  it("renders every endpoint, schema and error code of the document, with no outside assets", async () => {
    const response = await t.api("/docs/api");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    for (const [path, item] of Object.entries(document.paths)) {
      expect(html).toContain(path);
      for (const operation of Object.values(item)) expect(html).toContain(`id="op-${operation.operationId}"`);
    }
    // The four wallet callbacks (the document's webhooks): what the operator's wallet must answer.
    expect(Object.keys(document.webhooks)).toHaveLength(4);
    for (const [name, item] of Object.entries(document.webhooks)) {
      expect(html).toContain(`id="op-${item.post.operationId}"`);
      expect(html).toContain(`{wallet_base_url}/${name.replace("wallet-", "")}`);
    }
    expect(html).toContain("x-platform-signature: &lt;64 hex characters&gt;");
    for (const name of Object.keys(document.components.schemas)) expect(html).toContain(`id="schema-${name}"`);
    for (const response of Object.values(document.components.responses)) {
      for (const code of Object.keys(response["x-error-codes"] ?? {})) expect(html).toContain(`id="error-${code}"`);
    }
    for (const scheme of ["x-provider-api-key", "x-api-key", "Authorization: Bearer"]) expect(html).toContain(scheme);
    // Works offline: every script, stylesheet, image and font comes from this server.
    const assets = [...html.matchAll(/<(?:script|link|img|source)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(
      (match) => match[1] ?? "",
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset, asset).toMatch(/^\/(?!\/)/);
    expect(html).not.toMatch(/@import|url\(\s*["']?https?:/);
  });
});

describe("the landing page and the docs", () => {
  it("/ links the console, the API reference and the guide", async () => {
    const response = await t.api("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const href of ["/console", "/docs/api", "/docs"]) expect(html).toContain(`href="${href}"`);
  });

  it("/docs renders the integration guide with its anchors and links to the other documents and files", async () => {
    const response = await t.api("/docs");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Operator integration guide");
    expect(html).toContain('id="1-five-steps-from-nothing-to-a-signed-spin"');
    expect(html).toContain('href="#1-five-steps-from-nothing-to-a-signed-spin"');
    for (const href of ["/docs/decisions", "/docs/wallet", "/docs/api", "/docs/files/integration/example-wallet.mjs"])
      expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain("DESIGN.md");

    const decisions = await t.api("/docs/decisions");
    expect(decisions.status).toBe(200);
    expect(await decisions.text()).toContain('id="wallet-callbacks"');
    const wallet = await t.api("/docs/files/integration/example-wallet.mjs");
    expect(wallet.status).toBe(200);
    expect(wallet.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await wallet.text()).toContain("Example wallet listening on");
    for (const missing of ["/docs/nothing-here", "/docs/files/..%2Fpackage.json", "/docs/files/integration-guide.md"]) {
      expect((await t.api(missing)).status, missing).toBe(404);
    }
  });
});
