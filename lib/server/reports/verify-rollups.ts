import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { GAME_PLAYER_TABLES, OPERATOR_PLAYER_PERIODS, ROLLUP_COUNTERS, ROLLUP_TABLES } from "./rollup-statements";
import { RECOMPUTED_PLAYERS_SQL, RECOMPUTED_ROLLUPS_SQL } from "./recomputed-rollups";
import { hourWindow, periodCeil, periodStart, windowSchema, type PeriodUnit } from "./report-window";

/**
 * A figure of one period × operator × game × currency (game null: the operator's players of any game) as recomputed
 * from the rounds and as the table holds it.
 */
export interface RollupMismatch {
  period: PeriodUnit;
  periodStart: Date;
  table: string;
  operatorId: string;
  gameSymbol: string | null;
  currency: string;
  field: (typeof ROLLUP_COUNTERS)[number] | "players" | "player_count";
  expected: string;
  actual: string;
}

export interface RollupVerification {
  from: Date;
  to: Date;
  /** Period × operator × game × currency groups compared, over every table. */
  groupsChecked: number;
  mismatches: RollupMismatch[];
}

const FIELDS = [...ROLLUP_COUNTERS, "players", "player_count"] as const;
const KEY = "t, operator_id, game_symbol, currency";
const OPERATOR_KEY = "t, operator_id, currency";
const START = `to_char(g.t, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const NONE = (name: string) => `NULL::text AS "e_${name}", NULL::text AS "a_${name}"`;
const BOTH = (name: string, expected: string, actual: string) =>
  `coalesce(${expected}, 0)::text AS "e_${name}", coalesce(${actual}, 0)::text AS "a_${name}"`;

// Each period's whole periods inside the window, as parameters: hours $1–$2, days $3–$4, months $5–$6, years $7–$8.
const RANGE = { hour: ["$1", "$2"], day: ["$3", "$4"], month: ["$5", "$6"], year: ["$7", "$8"] } as const;
const inRange = (column: string, unit: PeriodUnit) =>
  `${column} >= ${RANGE[unit][0]}::timestamp(3) AND ${column} < ${RANGE[unit][1]}::timestamp(3)`;

// The figures and game-level players of each period's table against the rounds' (hour, day, month).
const figureLevels = (Object.keys(ROLLUP_TABLES) as (keyof typeof ROLLUP_TABLES)[]).map((unit) => {
  const { table, column } = ROLLUP_TABLES[unit];
  const players = unit in GAME_PLAYER_TABLES ? GAME_PLAYER_TABLES[unit as keyof typeof GAME_PLAYER_TABLES] : null;
  const sums = ROLLUP_COUNTERS.map((counter) => `sum(${counter}) AS ${counter}`).join(", ");
  const ctes = [
    `e_${unit} AS (SELECT date_trunc('${unit}', hour) AS t, operator_id, game_symbol, currency, ${sums}
      FROM expected WHERE ${inRange("hour", unit)} GROUP BY 1, 2, 3, 4)`,
    `a_${unit} AS (SELECT ${column} AS t, operator_id, game_symbol, currency, ${sums}
      FROM ${table} WHERE ${inRange(column, unit)} GROUP BY 1, 2, 3, 4)`,
    ...(players
      ? [
          `ep_${unit} AS (SELECT date_trunc('${unit}', hour) AS t, operator_id, game_symbol, currency, count(DISTINCT player_id) AS players
            FROM expected_players WHERE ${inRange("hour", unit)} GROUP BY 1, 2, 3, 4)`,
          `ap_${unit} AS (SELECT ${players.column} AS t, operator_id, game_symbol, currency, count(*) AS players
            FROM ${players.table} WHERE ${inRange(players.column, unit)} GROUP BY 1, 2, 3, 4)`,
        ]
      : []),
  ];
  const sides = players ? [`e_${unit}`, `a_${unit}`, `ep_${unit}`, `ap_${unit}`] : [`e_${unit}`, `a_${unit}`];
  const compare = `SELECT '${unit}' AS period, ${START} AS "periodStart", g.operator_id AS "operatorId", g.game_symbol AS "gameSymbol",
      g.currency::text AS currency,
      ${ROLLUP_COUNTERS.map((counter) => BOTH(counter, `e.${counter}`, `a.${counter}`)).join(", ")},
      ${players ? BOTH("players", "ep.players", "ap.players") : NONE("players")}, ${NONE("player_count")}
    FROM (${sides.map((side) => `SELECT ${KEY} FROM ${side}`).join(" UNION ")}) g
    LEFT JOIN e_${unit} e USING (${KEY}) LEFT JOIN a_${unit} a USING (${KEY})
    ${players ? `LEFT JOIN ep_${unit} ep USING (${KEY}) LEFT JOIN ap_${unit} ap USING (${KEY})` : ""}`;
  return { ctes, compare };
});

// The operator's players of any game per day, month and year, and their counts, against the rounds'.
const operatorLevels = OPERATOR_PLAYER_PERIODS.map((unit) => ({
  ctes: [
    `eo_${unit} AS (SELECT date_trunc('${unit}', hour) AS t, operator_id, currency, count(DISTINCT player_id) AS players
      FROM expected_players WHERE ${inRange("hour", unit)} GROUP BY 1, 2, 3)`,
    `ao_${unit} AS (SELECT period_start AS t, operator_id, currency, count(*) AS players
      FROM revenue_operator_players WHERE period = '${unit}' AND ${inRange("period_start", unit)} GROUP BY 1, 2, 3)`,
    `ac_${unit} AS (SELECT period_start AS t, operator_id, currency, sum(players) AS players
      FROM revenue_player_counts WHERE period = '${unit}' AND ${inRange("period_start", unit)} GROUP BY 1, 2, 3)`,
  ],
  compare: `SELECT '${unit}' AS period, ${START} AS "periodStart", g.operator_id AS "operatorId", NULL::text AS "gameSymbol",
      g.currency::text AS currency, ${ROLLUP_COUNTERS.map(NONE).join(", ")},
      ${BOTH("players", "eo.players", "ao.players")}, ${BOTH("player_count", "eo.players", "ac.players")}
    FROM (SELECT ${OPERATOR_KEY} FROM eo_${unit} UNION SELECT ${OPERATOR_KEY} FROM ao_${unit} UNION SELECT ${OPERATOR_KEY} FROM ac_${unit}) g
    LEFT JOIN eo_${unit} eo USING (${OPERATOR_KEY}) LEFT JOIN ao_${unit} ao USING (${OPERATOR_KEY}) LEFT JOIN ac_${unit} ac USING (${OPERATOR_KEY})`,
}));

// Every group found on either side, each figure as text (exact BigInt on both drivers), shards summed. The rounds
// are read once (the hourly recomputation); days, months and years are summed from it.
const COMPARE_SQL = `WITH expected AS MATERIALIZED (${RECOMPUTED_ROLLUPS_SQL}),
  expected_players AS MATERIALIZED (${RECOMPUTED_PLAYERS_SQL}),
  ${[...figureLevels, ...operatorLevels].flatMap((level) => level.ctes).join(",\n  ")}
  ${[...figureLevels, ...operatorLevels].map((level) => level.compare).join("\n  UNION ALL\n  ")}
  ORDER BY 2, 1, 3, 4, 5`;

function tableOf(period: PeriodUnit, gameSymbol: string | null, field: RollupMismatch["field"]): string {
  if (gameSymbol === null) return field === "player_count" ? "revenue_player_counts" : "revenue_operator_players";
  if (field === "players") return GAME_PLAYER_TABLES[period as keyof typeof GAME_PLAYER_TABLES].table;
  return ROLLUP_TABLES[period as keyof typeof ROLLUP_TABLES].table;
}

/**
 * Recomputes the rollups of a window from wallet_rounds and compares every table with them: the hourly rollups and
 * players of the window's hours, and the daily, monthly and yearly rows of the whole days, months and years inside
 * it. Every figure that differs is a mismatch (none means the rollups are exact).
 */
export async function verifyRollups(options: { from: Date | string; to: Date | string }): Promise<RollupVerification> {
  const window = hourWindow(parseInput(windowSchema, options));
  const bounds = (["day", "month", "year"] as const).flatMap((unit) => [
    periodCeil(window.from, unit),
    periodStart(window.to, unit),
  ]);
  const rows = await prisma.$queryRawUnsafe<Record<string, string | null>[]>(
    COMPARE_SQL,
    ...[window.from, window.to, ...bounds].map((time) => time.toISOString()),
  );
  const mismatches: RollupMismatch[] = [];
  for (const row of rows) {
    for (const field of FIELDS) {
      const expected = row[`e_${field}`];
      const actual = row[`a_${field}`];
      if (expected === null || expected === undefined || expected === actual) continue;
      const period = row.period as PeriodUnit;
      mismatches.push({
        period,
        periodStart: new Date(row.periodStart!),
        table: tableOf(period, row.gameSymbol ?? null, field),
        operatorId: row.operatorId!,
        gameSymbol: row.gameSymbol ?? null,
        currency: row.currency!,
        field,
        expected,
        actual: actual!,
      });
    }
  }
  return { ...window, groupsChecked: rows.length, mismatches };
}
