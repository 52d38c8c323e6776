import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { AppError } from "@/lib/base/errors";
import { createAdapterFactory, type DatabaseTarget } from "./connection";
import { isConnectionLoss } from "./connection-loss";

// Applies and creates Prisma migrations offline with Prisma's own wasm schema engine. The folders and the
// _prisma_migrations table are the standard ones, so `prisma migrate deploy` works on them too.

type SchemaEngineModule = typeof import("@prisma/schema-engine-wasm");
type SchemaEngine = Awaited<ReturnType<SchemaEngineModule["SchemaEngine"]["new"]>>;

const prismaDir = () => path.resolve(process.env.PRISMA_DIR ?? "prisma");
const filters = { externalTables: [], externalEnums: [] };

let enginePromise: Promise<SchemaEngineModule> | undefined;

// Loads the wasm module by hand: Node 20 cannot import .wasm as ESM without a flag, and bundlers rewrite require.
function loadEngineModule(): Promise<SchemaEngineModule> {
  enginePromise ??= (async () => {
    const { createRequire } = process.getBuiltinModule("node:module");
    const require = createRequire(path.join(process.cwd(), "package.json"));
    const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bg = (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(bgPath).href
    )) as SchemaEngineModule & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const bytes = await readFile(path.join(path.dirname(bgPath), "schema_engine_bg.wasm"));
    const wasmModule = new WebAssembly.Module(bytes);
    const instance = new WebAssembly.Instance(wasmModule, {
      "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports,
    });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return enginePromise;
}

async function readMigrationsList() {
  const baseDir = path.join(prismaDir(), "migrations");
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok" as const, value: await readFile(path.join(baseDir, name, "migration.sql"), "utf8") },
      },
    })),
  );
  const lockContent = await readFile(path.join(baseDir, "migration_lock.toml"), "utf8").catch(() => null);
  return {
    baseDir,
    lockfile: { path: "migration_lock.toml", content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

async function withEngine<T>(target: DatabaseTarget, run: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const schemaPath = path.join(prismaDir(), "schema.prisma");
  const schema = await readFile(schemaPath, "utf8");
  const logs: string[] = [];
  const connections = new ConnectionTracker(createAdapterFactory(target));
  const adapterFactory = bindMigrationAwareSqlAdapterFactory(connections);
  const engine = await SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    (line: string) => logs.push(line),
    adapterFactory,
  );
  try {
    return await run(engine);
  } catch (error) {
    throw withDriverCause(error, adapterFactory.errorRegistry);
  } finally {
    engine.free();
    // PGlite's connection is the app's own, shared instance; a PostgreSQL one is a pool of the engine's alone.
    if (target.kind === "postgres") await connections.disposeAll();
  }
}

/**
 * The engine never closes the connections it opens. On PostgreSQL each is a pool, and Prisma's migration lock
 * (a session advisory lock) can stay on one of its idle sessions: the next instance to migrate that database
 * then waited the engine's whole 10 s lock timeout. Every connection is closed when the engine is done.
 */
class ConnectionTracker implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider: SqlMigrationAwareDriverAdapterFactory["provider"];
  readonly adapterName: string;
  private readonly opened: SqlDriverAdapter[] = [];

  constructor(private readonly inner: SqlMigrationAwareDriverAdapterFactory) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return this.track(await this.inner.connect());
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return this.track(await this.inner.connectToShadowDb());
  }

  async disposeAll(): Promise<void> {
    await Promise.all(this.opened.splice(0).map((adapter) => adapter.dispose().catch(() => undefined)));
  }

  private track(adapter: SqlDriverAdapter): SqlDriverAdapter {
    this.opened.push(adapter);
    return adapter;
  }
}

/**
 * The engine names an error of our driver only by its id ("External error id#0"); the error itself (a lost
 * connection, say) stays in the adapter's registry. It becomes the cause, for isConnectionLoss to see.
 */
function withDriverCause(
  error: unknown,
  registry: { consumeError(id: number): { error: unknown } | undefined },
): unknown {
  const id = /External error id#(\d+)/.exec(error instanceof Error ? error.message : "")?.[1];
  const driverError = id === undefined ? undefined : registry.consumeError(Number(id))?.error;
  if (driverError !== undefined && error instanceof Error && error.cause === undefined)
    Object.defineProperty(error, "cause", { value: driverError });
  return error;
}

// Prisma's schema engine holds this advisory lock while it applies migrations (its documented lock id).
const PRISMA_MIGRATE_LOCK_ID = 72707369;

// Instances starting together on one PostgreSQL queue here. The schema engine's own advisory lock gives up after
// 10 s, so without this an instance that starts while another applies a long migration would fail to boot.
const MIGRATION_QUEUE_LOCK_KEY = "gp.apply_migrations";

/**
 * Applies every pending migration; a no-op when the database is up to date. Returns the names applied. On
 * PostgreSQL, concurrent callers (instances starting together) wait for each other rather than fail.
 */
