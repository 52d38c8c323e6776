import fc from "fast-check";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceRefreshResponseSchema,
  catalogResponseSchema,
  GAME_ART_CONTENT_TYPES,
  launchResponseSchema,
  providerErrorSchema,
  singleGameResponseSchema,
} from "@/lib/contract/provider-api";
import { createCampaignResponseSchema } from "@/lib/contract/free-rounds-api";
import { auroraRichesMath } from "@/lib/game/demo-games/aurora-riches/math";
import { prisma } from "@/lib/server/db/prisma";
import {
  anyText,
  brokenJsonBody,
  fewerRuns,
  FUZZ_PROPERTIES,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  headerText,
  mutated,
  oddContentType,
  option,
  oversizeBodyBytes,
  queryPairs,
  queryString,
  routeMethod,
  undecodablePathPart,
  urlSegment,
} from "@/tests/integration/support/fuzz-generators";
import {
  connectStateReader,
  describeRequest,
  expectAllowedStatus,
  expectJsonError,
  JSON_CONTENT_TYPE,
  sendRaw,
  statusTally,
  type RawRequest,
  type RawResponse,
} from "@/tests/integration/support/fuzz-http";
import {
  canQueryDatabase,
  GAMES,
  startProviderTest,
  type ProviderTestContext,
} from "@/tests/integration/support/provider-fixtures";

// Property-based fuzzing of every provider endpoint through a real HTTP client (node:http, so that odd methods,
// duplicate headers, raw bytes and chunked bodies reach the server as sent): wrong types, missing fields, huge
// strings, unicode, broken JSON, odd content types, odd auth headers, odd methods and paths. Whatever is sent, the
// answer is never a 5xx, every 4xx is the contract's JSON error, and (on PostgreSQL, where this process can read
// the database while the app runs) a rejected request leaves sessions, audit log, ledger and catalog untouched.
// FUZZ_RUNS=<n> sets the runs per property (default 40).

const PREFIX = "/api/provider/v1";

let t: ProviderTestContext;
let db: pg.Client | undefined;

beforeAll(async () => {
  // Rate limits stay on (their code runs on every request) but far above what the fuzzing sends.
  t = await startProviderTest({
    env: {
      RATE_LIMIT_PER_KEY_PER_SECOND: "1000000",
      RATE_LIMIT_PER_KEY_BURST: "1000000",
      RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: "1000000",
    },
    // Free-rounds campaigns need a game with maths (its bets).
    seed: async () => {
      await prisma.game.update({
        where: { symbol: GAMES.aurora.symbol },
        data: { mathConfig: { ...auroraRichesMath, game: GAMES.aurora.symbol } },
      });
    },
  });
  db = await connectStateReader(t.database);
});
afterAll(async () => {
  await db?.end();
  await t?.stop();
});

// ---------------------------------------------------------------------------------------------------------------
// Sending and checking

const send = (request: RawRequest): Promise<RawResponse> => sendRaw(t.app.port, request);

/** What must not change when a request is refused: sessions, audit log, wallet ledger and catalog data. */
async function storedState(): Promise<string | null> {
  if (!db) return null;
  const { rows } = await db.query<{ state: string }>(`
    SELECT concat_ws(' ',
      (SELECT md5(coalesce(string_agg(s::text, '|' ORDER BY s.id), '')) FROM launch_sessions s),
      (SELECT count(*) FROM audit_log),
      (SELECT count(*) FROM wallet_transactions),
      (SELECT md5(coalesce(string_agg(o::text, '|' ORDER BY o.id), '')) FROM operators o),
      (SELECT md5(coalesce(string_agg(g::text, '|' ORDER BY g.id), '')) FROM games g),
      (SELECT count(*) FROM catalog_entries),
      (SELECT count(*) FROM game_art),
      (SELECT md5(coalesce(string_agg(c::text, '|' ORDER BY c.id), '')) FROM free_rounds_campaigns c),
      (SELECT count(*) FROM free_rounds_awards)
    ) AS state`);
  return rows[0]?.state ?? null;
}

/**
 * Sends the request and checks the invariants; returns the response for endpoint-specific checks.
 * `allowed` lists the statuses this endpoint may answer with.
 */
