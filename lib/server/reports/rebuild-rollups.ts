import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { ROLLUP_COUNTERS } from "./rollup-statements";
import { RECOMPUTED_PLAYERS_SQL, RECOMPUTED_ROLLUPS_SQL } from "./recomputed-rollups";
import { hourWindow, windowSchema } from "./report-window";

export interface RollupRebuild {
  from: Date;
  to: Date;
  /** Rollup rows (one per hour × operator × game × currency, shard 0) and player rows written. */
  rollupRows: number;
  playerRows: number;
}

const WINDOW = "hour >= $1::timestamp(3) AND hour < $2::timestamp(3)";

/**
 * Replaces the rollups of a window with what the rounds say (backfill and repair). Idempotent: running it twice
 * writes the same rows. The two tables are locked (SHARE ROW EXCLUSIVE) for the transaction, so a round settling
 * meanwhile waits and adds itself after the rebuild, which did not see it: nothing is lost or counted twice.
 */
export async function rebuildRollups(options: { from: Date | string; to: Date | string }): Promise<RollupRebuild> {
  const window = hourWindow(parseInput(windowSchema, options));
  const bounds = [window.from.toISOString(), window.to.toISOString()];
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe("LOCK TABLE revenue_hourly_rollups, revenue_hourly_players IN SHARE ROW EXCLUSIVE MODE");
      await tx.$executeRawUnsafe(`DELETE FROM revenue_hourly_rollups WHERE ${WINDOW}`, ...bounds);
      await tx.$executeRawUnsafe(`DELETE FROM revenue_hourly_players WHERE ${WINDOW}`, ...bounds);
      const counters = ROLLUP_COUNTERS.join(", ");
      const rollupRows = await tx.$executeRawUnsafe(
        `INSERT INTO revenue_hourly_rollups (hour, operator_id, game_symbol, currency, shard, ${counters}, updated_at)
         SELECT hour, operator_id, game_symbol, currency, 0, ${counters}, now() FROM (${RECOMPUTED_ROLLUPS_SQL}) recomputed`,
        ...bounds,
      );
      const playerRows = await tx.$executeRawUnsafe(
        `INSERT INTO revenue_hourly_players (hour, operator_id, game_symbol, currency, player_id) ${RECOMPUTED_PLAYERS_SQL}`,
        ...bounds,
      );
      return { ...window, rollupRows, playerRows };
    },
    { timeout: 600_000, maxWait: 30_000 },
  );
}
