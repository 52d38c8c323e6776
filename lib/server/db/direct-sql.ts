import pg from "pg";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { resolveDatabaseTarget } from "./connection";
import { isReadOnlyStatement, readWithOneRetry } from "./connection-loss";
import { logger } from "@/lib/server/observability/logger";
import { prisma } from "./prisma";

// Hot-path statements sent straight to PostgreSQL as named prepared statements on small pools of their own,
// without the ORM's per-query work (about 0.3–1 ms of CPU per query through Prisma against about 0.05 ms here).
// Used where a statement runs on every API request or every spin: the cache version read, the rate-limit buckets,
// the launch session upsert, the runtime session, and the wallet ledger's and the demo wallet's writes.
//
// Two pools. "durable" commits like every other write. "fast" commits asynchronously (synchronous_commit = off): a
// commit does not wait for its WAL flush, so the row lock of a hot rate-limit bucket is held for microseconds, not
// a disk flush; a database crash may lose the last moments of such writes, so only reads and state that may lose
// them (rate-limit buckets) belong there — never money, sessions or keys. On the embedded PGlite database (in this
// process) statements go through Prisma.

export interface DirectStatement {
  /** Name of the prepared statement (unique per text). */
  name: string;
  text: string;
}

export type Durability = "durable" | "fast";

interface DirectPool {
  pool: pg.Pool;
  url: string;
}

const holder = globalThis as { __gpDirectSqlPools?: Partial<Record<Durability, DirectPool>> };

function poolFor(url: string, durability: Durability): pg.Pool {
  const pools = (holder.__gpDirectSqlPools ??= {});
  const current = pools[durability];
  if (current?.url === url) return current.pool;
  void current?.pool.end().catch(() => undefined);
  const pool = new pg.Pool({
    connectionString: url,
    max: positiveIntegerSetting("DIRECT_SQL_POOL_SIZE", 4),
    idleTimeoutMillis: 10_000,
    // Never keeps a process alive on its own (scripts, tests).
    allowExitOnIdle: true,
    ...(durability === "fast" ? { options: "-c synchronous_commit=off" } : {}),
  });
  pool.on("error", (error) => logger.error({ where: "direct-sql", durability, err: error }, "idle connection failed"));
  pools[durability] = { pool, url };
  return pool;
}

/**
 * A timestamp column (no time zone, UTC like Prisma writes it) read as ISO-8601 text: the same value from pg and
 * from the PGlite fallback, which would otherwise return a local-time Date and a Date respectively.
 */
export function utcTimeColumn(column: string, alias: string): string {
  return `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${alias}"`;
}

export async function directQuery<Row>(
  statement: DirectStatement,
  values: unknown[],
  durability: Durability,
): Promise<Row[]> {
  const target = resolveDatabaseTarget();
  if (target.kind === "pglite") return prisma.$queryRawUnsafe<Row[]>(statement.text, ...values);
  const pool = poolFor(target.url, durability);
  const run = async () =>
    (await pool.query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values })).rows;
  return isReadOnly(statement) ? readWithOneRetry(`direct-sql ${statement.name}`, run) : run();
}

const readOnlyByName = new Map<string, boolean>();

function isReadOnly(statement: DirectStatement): boolean {
  let readOnly = readOnlyByName.get(statement.name);
  if (readOnly === undefined) readOnlyByName.set(statement.name, (readOnly = isReadOnlyStatement(statement.text)));
  return readOnly;
}

/** Closes the pools (shutdown and tests). */
export async function closeDirectSql(): Promise<void> {
  const pools = holder.__gpDirectSqlPools ?? {};
  holder.__gpDirectSqlPools = undefined;
  await Promise.all(Object.values(pools).map((current) => current.pool.end()));
}