async function sendAndCheck(request: RawRequest, allowed: number[]): Promise<RawResponse> {
  const before = await storedState();
  const response = await send(request);
  const what = expectAllowedStatus(request, response, allowed);
  if (response.status >= 400 && request.method !== "HEAD") expectJsonError(response, providerErrorSchema, what);
  if (response.status >= 300 && before !== null)
    expect(await storedState(), `stored data changed: ${what}`).toBe(before);
  return response;
}

// ---------------------------------------------------------------------------------------------------------------
// Generators

const SYMBOLS = [...Object.values(GAMES).flatMap((game) => [game.symbol, game.slug]), "tstnowhere"];
const OPERATORS = ["alpha-casino", "beta-bet", "closed-casino", "nobody"];
/** Values that are valid somewhere, or nearly: other games and operators, wrong enums, foreign URL schemes. */
const nearMiss = fc.constantFrom(
  ...SYMBOLS,
  ...OPERATORS,
  "EURO",
  "eu",
  "watch",
  "TABLET",
  "0.1.0",
  "-1",
  "javascript:alert(1)",
  "ftp://example.com/x",
  "https://x/\u0000",
  "provider_z",
);

type KeyName = "alpha" | "beta" | "closed" | "master" | "revoked" | "mutated" | "none";
const keyName = fc.constantFrom<KeyName>("alpha", "alpha", "master", "beta", "closed", "revoked", "mutated", "none");
const keyForm = fc.constantFrom("x-provider-api-key", "x-api-key", "bearer");

function keyText(name: KeyName): string | null {
  switch (name) {
    case "alpha":
      return t.world.alphaKey;
    case "beta":
      return t.world.betaKey;
    case "closed":
      return t.world.closedKey;
    case "master":
      return t.world.masterKey;
    case "revoked":
      return t.world.revokedAlphaKey;
    case "mutated":
      return `${t.world.alphaKey.slice(0, -2)}zz`;
    case "none":
      return null;
  }
}

function authHeaders(name: KeyName, form: string): Array<[string, string]> {
  const key = keyText(name);
  if (!key) return [];
  return form === "bearer" ? [["authorization", `Bearer ${key}`]] : [[form, key]];
}

function jsonRequest(path: string, body: unknown, headers: Array<[string, string]>): RawRequest {
  return { method: "POST", path, headers: [JSON_CONTENT_TYPE, ...headers], body: JSON.stringify(body) ?? "null" };
}

const CATALOG_OF_ALPHA = [GAMES.aurora, GAMES.dragon, GAMES.oceanic].flatMap((game) => [game.symbol, game.slug]);

const launchBody = mutated(
  fc.record({
    symbol: fc.constantFrom(...CATALOG_OF_ALPHA),
    external_player_id: fc.constantFrom("fuzz-player", "fuzz-player-2", "Ünïcødé player 💥"),
    currency: option(fc.constantFrom("EUR", "usd", "TRY")),
    lang: option(fc.constantFrom("en", "tr", "pt-BR")),
    device: option(fc.constantFrom("desktop", "mobile", "tablet")),
    coin: option(fc.constantFrom("0.10", "1", "0.00000001")),
    return_url: option(fc.constantFrom("https://casino.example.com/lobby?x=1", "http://127.0.0.1:9/back")),
  }),
  ["symbol", "slug", "external_player_id", "operator_id", "currency", "lang", "device", "coin", "return_url"],
  nearMiss,
);

const refreshBody = mutated(
  fc.record({
    external_player_id: fc.constantFrom("fuzz-player", "fuzz-player-2", "nobody-plays"),
    currency: option(fc.constantFrom("EUR", "usd")),
    game_symbol: option(fc.constantFrom(...SYMBOLS.filter((symbol) => symbol !== "tstnowhere"))),
    request_id: option(fc.constantFrom("req-1", "Ünïcødé-req")),
    reason: option(fc.constantFrom("deposit", "manual_adjustment")),
  }),
  ["external_player_id", "operator_id", "currency", "game_symbol", "session_id", "request_id", "reason"],
  nearMiss,
);

