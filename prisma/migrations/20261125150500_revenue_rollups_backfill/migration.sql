-- Backfill of the money view's hourly rollups from the rounds that exist when this migration runs (the rule of
-- docs/reports.md, the same as `npm run gp -- reports rebuild`): from now on each round's settlement or
-- cancellation adds itself in the statement that changes its state. Shard 0 holds the backfilled figures.
INSERT INTO "revenue_hourly_rollups" ("hour", "operator_id", "game_symbol", "currency", "shard", "rounds", "bet_minor",
  "win_minor", "free_rounds", "free_rounds_win_minor", "rolled_back_rounds", "rolled_back_minor", "updated_at")
SELECT date_trunc('hour', "created_at"), "operator_id", "game_symbol", "currency", 0,
  count(*) FILTER (WHERE "state" = 'settled' AND "debit_transaction_id" IS NOT NULL),
  coalesce(sum("bet_minor") FILTER (WHERE "state" = 'settled' AND "debit_transaction_id" IS NOT NULL), 0),
  coalesce(sum("win_minor") FILTER (WHERE "state" = 'settled' AND "debit_transaction_id" IS NOT NULL), 0),
  count(*) FILTER (WHERE "state" = 'settled' AND "debit_transaction_id" IS NULL),
  coalesce(sum("win_minor") FILTER (WHERE "state" = 'settled' AND "debit_transaction_id" IS NULL), 0),
  count(*) FILTER (WHERE "state" = 'cancelled' AND "debit_transaction_id" IS NOT NULL),
  coalesce(sum("bet_minor") FILTER (WHERE "state" = 'cancelled' AND "debit_transaction_id" IS NOT NULL), 0),
  CURRENT_TIMESTAMP
FROM "wallet_rounds"
WHERE "state" = 'settled' OR ("state" = 'cancelled' AND "debit_transaction_id" IS NOT NULL)
GROUP BY 1, 2, 3, 4
ON CONFLICT DO NOTHING;

INSERT INTO "revenue_hourly_players" ("hour", "operator_id", "game_symbol", "currency", "player_id")
SELECT DISTINCT date_trunc('hour', "created_at"), "operator_id", "game_symbol", "currency", "player_id"
FROM "wallet_rounds" WHERE "state" = 'settled'
ON CONFLICT DO NOTHING;
