import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceRefreshResponseSchema,
  catalogResponseSchema,
  launchResponseSchema,
  providerErrorSchema,
} from "@/lib/contract/provider-api";
import { hashApiKey } from "@/lib/server/api-keys/api-key-format";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/server/api-keys/revoke-api-key";
import { prisma } from "@/lib/server/db/prisma";
import { setOperatorStatus } from "@/lib/server/operators/set-operator-status";
import {
  canQueryDatabase,
  GAMES,
  startProviderTest,
  type ProviderTestContext,
} from "@/tests/integration/support/provider-fixtures";
import { untilCacheFollows } from "@/tests/support/cache-staleness";

// API keys, operator scope, and the shape of every error of the provider API, against the built app.

// Starting the built app takes a while; the per-project defaults (5 s / 10 s) are too short for it.

let t: ProviderTestContext;

beforeAll(async () => {
  t = await startProviderTest();
});
afterAll(async () => {
  await t?.stop();
});

async function expectError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = providerErrorSchema.parse(await response.json());
  expect(body.error).toBe(code);
  expect(body.detail.length).toBeGreaterThan(0);
  expect(body.detail).not.toMatch(/\bat .*\.(js|ts):\d+/); // never a stack trace
  return body.detail;
}

async function catalogOf(response: Response) {
  expect(response.status).toBe(200);
  return catalogResponseSchema.parse(await response.json()).data;
}