const campaignBody = mutated(
  fc.record({
    campaign_id: fc.constantFrom("fuzz-campaign-1", "fuzz-campaign-2", "Ünïcødé campaign"),
    games: fc.constantFrom(
      [GAMES.aurora.symbol],
      [GAMES.aurora.slug],
      [GAMES.aurora.symbol, GAMES.dragon.symbol],
      ["tstnowhere"],
    ),
    rounds: fc.constantFrom(1, 10, 1000, 0, 1001),
    bet_level: fc.constantFrom(1, 2, 7),
    coin_value: fc.constantFrom("0.10", "0.1", "0.03", "0.00000001"),
    currency: fc.constantFrom("EUR", "usd", "JPY"),
    expires_at: fc.constantFrom("2999-01-01T00:00:00Z", "2000-01-01T00:00:00Z"),
    max_win: option(fc.constantFrom("10.00", "0", "1.005")),
    players: fc.constantFrom(["fuzz-player"], ["fuzz-player", "fuzz-player"], ["fuzz-player", "Ünïcødé player 💥"], []),
  }),
  [
    "campaign_id",
    "operator_id",
    "games",
    "rounds",
    "bet_level",
    "coin_value",
    "currency",
    "valid_from",
    "expires_at",
    "max_win",
    "players",
  ],
  nearMiss,
);
const VALID_CAMPAIGN = {
  campaign_id: "fuzz-example",
  games: [GAMES.aurora.symbol],
  rounds: 5,
  bet_level: 1,
  coin_value: "0.10",
  currency: "EUR",
  expires_at: "2999-01-01T00:00:00Z",
  players: ["fuzz-player"],
};

/** Mostly a working key, so that mutations of the body are what gets tested. */
const bodyKeyName = fc.oneof(
  { arbitrary: fc.constant<KeyName>("alpha"), weight: 6 },
  { arbitrary: keyName, weight: 2 },
);

const { remember, expectSuccessAndRejection } = statusTally();

/**
 * The generated cases plus fixed examples (fast-check counts them in numRuns) that must succeed and must be refused,
 * so that "reached both" below does not depend on the seed (a seed that never drew a working key with an in-catalog symbol once failed CI).
 */
const withExamples = <Ts extends unknown[]>(...examples: Ts[]) => ({ numRuns: FUZZ_RUNS + examples.length, examples });

// ---------------------------------------------------------------------------------------------------------------

