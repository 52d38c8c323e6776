import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { CACHE_VERSION_BOUND_MS, untilCacheFollows } from "@/tests/support/cache-staleness";
import { testDbKind } from "@/tests/support/test-database";
import { startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// The provider API caches keys, catalogs and art in each instance's memory (lib/server/cache), valid for one cache
// version. On PostgreSQL each instance keeps the version pushed to it by LISTEN/NOTIFY, trusted for at most
// CACHE_VERSION_MAX_STALENESS_MS (1000 by default, as here): a change made through one instance (the console's
// GraphQL API on the first) shows on the instance that has the old state cached (the second) within that bound —
// in practice at once — and never later, even when the notification is lost or the listening connection killed.
// On PGlite (one process, the version read on every request) the same checks run against the one instance.

const GAME = "vs20aurora";
// API key usage stored every second (not every 5), so the test below sees a flush soon.
const USAGE_FLUSH = { API_KEY_USAGE_FLUSH_SECONDS: "1" };
// A complete 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe("provider API caches follow every change within the cache version's bound", () => {
  let t: ConsoleTestContext;
  let second: AppServer | null = null;
  const keys = {
    revoked: { id: "", key: "" },
    kept: { id: "", key: "" },
    unannounced: { id: "", key: "" },
    unheard: { id: "", key: "" },
    afterReconnect: { id: "", key: "" },
  };
  /** The instance that holds the old state: another process on PostgreSQL, the same one on PGlite. */
  let observer: string;

  beforeAll(async () => {
    t = await startConsoleTest({
      env: USAGE_FLUSH,
      prepare: async () => {
        for (const name of Object.keys(keys) as (keyof typeof keys)[]) {
          const created = await createApiKey({
            kind: "operator",
            operatorId: "demo-casino",
            name: `cache test ${name}`,
            actor: "test:cache",
          });
          keys[name] = { id: created.apiKey.id, key: created.key };
        }
      },
    });
    if (testDbKind === "postgres")
      second = await startAppServer({ env: { ...t.database.env, DATA_DIR: t.dataDir, ...USAGE_FLUSH } });
    observer = second?.baseUrl ?? t.app.baseUrl;
  });
  afterAll(async () => {
    await second?.stop();
    await t?.stop();
  });

  const get = (baseUrl: string, path: string, key: string) =>
    fetch(`${baseUrl}/api/provider/v1${path}`, { headers: { "x-provider-api-key": key } });
  const symbols = async (baseUrl: string) => {
    const response = await get(baseUrl, "/games", keys.kept.key);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { items: { symbol: string }[] } }).data.items.map((item) => item.symbol);
  };
  /** Several requests, so that the observer's cache is certainly warm (and every response agrees). */
  const warm = async (path: string, key: string, status: number) => {
    for (let i = 0; i < 3; i++) expect((await get(observer, path, key)).status).toBe(status);
  };

  /**
   * Requests the observer with key from `since` (just after the change committed) until past the bound: every
   * request that starts later than the bound after the change must be refused. Returns when the first refusal came.
   */
  const refusalAfter = async (key: string, since: number) => {
    const samples: { startedMs: number; status: number }[] = [];
    while (performance.now() - since < CACHE_VERSION_BOUND_MS + 1000) {
      const startedMs = performance.now() - since;
      samples.push({ startedMs, status: (await get(observer, "/games", key)).status });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const late = samples.filter((sample) => sample.startedMs > CACHE_VERSION_BOUND_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((sample) => sample.status !== 401)).toEqual([]);
    const firstRefusal = samples.find((sample) => sample.status === 401)!;
    expect(samples.slice(samples.indexOf(firstRefusal)).every((sample) => sample.status === 401)).toBe(true);
    return firstRefusal.startedMs;
  };

  it("a key revoked through one instance is refused by the other within the bound (at once in practice)", async () => {
    await warm("/games", keys.revoked.key, 200);
    await t.admin.data(`mutation ($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`, { id: keys.revoked.id });
    const refusedAfterMs = await refusalAfter(keys.revoked.key, performance.now());
    console.log(
      `revocation refused by the ${second ? "other" : "one"} instance ${refusedAfterMs.toFixed(1)} ms after the mutation returned`,
    );

    const refused = await get(observer, "/games", keys.revoked.key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false, error: "invalid_api_key" });
    expect((await get(t.app.baseUrl, "/games", keys.revoked.key)).status).toBe(401);
    // The other key of the same operator is untouched.
    expect((await get(observer, "/games", keys.kept.key)).status).toBe(200);
  });

  it.runIf(testDbKind === "postgres")(
    "requests use the pushed version (none reads it), and storing key usage does not move it",
    async () => {
      const client = new pg.Client({ connectionString: t.database.env.DATABASE_URL });
      await client.connect();
      const version = async () =>
        (await client.query<{ version: string }>("SELECT version::text AS version FROM cache_versions")).rows[0]!
          .version;
      const useCount = async () =>
        Number(
          (await client.query<{ n: string }>("SELECT use_count::text AS n FROM api_keys WHERE id = $1", [keys.kept.id]))
            .rows[0]!.n,
        );
      const requestReads = async () => {
        const text = await (await fetch(`${observer}/metrics`)).text();
        return Number(/^gp_cache_version_reads_total\{by="request"\} (\d+)$/m.exec(text)?.[1] ?? 0);
      };
      try {
        await warm("/games", keys.kept.key, 200);
        const [versionBefore, usedBefore, readsBefore] = [await version(), await useCount(), await requestReads()];
        const requests = 100;
        for (let i = 0; i < requests; i++) expect((await get(observer, "/games", keys.kept.key)).status).toBe(200);
        const reads = (await requestReads()) - readsBefore;
        console.log(`${requests} catalog requests on the observer: ${reads} read the cache version themselves`);
        // None in practice; a background read slower than half the bound on a loaded machine lets a few through.
        expect(reads).toBeLessThanOrEqual(10);
        // Both instances store their tallies (every second here); the version stays where it was.
        await untilCacheFollows(useCount, (used) => used >= usedBefore + requests);
        expect(await useCount()).toBeGreaterThanOrEqual(usedBefore + requests);
        expect(await version()).toBe(versionBefore);
      } finally {
        await client.end();
      }
    },
  );

  it.runIf(testDbKind === "postgres")(
    "a change whose notification is lost is still refused within the bound",
    async () => {
      await warm("/games", keys.unannounced.key, 200);
      // The revocation and the version's bump, committed with the triggers off: the version moves, nothing is announced.
      const client = new pg.Client({ connectionString: t.database.env.DATABASE_URL });
      await client.connect();
      try {
        await client.query("BEGIN");
        await client.query("SET LOCAL session_replication_role = replica");
        await client.query("UPDATE api_keys SET revoked_at = now() WHERE id = $1", [keys.unannounced.id]);
        await client.query("UPDATE cache_versions SET version = version + 1 WHERE name = 'provider_api'");
        await client.query("COMMIT");
        const since = performance.now();
        console.log(
          `unannounced revocation refused ${(await refusalAfter(keys.unannounced.key, since)).toFixed(1)} ms after its commit`,
        );
      } finally {
        await client.end();
      }
    },
  );

  it.runIf(testDbKind === "postgres")(
    "with the listening connections killed, a revocation is refused within the bound; they come back and push again",
    async () => {
      await warm("/games", keys.unheard.key, 200);
      const client = new pg.Client({ connectionString: t.database.env.DATABASE_URL });
      await client.connect();
      const listeners = () =>
        client.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
        );
      try {
        const before = await listeners();
        expect(before.rows.length).toBe(2);
        await client.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
        );
        await t.admin.data(`mutation ($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`, { id: keys.unheard.id });
        console.log(
          `revocation with no listener refused ${(await refusalAfter(keys.unheard.key, performance.now())).toFixed(1)} ms after the mutation returned`,
        );

        // Both instances listen again (their hubs reconnect after a second), and pushed versions work as before.
        const relistened = await untilCacheFollows(listeners, (result) => result.rows.length === 2);
        expect(relistened.rows.map((row) => row.pid)).not.toContain(before.rows[0]!.pid);
        await warm("/games", keys.afterReconnect.key, 200);
        await t.admin.data(`mutation ($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`, {
          id: keys.afterReconnect.id,
        });
        await refusalAfter(keys.afterReconnect.key, performance.now());
      } finally {
        await client.end();
      }
    },
  );

  it("a game taken out of a catalog disappears from list and lookup, and comes back, within the bound", async () => {
    await warm(`/games/${GAME}`, keys.kept.key, 200);
    expect(await symbols(observer)).toContain(GAME);

    await t.admin.data(
      `mutation { unassignCatalogGames(operatorId: "demo-casino", symbols: ["${GAME}"]) { changed } }`,
    );
    expect(
      await untilCacheFollows(
        () => symbols(observer),
        (list) => !list.includes(GAME),
      ),
    ).not.toContain(GAME);
    expect((await get(observer, `/games/${GAME}`, keys.kept.key)).status).toBe(404);

    await t.admin.data(`mutation { assignCatalogGames(operatorId: "demo-casino", symbols: ["${GAME}"]) { changed } }`);
    expect(
      await untilCacheFollows(
        () => symbols(observer),
        (list) => list.includes(GAME),
      ),
    ).toContain(GAME);
    expect((await get(observer, `/games/${GAME}`, keys.kept.key)).status).toBe(200);
  });

  it("an operator set inactive gets 403 within the bound; active again, 200 within the bound", async () => {
    await warm("/games", keys.kept.key, 200);
    await t.admin.data(`mutation { setOperatorStatus(id: "demo-casino", status: inactive) { id status } }`);
    const refused = await untilCacheFollows(
      () => get(observer, "/games", keys.kept.key),
      (response) => response.status !== 200,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, error: "operator_inactive" });

    await t.admin.data(`mutation { setOperatorStatus(id: "demo-casino", status: active) { id status } }`);
    expect(
      (
        await untilCacheFollows(
          () => get(observer, "/games", keys.kept.key),
          (response) => response.status === 200,
        )
      ).status,
    ).toBe(200);
  });

  it("art uploaded through one instance is what the other serves within the bound", async () => {
    const artPath = `/api/provider/v1/game-art/${GAME}`;
    const before = await fetch(`${observer}${artPath}`);
    expect(before.headers.get("content-type")).toBe("image/svg+xml");
    await fetch(`${observer}${artPath}`);

    const upload = await t.admin.request(`/api/console/art/${GAME}`, {
      method: "POST",
      headers: { "content-type": "image/png" },
      body: PNG,
    });
    expect(upload.status).toBe(200);

    const after = await untilCacheFollows(
      () => fetch(`${observer}${artPath}`),
      (response) => response.headers.get("content-type") === "image/png",
    );
    expect(after.status).toBe(200);
    expect(after.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await after.arrayBuffer()).equals(PNG)).toBe(true);
    // The old ETag no longer matches: a client revalidating its cached fallback gets the new image.
    const revalidated = await fetch(`${observer}${artPath}`, {
      headers: { "if-none-match": before.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(200);
  });
});
