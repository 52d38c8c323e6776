import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { isReadOnlyStatement, readWithOneRetry } from "./connection-loss";

// Where the database lives: PostgreSQL when DATABASE_URL is set, else an embedded PGlite folder on disk.
export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string };

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
const pgliteInstances = ((globalThis as { __gpPglite?: Map<string, PGlite> }).__gpPglite ??= new Map());

export function getPglite(dataDir: string): PGlite {
  let instance = pgliteInstances.get(dataDir);
  if (!instance) {
    if (!dataDir.startsWith("memory://")) mkdirSync(path.dirname(dataDir), { recursive: true });
    instance = new PGlite(dataDir);
    pgliteInstances.set(dataDir, instance);
  }
  return instance;
}

export async function closePglite(dataDir: string): Promise<void> {
  const instance = pgliteInstances.get(dataDir);
  if (!instance) return;
  pgliteInstances.delete(dataDir);
  await instance.close();
}

// pglite-prisma-adapter 0.7.2 does not await executeScript, so a failing migration would be recorded as applied.
class AwaitingPgliteFactory extends PrismaPGlite {
  constructor(private readonly pglite: PGlite) {
    super(pglite);
  }
  override async connect() {
    const adapter = await super.connect();
    return awaitScripts(adapter, this.pglite);
  }
  override async connectToShadowDb() {
    return new AwaitingPgliteFactory(new PGlite("memory://")).connect();
  }
}

function awaitScripts<T extends { executeScript(script: string): Promise<void> }>(adapter: T, pglite: PGlite): T {
  adapter.executeScript = async (script: string) => {
    try {
      await pglite.exec(script);
    } catch (error) {
      (adapter as unknown as { onError(e: unknown): never }).onError(error);
    }
  };
  return adapter;
}

// @prisma/adapter-pg 7.10 runs a migration script by splitting it at every ";", which cuts function bodies
// ($$ … $$) apart. PostgreSQL takes the whole script as one simple query, as Prisma's native engine sends it.
// A read outside a transaction that loses its connection is sent once more (connection-loss.ts).
class WholeScriptPgFactory extends PrismaPg {
  override async connect() {
    return retryLostReads(runWholeScripts(await super.connect()));
  }
}

function retryLostReads<T extends { queryRaw(query: { sql: string }): Promise<unknown> }>(adapter: T): T {
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = ((query: { sql: string }) =>
    isReadOnlyStatement(query.sql) ? readWithOneRetry("prisma", () => queryRaw(query)) : queryRaw(query)) as T["queryRaw"];
  return adapter;
}

function runWholeScripts<T extends { executeScript(script: string): Promise<void>; underlyingDriver(): unknown }>(adapter: T): T {
  adapter.executeScript = async (script: string) => {
    try {
      await (adapter.underlyingDriver() as { query(text: string): Promise<unknown> }).query(script);
    } catch (error) {
      (adapter as unknown as { onError(e: unknown): never }).onError(error);
    }
  };
  return adapter;
}

export function createAdapterFactory(target: DatabaseTarget): SqlMigrationAwareDriverAdapterFactory {
  if (target.kind === "postgres") {
    return new WholeScriptPgFactory({
      connectionString: target.url,
      max: positiveIntegerSetting("DATABASE_POOL_SIZE", 10),
    }) as unknown as SqlMigrationAwareDriverAdapterFactory;
  }
  return new AwaitingPgliteFactory(getPglite(target.dataDir)) as unknown as SqlMigrationAwareDriverAdapterFactory;
}
