import { directQuery } from "@/lib/server/db/direct-sql";
import type { TokenBucketLimit } from "./rate-limit-settings";

// Token buckets in PostgreSQL (rate_limit_buckets), exact across app instances: a take is ONE statement, an
// INSERT … ON CONFLICT DO UPDATE whose row lock serialises concurrent takes of the same bucket on any instance.
// Time is the database's (now()), so instances with skewed clocks still agree. A bucket refills continuously at
// refillPerSecond up to capacity; a new bucket starts full. These statements run on every provider API request, so
// they are prepared statements on the direct pool (lib/server/db/direct-sql.ts; asynchronous commit: a crash may
// forget a bucket's last moments, which only makes a limit briefly more lenient).

export interface TokenTake {
  granted: boolean;
  /** Whole seconds until a token will be available (0 when granted). */
  retryAfterSeconds: number;
}

/** The bucket's tokens now (capacity and refill per second are parameters): stored tokens plus the refill since its last update. */
const refilled = (table: string, capacity: string, refillPerSecond: string) =>
  `LEAST(${capacity}::float8, ${table}.tokens + GREATEST(0, EXTRACT(EPOCH FROM (now() - ${table}.updated_at))::float8) * ${refillPerSecond}::float8)`;

/** Takes a token from the bucket that `newRow` (key, tokens, granted, updated_at of a new, full bucket) names. */
const upsertTake = (newRow: string, capacity: string, refillPerSecond: string) => {
  const now = refilled("bucket", capacity, refillPerSecond);
  return `INSERT INTO rate_limit_buckets AS bucket (key, tokens, granted, updated_at)
    ${newRow}
    ON CONFLICT (key) DO UPDATE SET
      tokens = CASE WHEN ${now} >= 1 THEN ${now} - 1 ELSE ${now} END,
      granted = ${now} >= 1,
      updated_at = GREATEST(bucket.updated_at, now())
    RETURNING tokens, granted`;
};

const TAKE = {
  name: "gp_rate_limit_take",
  text: upsertTake("VALUES ($1, $2::float8 - 1, true, now())", "$2", "$3"),
};

const PEEK = {
  name: "gp_rate_limit_peek",
  text: `SELECT ${refilled("rate_limit_buckets", "$2", "$3")} AS tokens FROM rate_limit_buckets WHERE key = $1`,
};

// Leasing (provider-rate-limits.ts): the same take, but of up to $batch tokens at once (as many whole tokens as the
// bucket has, at most $batch); last_taken reports how many, so the instance can spend them locally. Tokens leave
// the shared bucket when leased, so leasing never grants more than the bucket holds; see provider-rate-limits.ts
// for the bound on what leases taken earlier may still grant.
const upsertLease = (newRow: string, capacity: string, refillPerSecond: string, batch: string) => {
  const now = refilled("bucket", capacity, refillPerSecond);
  const taken = `LEAST(${batch}::float8, floor(${now}))`;
  return `INSERT INTO rate_limit_buckets AS bucket (key, tokens, granted, updated_at, last_taken)
    ${newRow}
    ON CONFLICT (key) DO UPDATE SET
      tokens = ${now} - ${taken},
      granted = ${taken} >= 1,
      last_taken = ${taken}::int,
      updated_at = GREATEST(bucket.updated_at, now())
    RETURNING tokens, granted, last_taken`;
};

const newLeaseRow = (key: string, capacity: string, batch: string) =>
  `${key}, ${capacity}::float8 - LEAST(${batch}::float8, floor(${capacity}::float8)), true, now(), LEAST(${batch}::float8, floor(${capacity}::float8))::int`;

const LEASE = {
  name: "gp_rate_limit_lease",
  text: upsertLease(`VALUES (${newLeaseRow("$1", "$2", "$4")})`, "$2", "$3", "$4"),
};

// PEEK of bucket $1 and, only if that one has a token, a lease from bucket $4: one round trip.
const LEASE_UNLESS_PEEK_REFUSES = {
  name: "gp_rate_limit_lease_unless_peek_refuses",
  text: `WITH peeked AS (${PEEK.text}),
    taken AS (${upsertLease(`SELECT ${newLeaseRow("$4::text", "$5", "$7")} WHERE NOT EXISTS (SELECT 1 FROM peeked WHERE tokens < 1)`, "$5", "$6", "$7")})
    SELECT (SELECT tokens FROM peeked) AS peeked_tokens, taken.tokens, taken.granted, taken.last_taken FROM (SELECT 1) AS one LEFT JOIN taken ON true`,
};

function retryAfter(tokens: number, limit: TokenBucketLimit): number {
  return Math.max(1, Math.ceil((1 - tokens) / limit.refillPerSecond));
}

/** Takes one token if there is one. */
export async function takeToken(options: { key: string; limit: TokenBucketLimit }): Promise<TokenTake> {
  const { key, limit } = options;
  const [row] = await directQuery<{ tokens: number; granted: boolean }>(
    TAKE,
    [key, limit.capacity, limit.refillPerSecond],
    "fast",
  );
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

export interface TokenLease extends TokenTake {
  /** Tokens taken (0 when refused): one for this request and the rest to spend locally. */
  taken: number;
}

/** Takes up to `batch` whole tokens at once (at least one, or refused). */
export async function leaseTokens(options: {
  key: string;
  limit: TokenBucketLimit;
  batch: number;
}): Promise<TokenLease> {
  const { key, limit, batch } = options;
  const [row] = await directQuery<{ tokens: number; granted: boolean; last_taken: number }>(
    LEASE,
    [key, limit.capacity, limit.refillPerSecond, batch],
    "fast",
  );
  if (!row) throw new Error("rate limit statement returned no row");
  return row.granted
    ? { granted: true, retryAfterSeconds: 0, taken: Number(row.last_taken) }
    : { granted: false, retryAfterSeconds: retryAfter(Number(row.tokens), limit), taken: 0 };
}

/** peekToken of `peek`, then leaseTokens of `take` only if the peek grants, in one statement. */
export async function leaseTokensUnlessPeekRefuses(options: {
  peek: { key: string; limit: TokenBucketLimit };
  take: { key: string; limit: TokenBucketLimit; batch: number };
}): Promise<TokenLease & { refusedBy: "peek" | "take" | null }> {
  const { peek, take } = options;
  const [row] = await directQuery<{
    peeked_tokens: number | null;
    tokens: number | null;
    granted: boolean | null;
    last_taken: number | null;
  }>(
    LEASE_UNLESS_PEEK_REFUSES,
    [
      peek.key,
      peek.limit.capacity,
      peek.limit.refillPerSecond,
      take.key,
      take.limit.capacity,
      take.limit.refillPerSecond,
      take.batch,
    ],
    "fast",
  );
  if (!row) throw new Error("rate limit statement returned no row");
  if (row.peeked_tokens !== null && Number(row.peeked_tokens) < 1) {
    return {
      granted: false,
      refusedBy: "peek",
      retryAfterSeconds: retryAfter(Number(row.peeked_tokens), peek.limit),
      taken: 0,
    };
  }
  if (!row.granted)
    return {
      granted: false,
      refusedBy: "take",
      retryAfterSeconds: retryAfter(Number(row.tokens), take.limit),
      taken: 0,
    };
  return { granted: true, refusedBy: null, retryAfterSeconds: 0, taken: Number(row.last_taken) };
}
