import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogResponseSchema, launchResponseSchema, providerErrorSchema } from "@/lib/contract/provider-api";
import { readDemoCredentials, type DemoCredentials } from "@/lib/server/seed/demo-credentials";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// The README promise: an app started with the demo seed serves the demo catalog to the printed operator key,
// in the contract's shape, and the demo key can launch its games.

let database: TestDatabase;
let app: AppServer;
let dataDir: string;
let credentials: DemoCredentials;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.release();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-demo-"));
  app = await startAppServer({ env: { ...database.env, DEMO_SEED: "1", DATA_DIR: dataDir } });
  const remembered = await readDemoCredentials(path.join(dataDir, "demo-credentials.json"));
  if (!remembered) throw new Error(`the demo seed wrote no credentials:\n${app.output()}`);
  credentials = remembered;
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the seeded demo", () => {
  it("serves the demo operator's live catalog to its key", async () => {
    const response = await fetch(`${app.baseUrl}/api/provider/v1/games`, {
      headers: { "x-provider-api-key": credentials.operatorKey },
    });
    expect(response.status).toBe(200);
    const { data } = catalogResponseSchema.parse(await response.json());
    expect(data.operator_id).toBe(credentials.operatorId);
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBe(data.items.length);
    for (const game of data.items) {
      expect(["provider_a", "provider_b"]).toContain(game.provider_id);
      expect(game.live_catalog_enabled).toBe(true);
      expect(game.thumbnail_url?.startsWith(`${app.baseUrl}/api/provider/v1/game-art/${game.symbol}?`)).toBe(true);
    }
  });

  it("lets the demo key launch a game of its catalog, and the master key see every operator's", async () => {
    const catalog = catalogResponseSchema.parse(
      await (
        await fetch(`${app.baseUrl}/api/provider/v1/games`, {
          headers: { authorization: `Bearer ${credentials.operatorKey}` },
        })
      ).json(),
    );
    const game = catalog.data.items[0];
    const launch = await fetch(`${app.baseUrl}/api/provider/v1/launch-url`, {
      method: "POST",
      headers: { "x-provider-api-key": credentials.operatorKey, "content-type": "application/json" },
      body: JSON.stringify({ symbol: game?.symbol, external_player_id: "demo-player" }),
    });
    expect(launch.status).toBe(200);
    expect(launchResponseSchema.parse(await launch.json()).operator_id).toBe(credentials.operatorId);

    const all = await fetch(`${app.baseUrl}/api/provider/v1/games`, {
      headers: { "x-api-key": credentials.masterKey },
    });
    const everything = catalogResponseSchema.parse(await all.json()).data;
    expect(everything.operator_id).toBeNull();
    expect(everything.total).toBeGreaterThanOrEqual(catalog.data.total);

    const wrongScope = await fetch(`${app.baseUrl}/api/provider/v1/games?operator_id=someone-else`, {
      headers: { "x-provider-api-key": credentials.operatorKey },
    });
    expect(wrongScope.status).toBe(403);
    expect(providerErrorSchema.parse(await wrongScope.json()).error).toBe("wrong_operator_scope");
  });
});
