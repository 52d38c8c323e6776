import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { OPERATOR_PLAYER_PERIODS, ROLLUP_COUNTERS } from "./rollup-statements";
import { derivedRollupStatements, RECOMPUTED_PLAYERS_SQL, RECOMPUTED_ROLLUPS_SQL } from "./recomputed-rollups";
import { hourWindow, periodCeil, periodStart, windowSchema } from "./report-window";

export interface RollupRebuild {
  from: Date;
  to: Date;
  /** Hourly rollup rows (one per hour × operator × game × currency, shard 0) and hourly player rows written. */
  rollupRows: number;
  playerRows: number;
  /** The bounds of the years the window touches: the daily, monthly and yearly rows of every day, month and year it
   * touches were derived again from the hourly rows. */
  derivedFrom: Date;
  derivedTo: Date;
  /** Daily and monthly rollup rows, daily and operator player rows and player counts written. */
  derivedRows: number;
}

const TABLES = [
  "revenue_hourly_rollups",
  "revenue_hourly_players",
  "revenue_daily_rollups",
  "revenue_monthly_rollups",
  "revenue_daily_players",
  "revenue_operator_players",
  "revenue_player_counts",
];
const WINDOW = "hour >= $1::timestamp(3) AND hour < $2::timestamp(3)";
const counters = ROLLUP_COUNTERS.join(", ");

/**
 * Replaces the rollups of a window with what the rounds say (backfill and repair): its hourly rows from the rounds,
 * then the daily, monthly and yearly rows of every day, month and year it touches from the hourly rows (hours outside
 * the window as they are). Idempotent: running it twice writes the same rows. The tables are locked (SHARE ROW
 * EXCLUSIVE) for the transaction, so a round settling meanwhile waits and adds itself after the rebuild, which did
 * not see it: nothing is lost or counted twice.
 */
export async function rebuildRollups(options: { from: Date | string; to: Date | string }): Promise<RollupRebuild> {
  const window = hourWindow(parseInput(windowSchema, options));
  const bounds = [window.from.toISOString(), window.to.toISOString()];
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`LOCK TABLE ${TABLES.join(", ")} IN SHARE ROW EXCLUSIVE MODE`);
      await tx.$executeRawUnsafe(`DELETE FROM revenue_hourly_rollups WHERE ${WINDOW}`, ...bounds);
      await tx.$executeRawUnsafe(`DELETE FROM revenue_hourly_players WHERE ${WINDOW}`, ...bounds);
      const rollupRows = await tx.$executeRawUnsafe(
        `INSERT INTO revenue_hourly_rollups (hour, operator_id, game_symbol, currency, shard, ${counters}, updated_at)
         SELECT hour, operator_id, game_symbol, currency, 0, ${counters}, now() FROM (${RECOMPUTED_ROLLUPS_SQL}) recomputed`,
        ...bounds,
      );
      const playerRows = await tx.$executeRawUnsafe(
        `INSERT INTO revenue_hourly_players (hour, operator_id, game_symbol, currency, player_id) ${RECOMPUTED_PLAYERS_SQL}`,
        ...bounds,
      );
      let derivedRows = 0;
      for (const unit of OPERATOR_PLAYER_PERIODS) {
        const periods = [periodStart(window.from, unit), periodCeil(window.to, unit)].map((time) => time.toISOString());
        for (const statement of derivedRollupStatements(unit)) {
          const rows = await tx.$executeRawUnsafe(statement, ...periods);
          if (statement.startsWith("INSERT")) derivedRows += rows;
        }
      }
      return {
        ...window,
        rollupRows,
        playerRows,
        derivedFrom: periodStart(window.from, "year"),
        derivedTo: periodCeil(window.to, "year"),
        derivedRows,
      };
    },
    { timeout: 600_000, maxWait: 30_000 },
  );
}
