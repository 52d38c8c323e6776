import pg from "pg";
import { getRevenueReport } from "@/lib/server/reports/get-revenue-report";
import { derivedRollupStatements } from "@/lib/server/reports/recomputed-rollups";
import { percentile } from "./stats";

// The money view (issue 17): a year of hourly rollups equivalent to ~10^7 rounds, generated straight into
// revenue_hourly_rollups and revenue_hourly_players with generate_series (20 operators × 16 games × 3 currencies ×
// 8760 hours, each hour of each combination present with probability DENSITY, a few rounds each); the daily and
// monthly rollups, daily and operator player sets and player counts derived from them by the rebuild's own
// INSERT … SELECT statements (so every table agrees with the hourly ones, as the settle statements keep them); then
// the report service (getRevenueReport: series, totals, players, top games and operators, RTP) timed in this process
// on the bench database for a year, a month, a week and an unaligned 30 days, and the EXPLAIN (ANALYZE) of the
// year's series query and of its distinct players.

const OPERATORS = 20;
const CURRENCIES = ["EUR", "USD", "JPY"];
const HOURS = 8760;
const DENSITY = 0.18;
const DERIVED_TABLES = [
  "revenue_daily_rollups",
  "revenue_monthly_rollups",
  "revenue_daily_players",
  "revenue_operator_players",
  "revenue_player_counts",
];

export interface ReportsPoint {
  range: string;
  count: number;
  p50: number;
  p99: number;
}

export interface ReportsFigures {
  rollupRows: number;
  playerRows: number;
  /** Rows of each derived table (daily and monthly rollups, daily and operator players, player counts). */
  derivedRows: Record<string, number>;
  rounds: number;
  generateSeconds: number;
  points: ReportsPoint[];
  plan: string[];
}

export async function measureReports(options: { databaseUrl: string; repeats: number }): Promise<ReportsFigures> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const games = (
      await client.query<{ symbol: string }>("SELECT symbol FROM games ORDER BY symbol LIMIT 16")
    ).rows.map((row) => row.symbol);
    const yearStart = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 1));
    const started = performance.now();
    // Operators only label the report (rollups need no operator row): names for the top-operators list.
    await client.query(
      `INSERT INTO operators (id, name, updated_at) SELECT 'bench-rep-' || o, 'Reports operator ' || o, now()
       FROM generate_series(1, $1::int) o ON CONFLICT DO NOTHING`,
      [OPERATORS],
    );
    // Rounds per present row: 1 + a geometric-ish tail, mean ≈ 7.5 (≈ 10^7 rounds in all); bets 0.10–5.00 per round, wins around 96 %.
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
       -- The reference to h makes the subquery run per row (uncorrelated, it ran once: every row got the same n).
       CROSS JOIN LATERAL (SELECT 1 + floor(-ln(1 - random()) * 7)::int + 0 * h AS n) k
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
    const yearEnd = new Date(Date.UTC(yearStart.getUTCFullYear() + 1, 0, 1));
    for (const unit of ["day", "month", "year"] as const) {
      for (const statement of derivedRollupStatements(unit))
        await client.query(statement, [yearStart.toISOString(), yearEnd.toISOString()]);
    }
    for (const table of DERIVED_TABLES) await client.query(`VACUUM ANALYZE ${table}`);
    await client.query("VACUUM ANALYZE revenue_hourly_rollups");
    await client.query("VACUUM ANALYZE revenue_hourly_players");
    const generateSeconds = (performance.now() - started) / 1000;
    const derivedRows: Record<string, number> = {};
    for (const table of DERIVED_TABLES) {
      derivedRows[table] = Number(
        (await client.query<{ rows: string }>(`SELECT count(*)::text AS rows FROM ${table}`)).rows[0]!.rows,
      );
    }
    const counts = (
      await client.query<{ rows: string; rounds: string; players: string }>(
        `SELECT count(*)::text AS rows, sum(rounds)::text AS rounds, (SELECT count(*) FROM revenue_hourly_players)::text AS players FROM revenue_hourly_rollups`,
      )
    ).rows[0]!;

    const monthStart = new Date(Date.UTC(yearStart.getUTCFullYear(), 5, 1));
    const unalignedStart = new Date(Date.UTC(yearStart.getUTCFullYear(), 8, 10, 13));
    const ranges = [
      { range: "year (monthly series), all operators", from: yearStart, to: yearEnd, filter: {} },
      { range: "year, one operator", from: yearStart, to: yearEnd, filter: { operatorId: "bench-rep-3" } },
      {
        range: "month (daily series), all operators",
        from: monthStart,
        to: new Date(Date.UTC(yearStart.getUTCFullYear(), 6, 1)),
        filter: {},
      },
      {
        range: "week (daily series), all operators",
        from: monthStart,
        to: new Date(monthStart.getTime() + 7 * 86_400_000),
        filter: {},
      },
      // Not whole days: hourly rows at both edges, and its distinct players counted from rows, not from counts.
      {
        range: "30 days from 13:00 (daily series), all operators",
        from: unalignedStart,
        to: new Date(unalignedStart.getTime() + 30 * 86_400_000),
        filter: {},
      },
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
    const explain = async (sql: string, bounds = [yearStart, yearEnd]) =>
      (
        await client.query<{ "QUERY PLAN": string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
          bounds.map((time) => time.toISOString()),
        )
      ).rows.map((row) => row["QUERY PLAN"]);
    const unalignedDays = new Date(unalignedStart.getTime() + 11 * 3_600_000);
    await client.query("SET work_mem = '64MB'"); // as getRevenueReport sets for its distinct-player queries
    const plan = [
      ...(await explain(
        `SELECT date_trunc('month', month) AS key, currency, sum(rounds), sum(bet_minor), sum(win_minor)
         FROM revenue_monthly_rollups WHERE month >= $1::timestamp AND month < $2::timestamp GROUP BY 1, 2`,
      )),
      "",
      ...(await explain(
        `SELECT currency, sum(players) FROM revenue_player_counts
         WHERE period = 'year' AND period_start >= $1::timestamp AND period_start < $2::timestamp GROUP BY 1`,
      )),
      "",
      // The unaligned 30 days' whole days: distinct players from rows (counts do not add up across days).
      ...(await explain(
        `SELECT currency, count(*) FROM (SELECT DISTINCT currency, operator_id, player_id FROM revenue_operator_players
         WHERE period = 'day' AND period_start >= $1::timestamp AND period_start < $2::timestamp) d GROUP BY 1`,
        [unalignedDays, new Date(unalignedDays.getTime() + 29 * 86_400_000)],
      )),
    ];
    return {
      rollupRows: Number(counts.rows),
      playerRows: Number(counts.players),
      derivedRows,
      rounds: Number(counts.rounds),
      generateSeconds,
      points,
      plan,
    };
  } finally {
    await client.end();
  }
}
