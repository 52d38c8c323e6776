-- Backfill of the daily and monthly rollups, the daily and operator player sets and the player counts from the hourly
-- tables as they are when this migration runs (docs/reports.md; the same derivation as `npm run gp -- reports
-- rebuild`, derivedRollupStatements): from now on each round's settlement or cancellation adds itself to every table in
-- the statement that changes its state. Shard 0 holds the backfilled figures and counts.
INSERT INTO "revenue_daily_rollups" ("day", "operator_id", "game_symbol", "currency", "shard", "rounds", "bet_minor",
  "win_minor", "free_rounds", "free_rounds_win_minor", "rolled_back_rounds", "rolled_back_minor", "updated_at")
SELECT date_trunc('day', "hour"), "operator_id", "game_symbol", "currency", 0, sum("rounds"), sum("bet_minor"),
  sum("win_minor"), sum("free_rounds"), sum("free_rounds_win_minor"), sum("rolled_back_rounds"), sum("rolled_back_minor"),
  CURRENT_TIMESTAMP
FROM "revenue_hourly_rollups"
GROUP BY 1, 2, 3, 4;

INSERT INTO "revenue_monthly_rollups" ("month", "operator_id", "game_symbol", "currency", "shard", "rounds", "bet_minor",
  "win_minor", "free_rounds", "free_rounds_win_minor", "rolled_back_rounds", "rolled_back_minor", "updated_at")
SELECT date_trunc('month', "hour"), "operator_id", "game_symbol", "currency", 0, sum("rounds"), sum("bet_minor"),
  sum("win_minor"), sum("free_rounds"), sum("free_rounds_win_minor"), sum("rolled_back_rounds"), sum("rolled_back_minor"),
  CURRENT_TIMESTAMP
FROM "revenue_hourly_rollups"
GROUP BY 1, 2, 3, 4;

INSERT INTO "revenue_daily_players" ("day", "operator_id", "game_symbol", "currency", "player_id")
SELECT DISTINCT date_trunc('day', "hour"), "operator_id", "game_symbol", "currency", "player_id"
FROM "revenue_hourly_players";

INSERT INTO "revenue_operator_players" ("period", "period_start", "operator_id", "currency", "player_id")
SELECT DISTINCT k."period", date_trunc(k."period"::text, p."hour"), p."operator_id", p."currency", p."player_id"
FROM "revenue_hourly_players" p CROSS JOIN unnest(enum_range(NULL::"RevenuePeriod")) k("period");

INSERT INTO "revenue_player_counts" ("period", "period_start", "operator_id", "currency", "shard", "players")
SELECT "period", "period_start", "operator_id", "currency", 0, count(*)
FROM "revenue_operator_players"
GROUP BY 1, 2, 3, 4;