export async function applyMigrations(options: { target: DatabaseTarget }): Promise<string[]> {
  const { target } = options;
  const migrationsList = await readMigrationsList();
  if (await migrationsUpToDate(target, migrationsList)) return [];
  const apply = () =>
    withEngine(target, async (engine) => {
      const result = await engine.applyMigrations({ migrationsList, filters });
      return result.appliedMigrationNames;
    }).catch((error: unknown) => {
      throw asMigrationFailure(error) ?? error;
    });
  if (target.kind !== "postgres") return apply();
  // A session-level lock on a connection of its own: it goes with the connection if this process dies.
  const client = new pg.Client({ connectionString: target.url });
  // A dropped connection fails the calls below (start-up retries them); unhandled, its error event would end the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [MIGRATION_QUEUE_LOCK_KEY]);
    await releaseInterruptedMigrations(client);
    return await apply();
  } finally {
    await client.end().catch(() => undefined);
  }
}

type MigrationsList = Awaited<ReturnType<typeof readMigrationsList>>;

/**
 * True when the database records every migration of the folder as applied, unchanged (Prisma's checksum: the
 * SHA-256 of migration.sql), and nothing else: no failed or unfinished row, no migration the folder lacks. Every
 * start of an up-to-date database then skips loading the wasm schema engine (about half a second of CPU); anything
 * else, including a missing table, is the engine's to judge.
 */
async function migrationsUpToDate(target: DatabaseTarget, list: MigrationsList): Promise<boolean> {
  const adapter = await createAdapterFactory(target).connect();
  try {
    const present = await adapter.queryRaw({
      sql: "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present",
      args: [],
      argTypes: [],
    });
    if (present.rows[0]?.[0] !== true) return false;
    const recorded = await adapter.queryRaw({
      sql: "SELECT migration_name, checksum, finished_at IS NOT NULL FROM _prisma_migrations WHERE rolled_back_at IS NULL",
      args: [],
      argTypes: [],
    });
    const applied = new Map<string, string>();
    for (const [name, checksum, finished] of recorded.rows) {
      if (finished !== true || applied.has(String(name))) return false;
      applied.set(String(name), String(checksum));
    }
    if (applied.size !== list.migrationDirectories.length) return false;
    return list.migrationDirectories.every(
      ({ path: name, migrationFile }) =>
        applied.get(name) === createHash("sha256").update(migrationFile.content.value).digest("hex"),
    );
  } finally {
    // PGlite's connection is the app's own, shared instance; a PostgreSQL one is a pool of its own.
    if (target.kind === "postgres") await adapter.dispose().catch(() => undefined);
  }
}

/**
 * A migration cut off by a dropped connection left nothing behind: its script and the mark "finished" commit
 * together or not at all (postgres-adapter.ts). But its _prisma_migrations row says "failed", and the engine would
 * refuse every later attempt (P3009). While no engine applies anything (Prisma's own lock is free), such rows are
 * marked rolled back, as `prisma migrate resolve --rolled-back` would, and the migration runs again.
 */
async function releaseInterruptedMigrations(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ present: boolean }>(
    "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present",
  );
  if (!rows[0]?.present) return;
  const { rows: locked } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
    PRISMA_MIGRATE_LOCK_ID,
  ]);
  if (!locked[0]?.locked) return;
  try {
    await client.query(
      "UPDATE _prisma_migrations SET rolled_back_at = now() WHERE finished_at IS NULL AND rolled_back_at IS NULL",
    );
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_ID]);
  }
}

// The schema engine's words for a migration script that failed, and for a failed one found recorded (P3009).
const MIGRATION_FAILURE = /apply_migration::apply_script|found failed migrations/;

/**
 * A migration that failed on its own SQL fails the same way on every attempt: an AppError (start-up stops with
 * its message) rather than an error start-up retries. One cut off by a lost connection stays a plain error.
 */
function asMigrationFailure(error: unknown): AppError | null {
  const message = error instanceof Error ? error.message : String(error);
  if (isConnectionLoss(error) || !MIGRATION_FAILURE.test(message)) return null;
  return new AppError(
    "migration_failed",
    `a migration failed on its own SQL; fix it (or the database) and start again. ${message}`,
    { cause: error },
  );
}

/** Diffs the migrations folder against schema.prisma; returns the SQL of a new migration, or null if none is needed. */
export async function diffSchemaAgainstMigrations(): Promise<string | null> {
  const migrationsList = await readMigrationsList();
  const schemaPath = path.join(prismaDir(), "schema.prisma");
  const schema = await readFile(schemaPath, "utf8");
  // A throwaway in-memory PGlite serves as the shadow database that replays the existing migrations.
  return withEngine({ kind: "pglite", dataDir: "memory://diff" }, async (engine) => {
    const from = migrationsList.migrationDirectories.length
      ? { tag: "migrations" as const, ...migrationsList }
      : { tag: "empty" as const };
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: true,
      filters,
    });
    return result.exitCode === 2 ? result.stdout : null;
  });
}