describe("POST bodies", FUZZ_TIMEOUT, () => {
  it("launch-url: generated and mutated launch requests", async () => {
    await fc.assert(
      fc.asyncProperty(launchBody, bodyKeyName, keyForm, async (body, key, form) => {
        const response = await sendAndCheck(
          jsonRequest(`${PREFIX}/launch-url`, body, authHeaders(key, form)),
          [200, 400, 401, 403, 404, 413],
        );
        remember("launch", response.status);
        if (response.status === 200) launchResponseSchema.parse(JSON.parse(response.body));
      }),
      withExamples<[Record<string, unknown>, KeyName, string]>(
        [{ symbol: GAMES.aurora.symbol, external_player_id: "fuzz-player" }, "alpha", "x-provider-api-key"],
        [{ symbol: GAMES.aurora.symbol, external_player_id: "fuzz-player" }, "none", "x-provider-api-key"],
      ),
    );
  });

  it("player-balance-refresh: generated and mutated refresh requests", async () => {
    await fc.assert(
      fc.asyncProperty(refreshBody, bodyKeyName, keyForm, async (body, key, form) => {
        const response = await sendAndCheck(
          jsonRequest(`${PREFIX}/player-balance-refresh`, body, authHeaders(key, form)),
          [200, 400, 401, 403, 404, 413],
        );
        remember("refresh", response.status);
        if (response.status === 200) balanceRefreshResponseSchema.parse(JSON.parse(response.body));
      }),
      withExamples<[Record<string, unknown>, KeyName, string]>(
        [{ external_player_id: "fuzz-player", currency: "EUR" }, "alpha", "x-provider-api-key"],
        [{ external_player_id: "fuzz-player", currency: "EUR" }, "revoked", "bearer"],
      ),
    );
  });

  it("free-rounds: generated and mutated campaign requests, players and cancels", async () => {
    const target = fc.constantFrom(`${PREFIX}/free-rounds`, `${PREFIX}/free-rounds/fuzz-campaign-1/players`);
    await fc.assert(
      fc.asyncProperty(campaignBody, target, bodyKeyName, keyForm, async (body, path, key, form) => {
        const payload = path.endsWith("/players") ? { players: body.players, operator_id: body.operator_id } : body;
        const response = await sendAndCheck(
          jsonRequest(path, payload, authHeaders(key, form)),
          [200, 201, 400, 401, 403, 404, 409, 413],
        );
        remember(path.endsWith("/players") ? "free-rounds players" : "free-rounds", response.status);
        if (response.status === 201 || (response.status === 200 && !path.endsWith("/players")))
          createCampaignResponseSchema.parse(JSON.parse(response.body));
      }),
      withExamples<[Record<string, unknown>, string, KeyName, string]>(
        [VALID_CAMPAIGN, `${PREFIX}/free-rounds`, "alpha", "x-provider-api-key"],
        [VALID_CAMPAIGN, `${PREFIX}/free-rounds`, "alpha", "bearer"],
        [VALID_CAMPAIGN, `${PREFIX}/free-rounds`, "none", "x-provider-api-key"],
      ),
    );
    const read = fc.constantFrom(
      "free-rounds?external_player_id=fuzz-player",
      "free-rounds",
      "free-rounds/fuzz-example",
      "free-rounds/fuzz-example?players_limit=0",
    );
    await fc.assert(
      fc.asyncProperty(read, keyName, async (path, key) => {
        await sendAndCheck(
          { method: "GET", path: `${PREFIX}/${path}`, headers: authHeaders(key, "x-provider-api-key") },
          [200, 400, 401, 403, 404],
        );
      }),
      FUZZ_PROPERTIES,
    );
  });

  it("broken JSON, raw bytes and odd content types", async () => {
    const body = brokenJsonBody(
      JSON.stringify({ symbol: GAMES.aurora.symbol, external_player_id: "fuzz-player", currency: "EUR" }),
      [
        '{"__proto__":{"polluted":true},"symbol":"tstaurora"}',
        '{"symbol":"tstaurora","symbol":7,"external_player_id":"p"}',
      ],
    );
    const endpoint = fc.constantFrom(
      `${PREFIX}/launch-url`,
      `${PREFIX}/player-balance-refresh`,
      `${PREFIX}/free-rounds`,
    );
    await fc.assert(
      fc.asyncProperty(
        endpoint,
        body,
        oddContentType,
        fc.boolean(),
        keyName,
        async (path, payload, type, chunked, key) => {
          const headers: Array<[string, string]> = [
            ...authHeaders(key, "x-provider-api-key"),
            ...(type ? ([["content-type", type]] as Array<[string, string]>) : []),
          ];
          await sendAndCheck({ method: "POST", path, headers, body: payload, chunked }, [200, 400, 401, 403, 404, 413]);
        },
      ),
      FUZZ_PROPERTIES,
    );
  });

  it("bodies over the limit, with and without Content-Length, are 413 and change nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        oversizeBodyBytes,
        fc.boolean(),
        fc.constantFrom(`${PREFIX}/launch-url`, `${PREFIX}/player-balance-refresh`),
        async (bytes, chunked, path) => {
          const body = JSON.stringify({
            symbol: GAMES.aurora.symbol,
            external_player_id: "fuzz-player",
            padding: "x".repeat(bytes),
          });
          const response = await sendAndCheck(
            {
              method: "POST",
              path,
              headers: [JSON_CONTENT_TYPE, ["x-provider-api-key", t.world.alphaKey]],
              body,
              chunked,
            },
            [413],
          );
          expect(JSON.parse(response.body).error).toBe("payload_too_large");
        },
      ),
      fewerRuns(8),
    );
  });
});

