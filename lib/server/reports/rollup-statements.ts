import "server-only";
import { randomInt } from "node:crypto";
import { positiveIntegerSetting } from "@/lib/base/env-setting";

// The money view's hourly rollups (docs/reports.md "Maintenance"): every change of a round's final money adds to
// revenue_hourly_rollups in the SAME statement or transaction as the round's state change, so a round is counted
// exactly once or not at all. Each write picks a random shard (0 … ROLLUP_SHARDS-1) of its hour × operator × game ×
// currency: concurrent spins of one hot game upsert different rows instead of queueing on one row lock. Readers
// sum the shards.

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
 * An INSERT … ON CONFLICT DO UPDATE adding the rounds of `source` (rows with created_at, operator_id, game_symbol,
 * currency, bet_minor, win_minor) to their hour's rollup shard. `shard` and `now` are SQL expressions (parameters).
 */
export function rollupUpsertSql(options: { source: string; kind: RoundContribution; shard: string; now: string }): string {
  return `INSERT INTO revenue_hourly_rollups AS r (hour, operator_id, game_symbol, currency, shard, ${counterList}, updated_at)
    SELECT date_trunc('hour', s.created_at), s.operator_id, s.game_symbol, s.currency, ${options.shard},
      ${ROUND_CONTRIBUTION[options.kind].join(", ")}, ${options.now}
    FROM ${options.source} s
    ON CONFLICT (hour, operator_id, game_symbol, currency, shard) DO UPDATE SET ${additions}, updated_at = EXCLUDED.updated_at`;
}

/** Counts the player of each settled round of `source` (rows with created_at, …, player_id) once in its hour. */
export function rollupPlayersSql(source: string): string {
  return `INSERT INTO revenue_hourly_players (hour, operator_id, game_symbol, currency, player_id)
    SELECT date_trunc('hour', s.created_at), s.operator_id, s.game_symbol, s.currency, s.player_id FROM ${source} s
    ON CONFLICT DO NOTHING`;
}

/** The columns a settled round's RETURNING must give to rollupUpsertSql and rollupPlayersSql. */
export const ROLLUP_SOURCE_COLUMNS = "created_at, operator_id, game_symbol, currency, player_id, bet_minor, win_minor";