describe("API key forms", () => {
  it("accepts the key as x-provider-api-key, x-api-key and Authorization: Bearer", async () => {
    const forms: Record<string, string>[] = [
      { "x-provider-api-key": t.world.alphaKey },
      { "x-api-key": t.world.alphaKey },
      { authorization: `Bearer ${t.world.alphaKey}` },
    ];
    for (const headers of forms) {
      const data = await catalogOf(await t.api("/api/provider/v1/games", { headers }));
      expect(data.operator_id).toBe("alpha-casino");
      expect(data.total).toBe(3);
    }
  });

  it("answers 401 missing_api_key without a key, on every keyed endpoint", async () => {
    await expectError(await t.api("/api/provider/v1/games"), 401, "missing_api_key");
    await expectError(await t.api(`/api/provider/v1/games/${GAMES.aurora.symbol}`), 401, "missing_api_key");
    await expectError(await t.post("/api/provider/v1/launch-url", {}), 401, "missing_api_key");
    await expectError(await t.post("/api/provider/v1/player-balance-refresh", {}), 401, "missing_api_key");
    await expectError(
      await t.api("/api/provider/v1/games", { headers: { authorization: "Basic YTpi" } }),
      401,
      "missing_api_key",
    );
  });

  it("answers 401 invalid_api_key for an unknown, malformed or revoked key", async () => {
    const unknown = "gpk_" + "Z".repeat(43);
    for (const key of [unknown, "not-a-key", t.world.alphaKey.slice(0, -1), t.world.revokedAlphaKey]) {
      const response = await t.api("/api/provider/v1/games", { key });
      await expectError(response, 401, "invalid_api_key");
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
    // An operator key's text with the master prefix is not a master key.
    await expectError(
      await t.api("/api/provider/v1/games", { key: t.world.alphaKey.replace(/^gpk_/, "gpm_") }),
      401,
      "invalid_api_key",
    );
  });
});

describe("operator scope", () => {
  it("lets an operator key name its own operator, and refuses any other with 403", async () => {
    const own = await t.api("/api/provider/v1/games?operator_id=alpha-casino", { key: t.world.alphaKey });
    expect((await catalogOf(own)).operator_id).toBe("alpha-casino");
    await expectError(
      await t.api("/api/provider/v1/games?operator_id=beta-bet", { key: t.world.alphaKey }),
      403,
      "wrong_operator_scope",
    );
    await expectError(
      await t.api("/api/provider/v1/games?operator_id=alpha-casino&operator_id=beta-bet", { key: t.world.alphaKey }),
      403,
      "wrong_operator_scope",
    );
    await expectError(
      await t.api("/api/provider/v1/games", { key: t.world.alphaKey, headers: { "x-operator-id": "beta-bet" } }),
      403,
      "wrong_operator_scope",
    );
    await expectError(
      await t.post(
        "/api/provider/v1/launch-url",
        { symbol: GAMES.oceanic.symbol, external_player_id: "p1", operator_id: "beta-bet" },
        { key: t.world.alphaKey },
      ),
      403,
      "wrong_operator_scope",
    );
    await expectError(
      await t.post(
        "/api/provider/v1/player-balance-refresh",
        { external_player_id: "p1", operator_id: "beta-bet" },
        { key: t.world.alphaKey },
      ),
      403,
      "wrong_operator_scope",
    );
  });

  it("lets a master key choose the operator by query, header or body", async () => {
    const byQuery = await catalogOf(
      await t.api("/api/provider/v1/games?operator_id=beta-bet", { key: t.world.masterKey }),
    );
    expect(byQuery.operator_id).toBe("beta-bet");
    expect(byQuery.items.map((game) => game.symbol)).toEqual([GAMES.oceanic.symbol]);

    const byHeader = await catalogOf(
      await t.api("/api/provider/v1/games", { key: t.world.masterKey, headers: { "x-operator-id": "alpha-casino" } }),
    );
    expect(byHeader.operator_id).toBe("alpha-casino");
    expect(byHeader.total).toBe(3);

    const launch = await t.post(
      "/api/provider/v1/launch-url",
      { symbol: GAMES.oceanic.symbol, external_player_id: "master-picked", operator_id: "beta-bet" },
      { key: t.world.masterKey },
    );
    expect(launch.status).toBe(200);
    expect(launchResponseSchema.parse(await launch.json()).operator_id).toBe("beta-bet");
  });

  it("gives a master key with no operator the whole live catalog, and requires one for launch and refresh", async () => {
    const all = await catalogOf(await t.api("/api/provider/v1/games", { key: t.world.masterKey }));
    expect(all.operator_id).toBeNull();
    expect(all.items.map((game) => game.symbol).sort()).toEqual(
      [GAMES.aurora.symbol, GAMES.dragon.symbol, GAMES.hidden.symbol, GAMES.oceanic.symbol].sort(),
    );
    await expectError(
      await t.post(
        "/api/provider/v1/launch-url",
        { symbol: GAMES.aurora.symbol, external_player_id: "p1" },
        { key: t.world.masterKey },
      ),
      400,
      "missing_field",
    );
    await expectError(
      await t.post("/api/provider/v1/player-balance-refresh", { external_player_id: "p1" }, { key: t.world.masterKey }),
      400,
      "missing_field",
    );
  });

  it("refuses conflicting operator selections from a master key", async () => {
    await expectError(
      await t.api("/api/provider/v1/games?operator_id=alpha-casino&operator_id=beta-bet", { key: t.world.masterKey }),
      400,
      "invalid_request",
    );
    await expectError(
      await t.api("/api/provider/v1/games?operator_id=alpha-casino", {
        key: t.world.masterKey,
        headers: { "x-operator-id": "beta-bet" },
      }),
      400,
      "invalid_request",
    );
  });

  it("answers 404 operator_not_found when a master key names an unknown operator", async () => {
    await expectError(
      await t.api("/api/provider/v1/games?operator_id=nobody-here", { key: t.world.masterKey }),
      404,
      "operator_not_found",
    );
    await expectError(
      await t.post(
        "/api/provider/v1/player-balance-refresh",
        { external_player_id: "p1", operator_id: "nobody-here" },
        { key: t.world.masterKey },
      ),
      404,
      "operator_not_found",
    );
  });

  it("answers 403 operator_inactive for an inactive operator, by its own key or a master key", async () => {
    for (const path of ["/api/provider/v1/games", `/api/provider/v1/games/${GAMES.aurora.symbol}`]) {
      await expectError(await t.api(path, { key: t.world.closedKey }), 403, "operator_inactive");
    }
    await expectError(
      await t.post(
        "/api/provider/v1/launch-url",
        { symbol: GAMES.aurora.symbol, external_player_id: "p1" },
        { key: t.world.closedKey },
      ),
      403,
      "operator_inactive",
    );
    await expectError(
      await t.api("/api/provider/v1/games", { key: t.world.masterKey, headers: { "x-operator-id": "closed-casino" } }),
      403,
      "operator_inactive",
    );
  });
});

describe("request errors", () => {
  it("answers malformed JSON, a non-object body and an empty body with 400 in the contract's shape", async () => {
    const key = t.world.alphaKey;
    await expectError(await t.post("/api/provider/v1/launch-url", "{not json", { key }), 400, "invalid_json");
    await expectError(await t.post("/api/provider/v1/launch-url", "", { key }), 400, "invalid_json");
    await expectError(await t.post("/api/provider/v1/launch-url", "[1,2]", { key }), 400, "invalid_request");
    await expectError(await t.post("/api/provider/v1/player-balance-refresh", "null", { key }), 400, "invalid_request");
  });

  it("refuses a body over 64 KiB with 413, whether or not Content-Length announces it", async () => {
    const big = JSON.stringify({
      symbol: GAMES.aurora.symbol,
      external_player_id: "p1",
      padding: "x".repeat(70 * 1024),
    });
    await expectError(
      await t.post("/api/provider/v1/launch-url", big, { key: t.world.alphaKey }),
      413,
      "payload_too_large",
    );
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 80; index += 1) controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
        controller.enqueue(new TextEncoder().encode("{}"));
        controller.close();
      },
    });
    const response = await t.api("/api/provider/v1/player-balance-refresh", {
      key: t.world.alphaKey,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunked,
      duplex: "half",
    } as RequestInit);
    await expectError(response, 413, "payload_too_large");
    // A body of several megabytes gets the same clean answer, not a broken connection.
    const huge = JSON.stringify({ external_player_id: "p1", padding: "x".repeat(5 * 1024 * 1024) });
    await expectError(
      await t.post("/api/provider/v1/player-balance-refresh", huge, { key: t.world.alphaKey }),
      413,
      "payload_too_large",
    );
    // Just under the limit is fine.
    const fits = JSON.stringify({ external_player_id: "p1", reason: "deposit" }) + " ".repeat(60 * 1024);
    const accepted = await t.post("/api/provider/v1/player-balance-refresh", fits, { key: t.world.alphaKey });
    expect(accepted.status).toBe(200);
    expect(balanceRefreshResponseSchema.parse(await accepted.json()).reason).toBe("deposit");
  });

  it("answers unknown provider routes with a JSON 404, with or without a key", async () => {
    for (const path of [
      "/api/provider/v1/nope",
      "/api/provider/v1/games/tstaurora/extra",
      "/api/provider/v1",
      "/api/provider/v1/launch-url/x",
    ]) {
      await expectError(await t.api(path, { key: t.world.alphaKey }), 404, "not_found");
      await expectError(await t.api(path, { method: "POST" }), 404, "not_found");
    }
  });

  it("answers wrong methods with a JSON 405 and an Allow header", async () => {
    const cases: Array<[string, string, string]> = [
      ["/api/provider/v1/games", "POST", "GET"],
      [`/api/provider/v1/games/${GAMES.aurora.symbol}`, "DELETE", "GET"],
      ["/api/provider/v1/launch-url", "GET", "POST"],
      ["/api/provider/v1/player-balance-refresh", "PUT", "POST"],
      [`/api/provider/v1/game-art/${GAMES.aurora.symbol}`, "POST", "GET"],
    ];
    for (const [path, method, allow] of cases) {
      const response = await t.api(path, { method, key: t.world.alphaKey });
      await expectError(response, 405, "method_not_allowed");
      expect(response.headers.get("allow")).toBe(allow);
    }
  });
});

