import pg from "pg";
import { getRevenueReport } from "@/lib/server/reports/get-revenue-report";
import { percentile } from "./stats";

// The money view (issue 17): a year of hourly rollups equivalent to ~10^7 rounds, generated straight into
// revenue_hourly_rollups and revenue_hourly_players with generate_series (20 operators × 16 games × 3 currencies ×
// 8760 hours, each hour of each combination present with probability DENSITY, a few rounds each), then the
// report service (getRevenueReport: series, totals, players, top games and operators, RTP) timed in this process
// on the bench database for a year, a month and a week, and the EXPLAIN (ANALYZE) of the year's series query.

const OPERATORS = 20;
const CURRENCIES = ["EUR", "USD", "JPY"];
const HOURS = 8760;
const DENSITY = 0.15;

export interface ReportsPoint {
  range: string;
  count: number;
  p50: number;
  p99: number;
}

export interface ReportsFigures {
  rollupRows: number;
  playerRows: number;
  rounds: number;
  generateSeconds: number;
  points: ReportsPoint[];
  plan: string[];
}

export async function measureReports(options: { databaseUrl: string; repeats: number }): Promise<ReportsFigures> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const games = (await client.query<{ symbol: string }>("SELECT symbol FROM games ORDER BY symbol LIMIT 16")).rows.map((row) => row.symbol);
    const yearStart = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 1));
    const started = performance.now();
    // Operators only label the report (rollups need no operator row): names for the top-operators list.
    await client.query(
      `INSERT INTO operators (id, name, updated_at) SELECT 'bench-rep-' || o, 'Reports operator ' || o, now()
       FROM generate_series(1, $1::int) o ON CONFLICT DO NOTHING`,
      [OPERATORS],
    );
    // Rounds per present row: 1 + a geometric-ish tail, mean ≈ 8; bets 0.10–5.00 per round, wins around 96 %.
    await client.query(
      `INSERT INTO revenue_hourly_rollups (hour, operator_id, game_symbol, currency, shard, rounds, bet_minor, win_minor,
         free_rounds, free_rounds_win_minor, rolled_back_rounds, rolled_back_minor, updated_at)
       SELECT $1::timestamp + h * interval '1 hour', 'bench-rep-' || o, g.symbol, c.code, 0, r.n, r.bet,
         (r.bet * (0.80 + random() * 0.32))::bigint, (random() < 0.05)::int, (random() * 200)::bigint,
         (random() < 0.01)::int, (random() < 0.01)::int * 100, now()
       FROM generate_series(0, $2::int - 1) h
       CROSS JOIN generate_series(1, $3::int) o
       CROSS JOIN unnest($4::text[]) g(symbol)
       CROSS JOIN unnest($5::text[]) c(code)
       CROSS JOIN LATERAL (SELECT 1 + floor(-ln(1 - random()) * 7)::int AS n) k
       CROSS JOIN LATERAL (SELECT k.n AS n, (k.n * (10 + floor(random() * 490)))::bigint AS bet) r
       WHERE random() < $6::float8`,
      [yearStart.toISOString(), HOURS, OPERATORS, games, CURRENCIES, DENSITY],
    );
    // One to three players per present row, from 2,000 per operator.
    await client.query(
      `INSERT INTO revenue_hourly_players (hour, operator_id, game_symbol, currency, player_id)
       SELECT r.hour, r.operator_id, r.game_symbol, r.currency, 'p' || floor(random() * 2000)::int || '-' || s
       FROM revenue_hourly_rollups r CROSS JOIN generate_series(1, 3) s
       WHERE r.operator_id LIKE 'bench-rep-%' AND s <= 1 + (r.rounds > 4)::int + (r.rounds > 10)::int
       ON CONFLICT DO NOTHING`,
    );
    await client.query("VACUUM ANALYZE revenue_hourly_rollups");
    await client.query("VACUUM ANALYZE revenue_hourly_players");
    const generateSeconds = (performance.now() - started) / 1000;
    const counts = (
      await client.query<{ rows: string; rounds: string; players: string }>(
        `SELECT count(*)::text AS rows, sum(rounds)::text AS rounds, (SELECT count(*) FROM revenue_hourly_players)::text AS players FROM revenue_hourly_rollups`,
      )
    ).rows[0]!;

    const yearEnd = new Date(Date.UTC(yearStart.getUTCFullYear() + 1, 0, 1));
    const monthStart = new Date(Date.UTC(yearStart.getUTCFullYear(), 5, 1));
    const ranges = [
      { range: "year (monthly series), all operators", from: yearStart, to: yearEnd, filter: {} },
      { range: "year, one operator", from: yearStart, to: yearEnd, filter: { operatorId: "bench-rep-3" } },
      { range: "month (daily series), all operators", from: monthStart, to: new Date(Date.UTC(yearStart.getUTCFullYear(), 6, 1)), filter: {} },
      { range: "week (daily series), all operators", from: monthStart, to: new Date(monthStart.getTime() + 7 * 86_400_000), filter: {} },
    ];
    const points: ReportsPoint[] = [];
    for (const { range, from, to, filter } of ranges) {
      await getRevenueReport({ from, to, ...filter }); // warm-up (and the RTP σ simulation, once per game)
      const timings: number[] = [];
      for (let index = 0; index < options.repeats; index++) {
        const start = performance.now();
        await getRevenueReport({ from, to, ...filter });
        timings.push(performance.now() - start);
      }
      timings.sort((a, b) => a - b);
      points.push({ range, count: timings.length, p50: percentile(timings, 50), p99: percentile(timings, 99) });
    }
    const plan = (
      await client.query<{ "QUERY PLAN": string }>(
        `EXPLAIN (ANALYZE, BUFFERS) SELECT to_char(date_trunc('month', hour), 'YYYY-MM') AS key, currency, sum(rounds), sum(bet_minor), sum(win_minor)
         FROM revenue_hourly_rollups WHERE hour >= $1::timestamp AND hour < $2::timestamp GROUP BY 1, 2`,
        [yearStart.toISOString(), yearEnd.toISOString()],
      )
    ).rows.map((row) => row["QUERY PLAN"]);
    return { rollupRows: Number(counts.rows), playerRows: Number(counts.players), rounds: Number(counts.rounds), generateSeconds, points, plan };
  } finally {
    await client.end();
  }
}
