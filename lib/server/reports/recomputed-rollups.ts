import "server-only";

// The rollups recomputed from wallet_rounds for an hour window ($1 from, $2 to, as timestamps), by the rule of
// docs/reports.md: a settled paid round (it has a debit) counts its bet and win, a settled free round its win, a
// cancelled paid round its rolled-back bet; players are those of settled rounds. A rejected round moved no money and
// a cancelled free round went back to its award: neither counts. The same SQL checks (verify) and repairs (rebuild).

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
    AND (state = 'settled' OR (state = 'cancelled' AND ${PAID}))
  GROUP BY 1, 2, 3, 4`;

export const RECOMPUTED_PLAYERS_SQL = `SELECT DISTINCT date_trunc('hour', created_at) AS hour, operator_id, game_symbol, currency, player_id
  FROM wallet_rounds
  WHERE created_at >= $1::timestamp(3) AND created_at < $2::timestamp(3) AND state = 'settled'`;
