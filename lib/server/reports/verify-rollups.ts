import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { ROLLUP_COUNTERS } from "./rollup-statements";
import { RECOMPUTED_PLAYERS_SQL, RECOMPUTED_ROLLUPS_SQL } from "./recomputed-rollups";
import { hourWindow, windowSchema } from "./report-window";

/** A figure of one hour × operator × game × currency as recomputed from the rounds and as the rollups hold it. */
export interface RollupMismatch {
  hour: Date;
  operatorId: string;
  gameSymbol: string;
  currency: string;
  field: (typeof ROLLUP_COUNTERS)[number] | "players";
  expected: string;
  actual: string;
}

export interface RollupVerification {
  from: Date;
  to: Date;
  /** Hour × operator × game × currency groups compared. */
  groupsChecked: number;
  mismatches: RollupMismatch[];
}

const FIELDS = [...ROLLUP_COUNTERS, "players"] as const;
const KEY = "hour, operator_id, game_symbol, currency";

// Every group found on either side, each figure as text (exact BigInt on both drivers), shards summed.
const COMPARE_SQL = `WITH expected AS (${RECOMPUTED_ROLLUPS_SQL}),
  expected_players AS (SELECT ${KEY}, count(*) AS players FROM (${RECOMPUTED_PLAYERS_SQL}) p GROUP BY 1, 2, 3, 4),
  actual AS (
    SELECT ${KEY}, ${ROLLUP_COUNTERS.map((column) => `sum(${column}) AS ${column}`).join(", ")}
    FROM revenue_hourly_rollups WHERE hour >= $1::timestamp(3) AND hour < $2::timestamp(3) GROUP BY 1, 2, 3, 4
  ),
  actual_players AS (
    SELECT ${KEY}, count(*) AS players FROM revenue_hourly_players
    WHERE hour >= $1::timestamp(3) AND hour < $2::timestamp(3) GROUP BY 1, 2, 3, 4
  ),
  groups AS (
    SELECT ${KEY} FROM expected UNION SELECT ${KEY} FROM actual UNION SELECT ${KEY} FROM actual_players
  )
  SELECT to_char(g.hour, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS hour, g.operator_id AS "operatorId", g.game_symbol AS "gameSymbol",
    g.currency::text AS currency,
    ${ROLLUP_COUNTERS.map((column) => `coalesce(e.${column}, 0)::text AS "e_${column}", coalesce(a.${column}, 0)::text AS "a_${column}"`).join(", ")},
    coalesce(ep.players, 0)::text AS e_players, coalesce(ap.players, 0)::text AS a_players
  FROM groups g
  LEFT JOIN expected e USING (${KEY})
  LEFT JOIN actual a USING (${KEY})
  LEFT JOIN expected_players ep USING (${KEY})
  LEFT JOIN actual_players ap USING (${KEY})
  ORDER BY 1, 2, 3, 4`;

/**
 * Recomputes the rollups of a window from wallet_rounds and compares them with revenue_hourly_rollups and
 * revenue_hourly_players: every figure that differs is a mismatch (none means the rollups are exact).
 */
export async function verifyRollups(options: { from: Date | string; to: Date | string }): Promise<RollupVerification> {
  const window = hourWindow(parseInput(windowSchema, options));
  const rows = await prisma.$queryRawUnsafe<Record<string, string>[]>(COMPARE_SQL, window.from.toISOString(), window.to.toISOString());
  const mismatches: RollupMismatch[] = [];
  for (const row of rows) {
    for (const field of FIELDS) {
      const expected = row[`e_${field}`]!;
      const actual = row[`a_${field}`]!;
      if (expected !== actual) {
        mismatches.push({
          hour: new Date(row.hour!),
          operatorId: row.operatorId!,
          gameSymbol: row.gameSymbol!,
          currency: row.currency!,
          field,
          expected,
          actual,
        });
      }
    }
  }
  return { ...window, groupsChecked: rows.length, mismatches };
}
