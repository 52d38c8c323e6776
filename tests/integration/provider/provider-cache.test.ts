import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { testDbKind } from "@/tests/support/test-database";
import { startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// The provider API caches keys, catalogs and art in each instance's memory (lib/server/cache). They must never
// serve what the database no longer says: a change made through one instance (here the console's GraphQL API on
// the first) shows on the instance that has the old state cached (the second, on PostgreSQL) from its very next
// request — no waiting, no retries. On PGlite (one process) the same checks run against the one instance.

const GAME = "vs20aurora";
// A complete 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe("provider API caches follow every change at once", () => {
  let t: ConsoleTestContext;
  let second: AppServer | null = null;
  const keys = { revoked: { id: "", key: "" }, kept: { id: "", key: "" } };
  /** The instance that holds the old state: another process on PostgreSQL, the same one on PGlite. */
  let observer: string;

  beforeAll(async () => {
    t = await startConsoleTest({
      prepare: async () => {
        for (const name of ["revoked", "kept"] as const) {
          const created = await createApiKey({ kind: "operator", operatorId: "demo-casino", name: `cache test ${name}`, actor: "test:cache" });
          keys[name] = { id: created.apiKey.id, key: created.key };
        }
      },
    });
    if (testDbKind === "postgres") second = await startAppServer({ env: { ...t.database.env, DATA_DIR: t.dataDir } });
    observer = second?.baseUrl ?? t.app.baseUrl;
  });
  afterAll(async () => {
    await second?.stop();
    await t?.stop();
  });

  const get = (baseUrl: string, path: string, key: string) => fetch(`${baseUrl}/api/provider/v1${path}`, { headers: { "x-provider-api-key": key } });
  const symbols = async (baseUrl: string) => {
    const response = await get(baseUrl, "/games", keys.kept.key);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { items: { symbol: string }[] } }).data.items.map((item) => item.symbol);
  };
  /** Several requests, so that the observer's cache is certainly warm (and every response agrees). */
  const warm = async (path: string, key: string, status: number) => {
    for (let i = 0; i < 3; i++) expect((await get(observer, path, key)).status).toBe(status);
  };

  it("a key revoked through one instance is refused by the other from its next request", async () => {
    await warm("/games", keys.revoked.key, 200);
    await t.admin.data(`mutation ($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`, { id: keys.revoked.id });

    const refused = await get(observer, "/games", keys.revoked.key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false, error: "invalid_api_key" });
    expect((await get(t.app.baseUrl, "/games", keys.revoked.key)).status).toBe(401);
    // The other key of the same operator is untouched.
    expect((await get(observer, "/games", keys.kept.key)).status).toBe(200);
  });

  it("a game taken out of a catalog disappears from list and lookup at once, and comes back at once", async () => {
    await warm(`/games/${GAME}`, keys.kept.key, 200);
    expect(await symbols(observer)).toContain(GAME);

    await t.admin.data(`mutation { unassignCatalogGames(operatorId: "demo-casino", symbols: ["${GAME}"]) { changed } }`);
    expect(await symbols(observer)).not.toContain(GAME);
    expect((await get(observer, `/games/${GAME}`, keys.kept.key)).status).toBe(404);

    await t.admin.data(`mutation { assignCatalogGames(operatorId: "demo-casino", symbols: ["${GAME}"]) { changed } }`);
    expect(await symbols(observer)).toContain(GAME);
    expect((await get(observer, `/games/${GAME}`, keys.kept.key)).status).toBe(200);
  });

  it("an operator set inactive gets 403 at once; active again, 200 at once", async () => {
    await warm("/games", keys.kept.key, 200);
    await t.admin.data(`mutation { setOperatorStatus(id: "demo-casino", status: inactive) { id status } }`);
    const refused = await get(observer, "/games", keys.kept.key);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, error: "operator_inactive" });

    await t.admin.data(`mutation { setOperatorStatus(id: "demo-casino", status: active) { id status } }`);
    expect((await get(observer, "/games", keys.kept.key)).status).toBe(200);
  });

  it("art uploaded through one instance is what the other serves next", async () => {
    const artPath = `/api/provider/v1/game-art/${GAME}`;
    const before = await fetch(`${observer}${artPath}`);
    expect(before.headers.get("content-type")).toBe("image/svg+xml");
    await fetch(`${observer}${artPath}`);

    const upload = await t.admin.request(`/api/console/art/${GAME}`, { method: "POST", headers: { "content-type": "image/png" }, body: PNG });
    expect(upload.status).toBe(200);

    const after = await fetch(`${observer}${artPath}`);
    expect(after.status).toBe(200);
    expect(after.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await after.arrayBuffer()).equals(PNG)).toBe(true);
    // The old ETag no longer matches: a client revalidating its cached fallback gets the new image.
    const revalidated = await fetch(`${observer}${artPath}`, { headers: { "if-none-match": before.headers.get("etag")! } });
    expect(revalidated.status).toBe(200);
  });
});
