import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/server/api-keys/revoke-api-key";
import { assignCatalogGames } from "@/lib/server/catalog/assign-catalog-games";
import { disconnectPrisma, prisma } from "@/lib/server/db/prisma";
import { upsertGame } from "@/lib/server/games/upsert-game";
import { createOperator } from "@/lib/server/operators/create-operator";
import { setOperatorStatus } from "@/lib/server/operators/set-operator-status";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// A small world for the provider API tests, built with the same management services staff use:
//   alpha-casino (EUR, active): catalog aurora, dragon, oceanic, and resting (not live)
//   beta-bet (no default currency, active): catalog oceanic
//   closed-casino (USD, inactive): catalog aurora
//   hidden: a live game in no catalog
// Keys: one per operator, a second alpha key revoked before start, and a provider master key.

const ACTOR = "test:provider-fixtures";

export const GAMES = {
  aurora: { symbol: "tstaurora", slug: "test-aurora", title: "Test Aurora", providerId: "provider_a" },
  dragon: { symbol: "tstdragon", slug: "test-dragon", title: "Test Dragon", providerId: "provider_a" },
  oceanic: { symbol: "tstoceanic", slug: "test-oceanic", title: "Test Oceanic", providerId: "provider_b" },
  resting: { symbol: "tstresting", slug: "test-resting", title: "Test Resting", providerId: "provider_b" },
  hidden: { symbol: "tsthidden", slug: "test-hidden", title: "Test Hidden", providerId: "provider_a" },
} as const;

export interface ProviderWorld {
  alphaKey: string;
  revokedAlphaKey: string;
  betaKey: string;
  closedKey: string;
  masterKey: string;
}

export async function createProviderWorld(): Promise<ProviderWorld> {
  // Providers are reference data with no management service of their own.
  await prisma.provider.upsert({
    where: { id: "provider_a" },
    create: { id: "provider_a", name: "Aurora Gaming", tagline: "Northern lights, bright wins" },
    update: {},
  });
  await prisma.provider.upsert({
    where: { id: "provider_b" },
    create: { id: "provider_b", name: "Borealis Studios", tagline: "Crafted for every screen" },
    update: {},
  });

  await upsertGame({
    actor: ACTOR,
    input: {
      ...GAMES.aurora,
      family: "video-slot",
      rtp: "96.48",
      lines: 20,
      assetVersion: "1.4.2",
      assetSymbol: "tstaurora",
      assetSource: "local",
      hasLocalAssets: true,
      gameServiceVersion: "3.1.0",
      loaderMode: "progressive",
      shellStrategy: "iframe",
      launchStatus: "live",
      liveCatalogEnabled: true,
      certifiedBrowsers: ["chrome", "safari"],
      features: { freeSpins: true, buyFeature: true },
    },
  });
  await upsertGame({
    actor: ACTOR,
    input: {
      ...GAMES.dragon,
      lines: 20,
      features: { bonus: true, collect: true, specialBet: true },
      specialBetProfile: {
        symbol: "tstdragon",
        buttons: 2,
        bls: [20, 25],
        default_bl: 20,
        service_version: "2.0.1",
        cver: "77801",
      },
    },
  });
  await upsertGame({ actor: ACTOR, input: { ...GAMES.oceanic, lines: 10, features: { freeSpins: true } } });
  await upsertGame({
    actor: ACTOR,
    input: { ...GAMES.resting, launchStatus: "maintenance", liveCatalogEnabled: false },
  });
  await upsertGame({ actor: ACTOR, input: { ...GAMES.hidden } });

  await createOperator({ id: "alpha-casino", name: "Alpha Casino", defaultCurrency: "EUR", actor: ACTOR });
  await createOperator({ id: "beta-bet", name: "Beta Bet", actor: ACTOR });
  await createOperator({ id: "closed-casino", name: "Closed Casino", defaultCurrency: "USD", actor: ACTOR });
  await assignCatalogGames({
    operatorId: "alpha-casino",
    symbols: [GAMES.aurora.symbol, GAMES.dragon.symbol, GAMES.oceanic.symbol, GAMES.resting.symbol],
    actor: ACTOR,
  });
  await assignCatalogGames({ operatorId: "beta-bet", symbols: [GAMES.oceanic.symbol], actor: ACTOR });
  await assignCatalogGames({ operatorId: "closed-casino", symbols: [GAMES.aurora.symbol], actor: ACTOR });

  const alphaKey = (await createApiKey({ kind: "operator", operatorId: "alpha-casino", name: "alpha", actor: ACTOR }))
    .key;
  const revoked = await createApiKey({ kind: "operator", operatorId: "alpha-casino", name: "alpha old", actor: ACTOR });
  await revokeApiKey({ keyId: revoked.apiKey.id, actor: ACTOR });
  const betaKey = (await createApiKey({ kind: "operator", operatorId: "beta-bet", name: "beta", actor: ACTOR })).key;
  const closedKey = (
    await createApiKey({ kind: "operator", operatorId: "closed-casino", name: "closed", actor: ACTOR })
  ).key;
  const masterKey = (await createApiKey({ kind: "master", name: "provider staff", actor: ACTOR })).key;
  await setOperatorStatus({ operatorId: "closed-casino", status: "inactive", actor: ACTOR });

  return { alphaKey, revokedAlphaKey: revoked.key, betaKey, closedKey, masterKey };
}

export interface ProviderTestContext {
  database: TestDatabase;
  app: AppServer;
  world: ProviderWorld;
  /** fetch against the app with the given key in x-provider-api-key (or no key). */
  api(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
  /** POST of a JSON body. */
  post(path: string, body: unknown, init?: RequestInit & { key?: string | null }): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * A fresh database with the world above, then the built app on it. With PGlite the test process lets go of the
 * database before the server opens it, so later direct database checks run on PostgreSQL only (`canQueryDatabase`).
 */
export async function startProviderTest(
  options: { env?: Record<string, string>; seed?: (world: ProviderWorld) => Promise<void> } = {},
): Promise<ProviderTestContext> {
  const database = await createTestDatabase();
  // This process may still hold a client for an earlier test database.
  await disconnectPrisma();
  database.useInThisProcess();
  const world = await createProviderWorld();
  await options.seed?.(world);
  await database.release();
  const app = await startAppServer({ env: { ...database.env, ...options.env } });
  const api = (path: string, init: RequestInit & { key?: string | null } = {}) => {
    const { key, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (key) merged.set("x-provider-api-key", key);
    return fetch(`${app.baseUrl}${path}`, { ...rest, headers: merged });
  };
  const post = (path: string, body: unknown, init: RequestInit & { key?: string | null } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("content-type", "application/json");
    return api(path, {
      ...init,
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  };
  return {
    database,
    app,
    world,
    api,
    post,
    async stop() {
      await app?.stop();
      await database?.drop();
    },
  };
}

/** Direct database checks need the database while the app runs: possible on PostgreSQL, not on PGlite. */
export const canQueryDatabase = process.env.TEST_DB_KIND === "postgres";
