import "server-only";
import { randomInt } from "node:crypto";
import { positiveIntegerSetting } from "@/lib/base/env-setting";

// The money view's rollups (docs/reports.md "Maintenance"): every change of a round's final money adds to the hourly,
// daily and monthly rollups in the SAME statement as the round's state change, so a round is counted exactly once or
// not at all, and a day's or a month's row always equals the sum of its hours. Each write picks a random shard
// (0 … ROLLUP_SHARDS-1) of its period × operator × game × currency, the same for every table of the statement:
// concurrent spins of one hot game upsert different rows instead of queueing on one row lock. Readers sum the shards.
// A test account's round (wallet_rounds.test) adds nothing: the source's rows with test set are skipped.

/** How many rows one hour × operator × game × currency is spread over (env ROLLUP_SHARDS, default 8). */
export function rollupShards(): number {
  return positiveIntegerSetting("ROLLUP_SHARDS", 8);
}

export function randomRollupShard(): number {
  return randomInt(rollupShards());
}

/** The counters of a rollup row, in column order. */
export const ROLLUP_COUNTERS = [
  "rounds",
  "bet_minor",
  "win_minor",
  "free_rounds",
  "free_rounds_win_minor",
  "rolled_back_rounds",
  "rolled_back_minor",
] as const;

/** The rollup tables of the figures: each period's table and its time column (the period's UTC start). */
export const ROLLUP_TABLES = {
  hour: { table: "revenue_hourly_rollups", column: "hour" },
  day: { table: "revenue_daily_rollups", column: "day" },
  month: { table: "revenue_monthly_rollups", column: "month" },
} as const;

/** Players per period × operator × game × currency (game-level player sets). */
export const GAME_PLAYER_TABLES = {
  hour: { table: "revenue_hourly_players", column: "hour" },
  day: { table: "revenue_daily_players", column: "day" },
} as const;

/** The periods of revenue_operator_players and revenue_player_counts (the "RevenuePeriod" enum). */
export const OPERATOR_PLAYER_PERIODS = ["day", "month", "year"] as const;

/**
 * What one round adds to the counters, as SQL over the round's columns (alias `s`): a settled paid round counts its
 * bet and win; a settled free round its win (the free-rounds cost); a cancelled paid round its rolled-back bet.
 */
const ROUND_CONTRIBUTION = {
  paid: ["1", "s.bet_minor", "s.win_minor", "0", "0", "0", "0"],
  free: ["0", "0", "0", "1", "s.win_minor", "0", "0"],
  rolledBack: ["0", "0", "0", "0", "0", "1", "s.bet_minor"],
} as const;

export type RoundContribution = keyof typeof ROUND_CONTRIBUTION;

const counterList = ROLLUP_COUNTERS.join(", ");
const additions = ROLLUP_COUNTERS.map((column) => `${column} = r.${column} + EXCLUDED.${column}`).join(", ");

/**
 * CTEs (`rollup_hour AS (…), rollup_day AS (…), rollup_month AS (…)`) adding the rounds of `source` (rows with
 * created_at, operator_id, game_symbol, currency, bet_minor, win_minor, test) to their hour's, day's and month's rollup
 * shard with INSERT … ON CONFLICT DO UPDATE. `shard` and `now` are SQL expressions (parameters). Every statement
 * writes the tables in this one order, so two statements never wait on each other's rows in opposite orders.
 */
export function rollupUpsertCtes(options: {
  source: string;
  kind: RoundContribution;
  shard: string;
  now: string;
}): string {
  return Object.entries(ROLLUP_TABLES)
    .map(
      ([unit, { table, column }]) => `rollup_${unit} AS (
      INSERT INTO ${table} AS r (${column}, operator_id, game_symbol, currency, shard, ${counterList}, updated_at)
      SELECT date_trunc('${unit}', s.created_at), s.operator_id, s.game_symbol, s.currency, ${options.shard},
        ${ROUND_CONTRIBUTION[options.kind].join(", ")}, ${options.now}
      FROM ${options.source} s WHERE NOT s.test
      ON CONFLICT (${column}, operator_id, game_symbol, currency, shard) DO UPDATE SET ${additions}, updated_at = EXCLUDED.updated_at
    )`,
    )
    .join(",\n    ");
}

/**
 * CTEs counting the player of each settled round of `source` (rows with created_at, …, player_id): once in its
 * hour × game (revenue_hourly_players); a player new in that hour is then added to its day × game
 * (revenue_daily_players) and to the operator's day, month and year (revenue_operator_players), and each of those
 * that is new adds one to its period's count (revenue_player_counts, on `shard`). A player already counted in the
 * hour × game is in all of them already (same statement, or the rebuild that wrote them together).
 */
export function rollupPlayersCtes(options: { source: string; shard: string }): string {
  return `players_hour AS (
      INSERT INTO revenue_hourly_players (hour, operator_id, game_symbol, currency, player_id)
      SELECT date_trunc('hour', s.created_at), s.operator_id, s.game_symbol, s.currency, s.player_id FROM ${options.source} s WHERE NOT s.test
      ON CONFLICT DO NOTHING
      RETURNING hour, operator_id, game_symbol, currency, player_id
    ), players_day AS (
      INSERT INTO revenue_daily_players (day, operator_id, game_symbol, currency, player_id)
      SELECT date_trunc('day', p.hour), p.operator_id, p.game_symbol, p.currency, p.player_id FROM players_hour p
      ON CONFLICT DO NOTHING
    ), players_operator AS (
      INSERT INTO revenue_operator_players (period, period_start, operator_id, currency, player_id)
      SELECT k.period, date_trunc(k.period::text, p.hour), p.operator_id, p.currency, p.player_id
      FROM players_hour p CROSS JOIN unnest(enum_range(NULL::"RevenuePeriod")) k(period)
      ON CONFLICT DO NOTHING
      RETURNING period, period_start, operator_id, currency
    ), player_counts AS (
      INSERT INTO revenue_player_counts AS c (period, period_start, operator_id, currency, shard, players)
      SELECT period, period_start, operator_id, currency, ${options.shard}, count(*) FROM players_operator GROUP BY 1, 2, 3, 4
      ON CONFLICT (period, period_start, operator_id, currency, shard) DO UPDATE SET players = c.players + EXCLUDED.players
    )`;
}

/** The columns a settled round's RETURNING must give to rollupUpsertCtes and rollupPlayersCtes. */
export const ROLLUP_SOURCE_COLUMNS =
  "created_at, operator_id, game_symbol, currency, player_id, bet_minor, win_minor, test";