describe.runIf(canQueryDatabase)("key checks against the live database", () => {
  // Within the cache version's bound (tests/support/cache-staleness.ts), in practice at once.
  it("refuses a key once it is revoked", async () => {
    const { key, apiKey } = await createApiKey({
      kind: "operator",
      operatorId: "beta-bet",
      name: "short-lived",
      actor: "test",
    });
    await catalogOf(await t.api("/api/provider/v1/games", { key }));
    await revokeApiKey({ keyId: apiKey.id, actor: "test" });
    await expectError(
      await untilCacheFollows(
        () => t.api("/api/provider/v1/games", { key }),
        (response) => response.status !== 200,
      ),
      401,
      "invalid_api_key",
    );
  });

  it("refuses an operator's key once the operator is deactivated", async () => {
    const { key } = await createApiKey({ kind: "operator", operatorId: "beta-bet", name: "beta two", actor: "test" });
    await catalogOf(await t.api("/api/provider/v1/games", { key }));
    await setOperatorStatus({ operatorId: "beta-bet", status: "inactive", actor: "test" });
    try {
      await expectError(
        await untilCacheFollows(
          () => t.api("/api/provider/v1/games", { key }),
          (response) => response.status !== 200,
        ),
        403,
        "operator_inactive",
      );
    } finally {
      await setOperatorStatus({ operatorId: "beta-bet", status: "active", actor: "test" });
      // The next tests use beta-bet's keys: wait until the server sees it active again.
      await untilCacheFollows(
        () => t.api("/api/provider/v1/games", { key }),
        (response) => response.status === 200,
      );
    }
  });

  it("records last_used_at, but at most once a minute per key", async () => {
    // Each case starts with a key this server has not seen, so it reads the row as this test set it (the server
    // keeps key rows in memory once used, and no other instance is writing here).
    const freshKey = async (name: string, lastUsedAt: Date | null) => {
      const { key } = await createApiKey({ kind: "operator", operatorId: "alpha-casino", name, actor: "test" });
      const where = { hash: hashApiKey(key) };
      if (lastUsedAt) await prisma.apiKey.update({ where, data: { lastUsedAt } });
      return { key, where, lastUsedAt: async () => (await prisma.apiKey.findUniqueOrThrow({ where })).lastUsedAt };
    };

    // Never used: the first request records the use; the next ones within the minute do not write again.
    const unused = await freshKey("usage-first", null);
    expect(await unused.lastUsedAt()).toBeNull();
    await catalogOf(await t.api("/api/provider/v1/games", { key: unused.key }));
    const first = await eventually(unused.lastUsedAt);
    for (let index = 0; index < 3; index += 1)
      await catalogOf(await t.api("/api/provider/v1/games", { key: unused.key }));

    // Used half a minute ago: requests leave it alone.
    const recent = new Date(Date.now() - 30_000);
    const recentlyUsed = await freshKey("usage-recent", recent);
    for (let index = 0; index < 3; index += 1)
      await catalogOf(await t.api("/api/provider/v1/games", { key: recentlyUsed.key }));

    // Used two minutes ago: the next request records the use again.
    const stale = new Date(Date.now() - 120_000);
    const staleKey = await freshKey("usage-stale", stale);
    await catalogOf(await t.api("/api/provider/v1/games", { key: staleKey.key }));
    const refreshed = await eventually(async () => {
      const value = await staleKey.lastUsedAt();
      return value && value.getTime() > stale.getTime() ? value : null;
    });
    expect(refreshed.getTime()).toBeGreaterThanOrEqual(first.getTime());
    // By now the writes the earlier requests would have made have landed too (they were sent before this one's).
    expect((await unused.lastUsedAt())?.getTime()).toBe(first.getTime());
    expect((await recentlyUsed.lastUsedAt())?.getTime()).toBe(recent.getTime());
  });
});

/** Polls until the check returns a value: the use is recorded after the response, never before it. */
async function eventually<T>(check: () => Promise<T | null | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the expected database change never happened");
}
