import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { createHash } from "node:crypto";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { isReadOnlyStatement, readWithOneRetry } from "./connection-loss";

// PostgreSQL's Prisma adapter, loaded by connection.ts only when the target is PostgreSQL.

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
    isReadOnlyStatement(query.sql)
      ? readWithOneRetry("prisma", () => queryRaw(query))
      : queryRaw(query)) as T["queryRaw"];
  return adapter;
}

function runWholeScripts<T extends { executeScript(script: string): Promise<void>; underlyingDriver(): unknown }>(
  adapter: T,
): T {
  adapter.executeScript = async (script: string) => {
    try {
      await (adapter.underlyingDriver() as { query(text: string): Promise<unknown> }).query(
        `${script}\n;${markMigrationFinished(script)}`,
      );
    } catch (error) {
      (adapter as unknown as { onError(e: unknown): never }).onError(error);
    }
  };
  return adapter;
}

/**
 * The schema engine records a migration as started, runs its script, then records it as finished: a connection
 * lost between the last two leaves a committed script whose row says "failed" (P3009 on every later start). The
 * row is marked finished in the same simple query as the script, which PostgreSQL runs as one transaction: after a
 * drop, either both committed or neither did (so migrate.ts may release a started, unfinished row). The row is the
 * one the engine started for this script (its checksum is the script's SHA-256); other scripts match no row.
 */
function markMigrationFinished(script: string): string {
  const checksum = createHash("sha256").update(script).digest("hex");
  return `DO $gp_mark_finished$ BEGIN
  IF to_regclass('_prisma_migrations') IS NOT NULL THEN
    UPDATE _prisma_migrations SET finished_at = now()
      WHERE checksum = '${checksum}' AND finished_at IS NULL AND rolled_back_at IS NULL;
  END IF;
END $gp_mark_finished$;`;
}

export function createPostgresAdapterFactory(url: string): SqlMigrationAwareDriverAdapterFactory {
  return new WholeScriptPgFactory({
    connectionString: url,
    max: positiveIntegerSetting("DATABASE_POOL_SIZE", 10),
  }) as unknown as SqlMigrationAwareDriverAdapterFactory;
}