describe("query strings and path parameters", FUZZ_TIMEOUT, () => {
  const catalogQuery = queryPairs(
    fc.constantFrom("operator_id", "provider_id", "title", "slug"),
    fc.constantFrom(...OPERATORS, "provider_a", "provider_b", "provider_z", ""),
  );
  const segment = fc.oneof(fc.constantFrom(...SYMBOLS), urlSegment);

  it("GET games with odd queries and x-operator-id headers", async () => {
    const operatorHeader = option(fc.oneof(fc.constantFrom(...OPERATORS), headerText(100)));
    await fc.assert(
      fc.asyncProperty(catalogQuery, keyName, operatorHeader, async (pairs, key, operator) => {
        const headers = [
          ...authHeaders(key, "x-provider-api-key"),
          ...(operator === undefined ? [] : ([["x-operator-id", operator]] as Array<[string, string]>)),
        ];
        const response = await sendAndCheck(
          { method: "GET", path: `${PREFIX}/games${queryString(pairs)}`, headers },
          [200, 400, 401, 403, 404],
        );
        remember("catalog", response.status);
        if (response.status === 200) catalogResponseSchema.parse(JSON.parse(response.body));
      }),
      withExamples<[Array<[string, string]>, KeyName, string | undefined]>(
        [[], "alpha", undefined],
        [[], "mutated", undefined],
      ),
    );
  });

  it("GET games/{symbol} with odd symbols", async () => {
    await fc.assert(
      fc.asyncProperty(segment, catalogQuery, keyName, async (symbol, pairs, key) => {
        const response = await sendAndCheck(
          {
            method: "GET",
            path: `${PREFIX}/games/${symbol}${queryString(pairs)}`,
            headers: authHeaders(key, "x-api-key"),
          },
          [200, 308, 400, 401, 403, 404],
        );
        remember("game", response.status);
        if (response.status === 200) singleGameResponseSchema.parse(JSON.parse(response.body));
      }),
      withExamples<[string, Array<[string, string]>, KeyName]>(
        [GAMES.aurora.symbol, [], "alpha"],
        ["tstnowhere", [], "alpha"],
      ),
    );
  });

  it("GET game-art/{symbol} with odd symbols, titles and conditional headers", async () => {
    const conditional = option(fc.oneof(fc.constant("*"), headerText(80)));
    await fc.assert(
      fc.asyncProperty(segment, catalogQuery, conditional, async (symbol, pairs, ifNoneMatch) => {
        const headers: Array<[string, string]> = ifNoneMatch === undefined ? [] : [["if-none-match", ifNoneMatch]];
        const response = await sendAndCheck(
          { method: "GET", path: `${PREFIX}/game-art/${symbol}${queryString(pairs)}`, headers },
          [200, 304, 308, 400, 404],
        );
        remember("art", response.status);
        if (response.status === 200) expect(GAME_ART_CONTENT_TYPES).toContain(response.headers["content-type"]);
      }),
      withExamples<[string, Array<[string, string]>, string | undefined]>(
        [GAMES.aurora.symbol, [], undefined],
        ["tstnowhere", [], undefined],
      ),
    );
  });
});

describe("headers, methods and paths", FUZZ_TIMEOUT, () => {
  it("odd, duplicate and conflicting API key, client address and request id headers", async () => {
    const names = fc.constantFrom(
      "x-provider-api-key",
      "x-api-key",
      "authorization",
      "X-Provider-Api-Key",
      "x-operator-id",
      // Read by the rate limits and request logging.
      "x-forwarded-for",
      "x-real-ip",
      "forwarded",
      "x-request-id",
    );
    const values = fc.oneof(
      keyName.map((name) => keyText(name) ?? ""),
      keyName.map((name) => `Bearer ${keyText(name) ?? ""}`),
      keyName.map((name) => `  ${keyText(name) ?? ""}  `),
      fc.constantFrom(
        "Bearer",
        "Bearer ",
        "Basic dXNlcjpwYXNz",
        "bearer  gpk_",
        "gpm_",
        "gpk_" + "A".repeat(43),
        ...OPERATORS,
      ),
      headerText(200),
    );
    const target = fc.constantFrom<RawRequest>(
      { method: "GET", path: `${PREFIX}/games` },
      { method: "GET", path: `${PREFIX}/games/${GAMES.aurora.slug}` },
      jsonRequest(`${PREFIX}/launch-url`, { symbol: GAMES.aurora.symbol, external_player_id: "fuzz-player" }, []),
      jsonRequest(`${PREFIX}/player-balance-refresh`, { external_player_id: "fuzz-player" }, []),
    );
    await fc.assert(
      fc.asyncProperty(target, fc.array(fc.tuple(names, values), { maxLength: 5 }), async (request, headers) => {
        await sendAndCheck(
          { ...request, headers: [...(request.headers ?? []), ...headers] },
          [200, 400, 401, 403, 404],
        );
      }),
      FUZZ_PROPERTIES,
    );
  });

  it("every method on known and unknown paths under /api/provider/v1", async () => {
    const part = fc.oneof(
      fc.constantFrom(
        "games",
        "game-art",
        "launch-url",
        "player-balance-refresh",
        "free-rounds",
        "players",
        "cancel",
        "openapi.json",
        "health",
        GAMES.aurora.symbol,
        "",
        "%2F",
        "%2e%2e",
        "~",
        "_next",
        "v2",
      ),
      urlSegment,
    );
    const body = option(
      fc.oneof(
        launchBody.map((value) => JSON.stringify(value)),
        anyText,
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        routeMethod,
        fc.array(part, { minLength: 0, maxLength: 4 }),
        keyName,
        body,
        async (verb, parts, key, payload) => {
          const path = `${PREFIX}/${parts.join("/")}`;
          const request: RawRequest = {
            method: verb,
            path,
            headers: [...authHeaders(key, "x-provider-api-key"), ...(payload === undefined ? [] : [JSON_CONTENT_TYPE])],
            body: verb === "GET" || verb === "HEAD" ? undefined : payload,
          };
          // Dot segments may lead out of the provider API; only its own routes promise the contract's errors.
          const staysInApi = new URL(path, "http://x").pathname.startsWith(PREFIX);
          if (!staysInApi) {
            const response = await send(request);
            expect(response.status, describeRequest(request, response)).toBeLessThan(500);
            return;
          }
          // 201 and 409: free-rounds campaigns (created; another body under a campaign_id, or a cancelled campaign).
          await sendAndCheck(request, [200, 201, 204, 304, 308, 400, 401, 403, 404, 405, 409, 413]);
        },
      ),
      FUZZ_PROPERTIES,
    );
  });
});

