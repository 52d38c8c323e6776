import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { operatorSlugSchema } from "@/lib/server/operators/operator-fields";
import { requireOperator } from "@/lib/server/operators/require-operator";

// The console's charts over time: wallet callbacks (volume, latency p50/p95, errors), sessions launched and
// spins, in hourly or daily buckets (UTC). Every query is a range scan of an index on its timestamp (the
// operator's (operator_id, started_at) index for one operator's wallet figures); buckets without rows come back
// as zeros and null latencies, so an empty period is a flat line.

export const DASHBOARD_RANGES = ["last24h", "last7d", "last30d"] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export type SeriesInterval = "hour" | "day";

const RANGE_SHAPES: Record<DashboardRange, { interval: SeriesInterval; buckets: number }> = {
  last24h: { interval: "hour", buckets: 24 },
  last7d: { interval: "day", buckets: 7 },
  last30d: { interval: "day", buckets: 30 },
};

export interface SeriesPoint {
  /** Start of the bucket (UTC). */
  at: Date;
  /** Wallet callback attempts started in the bucket. */
  callbacks: number;
  succeeded: number;
  /** Final business refusals (400), e.g. insufficient funds: the wallet answered, nothing is broken. */
  rejected: number;
  /** Failed attempts (timeouts, network errors, 5xx, malformed answers) and invalid signatures. */
  errors: number;
  /** errors / finished attempts; null without any. */
  errorRate: number | null;
  p50LatencyMs: number | null;
  p95LatencyMs: number | null;
  /** Launch sessions created (all operators only; null for one operator's series). */
  sessions: number | null;
  /** Game rounds played (all operators only; null for one operator's series). */
  spins: number | null;
}

export interface DashboardSeries {
  range: DashboardRange;
  interval: SeriesInterval;
  from: Date;
  to: Date;
  operatorId: string | null;
  points: SeriesPoint[];
}

const seriesSchema = z.object({
  range: z.enum(DASHBOARD_RANGES, { error: "range must be last24h, last7d or last30d" }),
  operatorId: operatorSlugSchema.optional(),
  now: z.date().optional(),
});

const INTERVAL_MS: Record<SeriesInterval, number> = { hour: 3_600_000, day: 86_400_000 };

/** The first bucket's start: the current bucket (UTC) and the ones before it, `buckets` in all. */
function firstBucket(now: Date, interval: SeriesInterval, buckets: number): Date {
  const step = INTERVAL_MS[interval];
  return new Date(Math.floor(now.getTime() / step) * step - (buckets - 1) * step);
}

interface CallbackRow {
  bucket: Date;
  callbacks: number;
  succeeded: number;
  rejected: number;
  errors: number;
  finished: number;
  p50: number | null;
  p95: number | null;
}

interface CountRow {
  bucket: Date;
  count: number;
}

/** Wallet, session and spin figures per bucket over a preset range; with operatorId, that operator's wallet figures. */
export async function getDashboardSeries(options: {
  range: DashboardRange;
  operatorId?: string;
  now?: Date;
}): Promise<DashboardSeries> {
  const input = parseInput(seriesSchema, options);
  if (input.operatorId) await requireOperator(prisma, input.operatorId);
  const { interval, buckets } = RANGE_SHAPES[input.range];
  const now = input.now ?? new Date();
  const from = firstBucket(now, interval, buckets);
  const to = new Date(from.getTime() + buckets * INTERVAL_MS[interval]);
  // The unit is one of two fixed words, never input text; as a literal it keeps GROUP BY matching the SELECT.
  const unit = interval === "hour" ? "'hour'" : "'day'";
  const perOperator = input.operatorId !== undefined;
  const callbacksSql = `
    SELECT date_trunc(${unit}, started_at) AS bucket,
           count(*)::int AS callbacks,
           count(*) FILTER (WHERE outcome = 'succeeded')::int AS succeeded,
           count(*) FILTER (WHERE outcome = 'rejected')::int AS rejected,
           count(*) FILTER (WHERE outcome IN ('failed', 'invalid_signature'))::int AS errors,
           count(*) FILTER (WHERE outcome <> 'unknown')::int AS finished,
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY latency_ms) FILTER (WHERE outcome <> 'unknown'))::float8 AS p50,
           (percentile_cont(0.95) WITHIN GROUP (ORDER BY latency_ms) FILTER (WHERE outcome <> 'unknown'))::float8 AS p95
      FROM wallet_callback_attempts
     WHERE started_at >= $1 AND started_at < $2 ${perOperator ? "AND operator_id = $3" : ""}
     GROUP BY 1`;
  const countSql = (table: "launch_sessions" | "game_rounds") => `
    SELECT date_trunc(${unit}, created_at) AS bucket, count(*)::int AS count
      FROM ${table} WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`;
  const [callbackRows, sessionRows, spinRows] = await Promise.all([
    prisma.$queryRawUnsafe<CallbackRow[]>(callbacksSql, from, to, ...(perOperator ? [input.operatorId] : [])),
    perOperator
      ? Promise.resolve([] as CountRow[])
      : prisma.$queryRawUnsafe<CountRow[]>(countSql("launch_sessions"), from, to),
    perOperator
      ? Promise.resolve([] as CountRow[])
      : prisma.$queryRawUnsafe<CountRow[]>(countSql("game_rounds"), from, to),
  ]);

  const byBucket = <Row extends { bucket: Date }>(rows: Row[]) =>
    new Map(rows.map((row) => [new Date(row.bucket).getTime(), row]));
  const callbacks = byBucket(callbackRows);
  const sessions = byBucket(sessionRows);
  const spins = byBucket(spinRows);
  const points: SeriesPoint[] = [];
  for (let index = 0; index < buckets; index += 1) {
    const at = new Date(from.getTime() + index * INTERVAL_MS[interval]);
    const row = callbacks.get(at.getTime());
    points.push({
      at,
      callbacks: row?.callbacks ?? 0,
      succeeded: row?.succeeded ?? 0,
      rejected: row?.rejected ?? 0,
      errors: row?.errors ?? 0,
      errorRate: row && row.finished > 0 ? row.errors / row.finished : null,
      p50LatencyMs: row?.p50 ?? null,
      p95LatencyMs: row?.p95 ?? null,
      sessions: perOperator ? null : (sessions.get(at.getTime())?.count ?? 0),
      spins: perOperator ? null : (spins.get(at.getTime())?.count ?? 0),
    });
  }
  return { range: input.range, interval, from, to, operatorId: input.operatorId ?? null, points };
}
