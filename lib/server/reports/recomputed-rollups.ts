import "server-only";
import { ROLLUP_COUNTERS } from "./rollup-statements";
import type { PeriodUnit } from "./report-window";

// The rollups recomputed from wallet_rounds for an hour window ($1 from, $2 to, as timestamps), by the rule of
// docs/reports.md: a settled paid round (it has a debit) counts its bet and win, a settled free round its win, a
// cancelled paid round its rolled-back bet; players are those of settled rounds. A rejected round moved no money, a
// cancelled free round went back to its award and a test account's round is not revenue: none counts. The same SQL checks (verify) and repairs (rebuild).
// The daily, monthly and yearly rows are derived from the hourly ones (derivedRollupStatements).

const PAID = "debit_transaction_id IS NOT NULL";
const FREE = "debit_transaction_id IS NULL";

export const RECOMPUTED_ROLLUPS_SQL = `SELECT date_trunc('hour', created_at) AS hour, operator_id, game_symbol, currency,
    count(*) FILTER (WHERE state = 'settled' AND ${PAID}) AS rounds,
    coalesce(sum(bet_minor) FILTER (WHERE state = 'settled' AND ${PAID}), 0) AS bet_minor,
    coalesce(sum(win_minor) FILTER (WHERE state = 'settled' AND ${PAID}), 0) AS win_minor,
    count(*) FILTER (WHERE state = 'settled' AND ${FREE}) AS free_rounds,
    coalesce(sum(win_minor) FILTER (WHERE state = 'settled' AND ${FREE}), 0) AS free_rounds_win_minor,
    count(*) FILTER (WHERE state = 'cancelled' AND ${PAID}) AS rolled_back_rounds,
    coalesce(sum(bet_minor) FILTER (WHERE state = 'cancelled' AND ${PAID}), 0) AS rolled_back_minor
  FROM wallet_rounds
  WHERE created_at >= $1::timestamp(3) AND created_at < $2::timestamp(3)
    AND (state = 'settled' OR (state = 'cancelled' AND ${PAID})) AND NOT test
  GROUP BY 1, 2, 3, 4`;

export const RECOMPUTED_PLAYERS_SQL = `SELECT DISTINCT date_trunc('hour', created_at) AS hour, operator_id, game_symbol, currency, player_id
  FROM wallet_rounds
  WHERE created_at >= $1::timestamp(3) AND created_at < $2::timestamp(3) AND state = 'settled' AND NOT test`;

const counters = ROLLUP_COUNTERS.join(", ");
const sums = ROLLUP_COUNTERS.map((counter) => `sum(${counter})`).join(", ");

/**
 * The statements that derive one period's rows over whole periods [$1, $2) from the hourly rows (rebuild, bench; the
 * backfill migration does the same over everything): the daily or monthly rollups (shard 0), the daily players of
 * each game, the operator's players of any game and their counts (shard 0). Each DELETE comes before its INSERT.
 */
export function derivedRollupStatements(unit: Exclude<PeriodUnit, "hour">): string[] {
  const range = (column: string) => `${column} >= $1::timestamp(3) AND ${column} < $2::timestamp(3)`;
  const byPeriod = `period = '${unit}' AND ${range("period_start")}`;
  const statements: string[] = [];
  if (unit !== "year") {
    const table = unit === "day" ? "revenue_daily_rollups" : "revenue_monthly_rollups";
    statements.push(
      `DELETE FROM ${table} WHERE ${range(unit)}`,
      `INSERT INTO ${table} (${unit}, operator_id, game_symbol, currency, shard, ${counters}, updated_at)
       SELECT date_trunc('${unit}', hour), operator_id, game_symbol, currency, 0, ${sums}, now()
       FROM revenue_hourly_rollups WHERE ${range("hour")} GROUP BY 1, 2, 3, 4`,
    );
  }
  if (unit === "day") {
    statements.push(
      `DELETE FROM revenue_daily_players WHERE ${range("day")}`,
      `INSERT INTO revenue_daily_players (day, operator_id, game_symbol, currency, player_id)
       SELECT DISTINCT date_trunc('day', hour), operator_id, game_symbol, currency, player_id FROM revenue_hourly_players WHERE ${range("hour")}`,
    );
  }
  statements.push(
    `DELETE FROM revenue_operator_players WHERE ${byPeriod}`,
    `INSERT INTO revenue_operator_players (period, period_start, operator_id, currency, player_id)
     SELECT DISTINCT '${unit}'::"RevenuePeriod", date_trunc('${unit}', hour), operator_id, currency, player_id
     FROM revenue_hourly_players WHERE ${range("hour")}`,
    `DELETE FROM revenue_player_counts WHERE ${byPeriod}`,
    `INSERT INTO revenue_player_counts (period, period_start, operator_id, currency, shard, players)
     SELECT period, period_start, operator_id, currency, 0, count(*) FROM revenue_operator_players WHERE ${byPeriod} GROUP BY 1, 2, 3, 4`,
  );
  return statements;
}
