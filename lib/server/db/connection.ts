import type { PGlite } from "@electric-sql/pglite";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { mkdirSync } from "node:fs";
import path from "node:path";

// Where the database lives: PostgreSQL when DATABASE_URL is set, else an embedded PGlite folder on disk.
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export function resolveDatabaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  const dataDir = env.PGLITE_DATA_DIR?.trim() || path.join(env.DATA_DIR?.trim() || ".data", "pglite");
  return { kind: "pglite", dataDir: path.resolve(dataDir) };
}

export function describeDatabaseTarget(target: DatabaseTarget): string {
  if (target.kind === "pglite") return `embedded PGlite at ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

// PGlite runs inside this process: one instance per data folder, shared by Prisma and the migrator.
const pgliteInstances = ((globalThis as { __gpPglite?: Map<string, Promise<PGlite>> }).__gpPglite ??= new Map());

function getPglite(dataDir: string): Promise<PGlite> {
  let instance = pgliteInstances.get(dataDir);
  if (!instance) {
    if (!dataDir.startsWith("memory://")) mkdirSync(path.dirname(dataDir), { recursive: true });
    instance = import("./pglite-adapter").then(({ openPglite }) => openPglite(dataDir));
    pgliteInstances.set(dataDir, instance);
  }
  return instance;
}

export async function closePglite(dataDir: string): Promise<void> {
  const instance = pgliteInstances.get(dataDir);
  if (!instance) return;
  pgliteInstances.delete(dataDir);
  await (await instance).close();
}

async function loadAdapterFactory(target: DatabaseTarget): Promise<SqlMigrationAwareDriverAdapterFactory> {
  if (target.kind === "postgres") {
    const { createPostgresAdapterFactory } = await import("./postgres-adapter");
    return createPostgresAdapterFactory(target.url);
  }
  const [{ createPgliteAdapterFactory }, pglite] = await Promise.all([
    import("./pglite-adapter"),
    getPglite(target.dataDir),
  ]);
  return createPgliteAdapterFactory(pglite);
}

// Only the target's driver is loaded, at the first connection: the other one (PGlite's wasm, or pg) costs a
// process such as the gp CLI a second or more of start-up for nothing.
class LazyAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName: string;
  private loaded?: Promise<SqlMigrationAwareDriverAdapterFactory>;

  constructor(private readonly target: DatabaseTarget) {
    this.adapterName = target.kind === "postgres" ? "@prisma/adapter-pg" : "pglite-prisma-adapter";
  }

  private factory(): Promise<SqlMigrationAwareDriverAdapterFactory> {
    return (this.loaded ??= loadAdapterFactory(this.target));
  }

  async connect(): Promise<SqlDriverAdapter> {
    return (await this.factory()).connect();
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return (await this.factory()).connectToShadowDb();
  }
}

export function createAdapterFactory(target: DatabaseTarget): SqlMigrationAwareDriverAdapterFactory {
  return new LazyAdapterFactory(target);
}