// Methods no route handler can export (PROPFIND, TRACE, …) never reach a route: the server entry point
// (lib/server/entry) answers them with the contract's JSON 405 and Allow, whatever the path, key or body.
describe("methods no route serves", FUZZ_TIMEOUT, () => {
  it("get the contract's 405 with Allow on every provider route", async () => {
    const method = fc.constantFrom(
      "TRACE",
      "PROPFIND",
      "PROPPATCH",
      "MKCOL",
      "LOCK",
      "UNLOCK",
      "SEARCH",
      "PURGE",
      "REPORT",
      "COPY",
      "MOVE",
      "LINK",
      "UNLINK",
      "QUERY",
      "ACL",
    );
    const route = fc.constantFrom(
      "games",
      `games/${GAMES.aurora.symbol}`,
      "launch-url",
      "player-balance-refresh",
      "free-rounds",
      "rounds",
      "transactions",
      "openapi.json",
      "nowhere",
      "games/%E0%A4%A",
    );
    const body = option(
      fc.oneof(
        launchBody.map((value) => JSON.stringify(value)),
        anyText,
      ),
    );
    await fc.assert(
      fc.asyncProperty(method, route, keyName, body, async (verb, where, key, payload) => {
        const request: RawRequest = {
          method: verb,
          path: `${PREFIX}/${where}`,
          headers: authHeaders(key, "x-provider-api-key"),
          body: verb === "TRACE" ? undefined : payload,
        };
        const response = await sendAndCheck(request, [405]);
        expect(response.headers.allow, describeRequest(request, response)).toBe(
          "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
        );
        expect(JSON.parse(response.body)).toMatchObject({ success: false, error: "method_not_allowed" });
      }),
      fewerRuns(4),
    );
  });
});

// Next.js answers a path whose percent-encoding does not decode before any route runs (a bare 500); the root
// proxy.ts sees provider API paths holding a "%" and answers those with the contract's 400.
describe("paths Next.js cannot decode (proxy.ts)", FUZZ_TIMEOUT, () => {
  it("get the contract's 400 on every provider route, with or without a key", async () => {
    const path = fc
      .tuple(fc.constantFrom("games", "game-art", "launch-url", "nowhere"), undecodablePathPart)
      .map(([route, part]) => `${PREFIX}/${route}/${part}`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("GET", "POST"), path, keyName, async (verb, target, key) => {
        const response = await sendAndCheck(
          { method: verb, path: target, headers: authHeaders(key, "x-provider-api-key") },
          [400],
        );
        expect(JSON.parse(response.body)).toMatchObject({ success: false, error: "invalid_request" });
      }),
      FUZZ_PROPERTIES,
    );
  });
});

describe("the fuzzing itself", () => {
  it("reached both success and rejection on every endpoint", () => {
    expectSuccessAndRejection(["launch", "refresh", "catalog", "game", "art", "free-rounds"]);
  });

  it.runIf(canQueryDatabase)("was able to see the database (so the nothing-written checks ran)", async () => {
    expect(await storedState()).toMatch(/^[0-9a-f]{32} \d+ \d+ [0-9a-f]{32} [0-9a-f]{32} \d+ \d+ [0-9a-f]{32} \d+$/);
  });
});
