import { randomBytes } from "node:crypto";
import pg from "pg";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import { closeDirectSql } from "@/lib/server/db/direct-sql";
import { applyMigrations } from "@/lib/server/db/migrate";
import { disconnectPrisma, prisma } from "@/lib/server/db/prisma";
import { seedDemoWallet } from "@/lib/server/demo-wallet/seed-demo-wallet";
import { createOperator } from "@/lib/server/operators/create-operator";
import { seedDemoData } from "@/lib/server/seed/seed-demo-data";

// The bench's data: a fresh PostgreSQL database with the demo world (seedDemoData), plus, for the growth and
// fan-out runs, thousands of extra games, operators with catalogs of a chosen size, and up to a million stored
// launch sessions — bulk rows go in with one INSERT … SELECT generate_series, not through the app.

const ACTOR = "system:bench";
export const DEMO_OPERATOR = "demo-casino";
export const DEMO_GAME = "vs20aurora";

export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `gp_bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database: BenchDatabase = {
    url: url.toString(),
    name,
    async drop() {
      await disconnectPrisma();
      await closeDirectSql();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
  try {
    await applyMigrations({ target: { kind: "postgres", url: database.url } });
  } catch (error) {
    await database.drop();
    throw error;
  }
  // This process's services (seeding, the wallet client) use the bench database from here on.
  process.env.DATABASE_URL = database.url;
  return database;
}

/** The demo world, with its in-app demo wallet at `${appBaseUrl}/api/demo-wallet/…`. Returns the demo operator key. */
export async function seedBenchDemo(options: {
  appBaseUrl: string;
  dataDir: string;
}): Promise<{ operatorKey: string; walletSecret: string }> {
  const seeded = await seedDemoData({
    env: { ...process.env, APP_ENV: "development", PUBLIC_BASE_URL: options.appBaseUrl, DATA_DIR: options.dataDir },
  });
  const operator = await prisma.operator.findUniqueOrThrow({ where: { id: DEMO_OPERATOR } });
  return { operatorKey: seeded.credentials.operatorKey, walletSecret: decryptSecret(operator.walletSecretCiphertext!) };
}

/** Bench games bench000001…: copies of the demo game (same maths, so they are playable), `count` in all. */
export async function ensureBenchGames(count: number): Promise<void> {
  await prisma.$executeRawUnsafe(
    `INSERT INTO games (id, symbol, slug, title, provider_id, family, rtp, lines, asset_version, asset_symbol, asset_source,
       has_local_assets, game_service_version, loader_mode, shell_strategy, launch_status, live_catalog_enabled,
       certified_browsers, feature_bonus, feature_collect, feature_free_spins, feature_buy_feature, feature_special_bet,
       special_bet_profile, launch_path, math_config, updated_at)
     SELECT 'bgm_' || lpad(i::text, 6, '0'), 'bench' || lpad(i::text, 6, '0'), 'bench-game-' || i, 'Bench Game ' || i,
       g.provider_id, g.family, g.rtp, g.lines, g.asset_version, 'bench' || lpad(i::text, 6, '0'), g.asset_source,
       g.has_local_assets, g.game_service_version, g.loader_mode, g.shell_strategy, g.launch_status, true,
       g.certified_browsers, g.feature_bonus, g.feature_collect, g.feature_free_spins, g.feature_buy_feature,
       g.feature_special_bet, g.special_bet_profile, '/play/bench' || lpad(i::text, 6, '0'), g.math_config, now()
     FROM games g, generate_series(1, $1::int) AS i
     WHERE g.symbol = $2
     ON CONFLICT (symbol) DO NOTHING`,
    count,
    DEMO_GAME,
  );
  await prisma.$executeRawUnsafe("ANALYZE games");
}

export function benchGameSymbol(index: number): string {
  return `bench${String(index).padStart(6, "0")}`;
}

export interface BenchOperator {
  id: string;
  key: string;
  walletSecret: string;
}

/**
 * An operator whose catalog is the first `catalogSize` bench games, with an operator key and an in-app demo
 * wallet holding the given EUR players.
 */
export async function createBenchOperator(options: {
  id: string;
  catalogSize: number;
  appBaseUrl: string;
  players: string[];
}): Promise<BenchOperator> {
  const { walletSecret } = await createOperator({
    id: options.id,
    name: `Bench ${options.id}`,
    defaultCurrency: "EUR",
    walletBaseUrl: `${options.appBaseUrl}/api/demo-wallet/${options.id}`,
    actor: ACTOR,
  });
  await seedDemoWallet({
    walletId: options.id,
    secret: walletSecret,
    players: options.players.map((playerId) => ({ playerId, currency: "EUR", balance: "100000000.00" })),
  });
  await prisma.$executeRawUnsafe(
    `INSERT INTO catalog_entries (operator_id, game_id)
     SELECT $1, id FROM games WHERE symbol LIKE 'bench%' ORDER BY symbol LIMIT $2::int`,
    options.id,
    options.catalogSize,
  );
  await prisma.$executeRawUnsafe("ANALYZE catalog_entries");
  const { key } = await createApiKey({ kind: "operator", operatorId: options.id, name: "Bench key", actor: ACTOR });
  return { id: options.id, key, walletSecret };
}

/** Adds demo-wallet players to an existing demo wallet (the demo operator's), each with a large EUR balance. */
export async function addWalletPlayers(options: {
  walletId: string;
  secret: string;
  players: string[];
}): Promise<void> {
  await seedDemoWallet({
    walletId: options.walletId,
    secret: options.secret,
    players: options.players.map((playerId) => ({ playerId, currency: "EUR", balance: "100000000.00" })),
  });
}

/** Brings the number of stored launch sessions of an operator's first bench game up to `total` (expired ones). */
export async function ensureStoredSessions(options: { operatorId: string; total: number }): Promise<number> {
  const [{ count }] = await prisma.$queryRawUnsafe<[{ count: bigint }]>(
    "SELECT count(*) AS count FROM launch_sessions",
  );
  const missing = options.total - Number(count);
  if (missing <= 0) return Number(count);
  const start = Number(count) + 1;
  await prisma.$executeRawUnsafe(
    `INSERT INTO launch_sessions (id, operator_id, game_id, external_player_id, currency, lang, device, expires_at,
       last_activity_at, created_at, updated_at)
     SELECT 'ses_stored' || lpad(i::text, 8, '0'), $1, (SELECT id FROM games WHERE symbol = $2), 'stored-' || i, 'EUR',
       'en', 'desktop', now() - interval '1 hour', now() - interval '2 hours', now() - interval '2 hours', now()
     FROM generate_series($3::int, $4::int) AS i`,
    options.operatorId,
    benchGameSymbol(1),
    start,
    options.total,
  );
  await prisma.$executeRawUnsafe("ANALYZE launch_sessions");
  return options.total;
}
