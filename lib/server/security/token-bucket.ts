import { directQuery } from "@/lib/server/db/direct-sql";
import type { TokenBucketLimit } from "./rate-limit-settings";

// Token buckets in PostgreSQL (rate_limit_buckets), exact across app instances: a take is ONE statement, an
// INSERT … ON CONFLICT DO UPDATE whose row lock serialises concurrent takes of the same bucket on any instance.
// Time is the database's (now()), so instances with skewed clocks still agree. A bucket refills continuously at
// refillPerSecond up to capacity; a new bucket starts full. Both statements run on every provider API request, so
// they are prepared statements on the direct pool (lib/server/db/direct-sql.ts; asynchronous commit: a crash may
// forget a bucket's last moments, which only makes a limit briefly more lenient).

export interface TokenTake {
  granted: boolean;
  /** Whole seconds until a token will be available (0 when granted). */
  retryAfterSeconds: number;
}

/** The bucket's tokens now ($2 capacity, $3 refill per second): stored tokens plus the refill since its last update. */
const refilled = (table: string) =>
  `LEAST($2::float8, ${table}.tokens + GREATEST(0, EXTRACT(EPOCH FROM (now() - ${table}.updated_at))::float8) * $3::float8)`;

const TAKE = {
  name: "gp_rate_limit_take",
  text: `INSERT INTO rate_limit_buckets AS bucket (key, tokens, granted, updated_at)
    VALUES ($1, $2::float8 - 1, true, now())
    ON CONFLICT (key) DO UPDATE SET
      tokens = CASE WHEN ${refilled("bucket")} >= 1 THEN ${refilled("bucket")} - 1 ELSE ${refilled("bucket")} END,
      granted = ${refilled("bucket")} >= 1,
      updated_at = GREATEST(bucket.updated_at, now())
    RETURNING tokens, granted`,
};

const PEEK = {
  name: "gp_rate_limit_peek",
  text: `SELECT ${refilled("rate_limit_buckets")} AS tokens FROM rate_limit_buckets WHERE key = $1`,
};

function retryAfter(tokens: number, limit: TokenBucketLimit): number {
  return Math.max(1, Math.ceil((1 - tokens) / limit.refillPerSecond));
}

/** Takes one token if there is one. */
export async function takeToken(options: { key: string; limit: TokenBucketLimit }): Promise<TokenTake> {
  const { key, limit } = options;
  const [row] = await directQuery<{ tokens: number; granted: boolean }>(TAKE, [key, limit.capacity, limit.refillPerSecond], "fast");
  if (!row) throw new Error("rate limit statement returned no row");
  return { granted: row.granted, retryAfterSeconds: row.granted ? 0 : retryAfter(Number(row.tokens), limit) };
}

/** Whether the bucket has a token, without taking it. */
export async function peekToken(options: { key: string; limit: TokenBucketLimit }): Promise<TokenTake> {
  const { key, limit } = options;
  const [row] = await directQuery<{ tokens: number }>(PEEK, [key, limit.capacity, limit.refillPerSecond], "fast");
  if (!row || Number(row.tokens) >= 1) return { granted: true, retryAfterSeconds: 0 };
  return { granted: false, retryAfterSeconds: retryAfter(Number(row.tokens), limit) };
}
