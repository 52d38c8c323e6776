import "server-only";
import type { Prisma } from "@/lib/server/db/prisma";
import { randomRollupShard, ROLLUP_COUNTERS, ROLLUP_TABLES, rollupPlayersCtes } from "./rollup-statements";

// Makes every round of one player of one operator a test round, or a counted one again (a test-account mark or
// unmark, lib/server/players/), and corrects the rollups in the caller's transaction so they stay exactly what the
// rounds say (docs/reports.md "Test accounts"; verify-rollups finds nothing to repair):
// - the figures: each flipped round's contribution, by the rule of recomputed-rollups.ts, taken off (or added to) its
//   hour's, day's and month's rollups, summed per row first (one upsert per row and statement);
// - the players: unmarking adds the player to the sets of their settled rounds as a settlement does
//   (rollupPlayersCtes); marking removes the player from each hour × game, day × game and operator day, month and
//   year where no counted settled round of theirs is left, with the count of each operator period it leaves. That
//   needs the flipped rounds already written (a statement sees its own snapshot), so it is a second statement.
// A round settling or cancelled meanwhile queues on its row's lock and then reads the flag as flipped: counted once,
// or not at all. The rounds are found by the (operator_id, player_id, created_at) index.

const PAID = "s.debit_transaction_id IS NOT NULL";
const COUNTED = `s.state = 'settled' OR (s.state = 'cancelled' AND ${PAID})`;

/** What each counter sums over the flipped rounds (the rule of recomputed-rollups.ts, rounds `s`). */
const FIGURES: Record<(typeof ROLLUP_COUNTERS)[number], string> = {
  rounds: `count(*) FILTER (WHERE s.state = 'settled' AND ${PAID})`,
  bet_minor: `sum(s.bet_minor) FILTER (WHERE s.state = 'settled' AND ${PAID})`,
  win_minor: `sum(s.win_minor) FILTER (WHERE s.state = 'settled' AND ${PAID})`,
  free_rounds: `count(*) FILTER (WHERE s.state = 'settled' AND NOT (${PAID}))`,
  free_rounds_win_minor: `sum(s.win_minor) FILTER (WHERE s.state = 'settled' AND NOT (${PAID}))`,
  rolled_back_rounds: `count(*) FILTER (WHERE s.state = 'cancelled' AND ${PAID})`,
  rolled_back_minor: `sum(s.bet_minor) FILTER (WHERE s.state = 'cancelled' AND ${PAID})`,
};

const counterList = ROLLUP_COUNTERS.join(", ");
const additions = ROLLUP_COUNTERS.map((column) => `${column} = r.${column} + EXCLUDED.${column}`).join(", ");

/** $1 operator, $2 player, $3 the new flag, $4 shard, $5 now. */
function flipStatement(test: boolean): string {
  const sign = test ? "-1" : "1";
  const figures = ROLLUP_COUNTERS.map((counter) => `${sign} * coalesce(${FIGURES[counter]}, 0)::bigint`).join(", ");
  const upserts = Object.entries(ROLLUP_TABLES).map(
    ([unit, { table, column }]) => `rollup_${unit} AS (
      INSERT INTO ${table} AS r (${column}, operator_id, game_symbol, currency, shard, ${counterList}, updated_at)
      SELECT date_trunc('${unit}', s.created_at), s.operator_id, s.game_symbol, s.currency, $4::smallint, ${figures},
        $5::timestamp(3)
      FROM flipped s WHERE ${COUNTED}
      GROUP BY 1, 2, 3, 4
      ON CONFLICT (${column}, operator_id, game_symbol, currency, shard) DO UPDATE SET ${additions}, updated_at = EXCLUDED.updated_at
    )`,
  );
  const players = test
    ? []
    : [
        `settled AS (SELECT * FROM flipped s WHERE s.state = 'settled')`,
        rollupPlayersCtes({ source: "settled", shard: "$4::smallint" }),
      ];
  return `WITH flipped AS (
      UPDATE wallet_rounds SET test = $3::boolean
      WHERE operator_id = $1 AND player_id = $2 AND test <> $3::boolean
      RETURNING created_at, operator_id, game_symbol, currency, player_id, state, debit_transaction_id, bet_minor, win_minor, test
    ),
    ${[...upserts, ...players].join(",\n    ")}
    SELECT count(*)::int AS rounds FROM flipped`;
}

const LEFT_IN = (alias: string, start: string, length: string, byGame: boolean) =>
  `NOT EXISTS (SELECT 1 FROM wallet_rounds k WHERE k.operator_id = ${alias}.operator_id AND k.player_id = ${alias}.player_id
      AND k.state = 'settled' AND NOT k.test AND k.currency = ${alias}.currency${byGame ? ` AND k.game_symbol = ${alias}.game_symbol` : ""}
      AND k.created_at >= ${start} AND k.created_at < ${start} + ${length})`;

/** After marking: the player leaves every set where no counted settled round of theirs is left. $1 operator, $2 player, $3 shard. */
const REMOVE_PLAYER = `WITH gone_hour AS (
    DELETE FROM revenue_hourly_players h WHERE h.operator_id = $1 AND h.player_id = $2
      AND ${LEFT_IN("h", "h.hour", "interval '1 hour'", true)}
  ), gone_day AS (
    DELETE FROM revenue_daily_players d WHERE d.operator_id = $1 AND d.player_id = $2
      AND ${LEFT_IN("d", "d.day", "interval '1 day'", true)}
  ), gone_operator AS (
    DELETE FROM revenue_operator_players o WHERE o.operator_id = $1 AND o.player_id = $2
      AND ${LEFT_IN("o", "o.period_start", "('1 ' || o.period::text)::interval", false)}
    RETURNING period, period_start, operator_id, currency
  ), counts AS (
    INSERT INTO revenue_player_counts AS c (period, period_start, operator_id, currency, shard, players)
    SELECT period, period_start, operator_id, currency, $3::smallint, -count(*) FROM gone_operator GROUP BY 1, 2, 3, 4
    ON CONFLICT (period, period_start, operator_id, currency, shard) DO UPDATE SET players = c.players + EXCLUDED.players
  )
  SELECT 1`;

/** A player's whole history is rewritten in one transaction: longer than Prisma's default 5 s may be needed. */
export const RECLASSIFY_TRANSACTION = { timeout: 120_000, maxWait: 10_000 };

/** Flips every round of the player to `test` and corrects the rollups; returns how many rounds changed. */
export async function reclassifyPlayerRounds(
  tx: Prisma.TransactionClient,
  options: { operatorId: string; externalPlayerId: string; test: boolean },
): Promise<number> {
  const shard = randomRollupShard();
  const [flipped] = await tx.$queryRawUnsafe<{ rounds: number }[]>(
    flipStatement(options.test),
    options.operatorId,
    options.externalPlayerId,
    options.test,
    shard,
    new Date().toISOString(),
  );
  if (options.test && flipped!.rounds > 0) {
    await tx.$queryRawUnsafe(REMOVE_PLAYER, options.operatorId, options.externalPlayerId, shard);
  }
  return flipped!.rounds;
}
