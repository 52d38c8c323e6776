import "server-only";
import { z } from "zod";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseInput } from "@/lib/base/parse-input";
import { prisma } from "@/lib/server/db/prisma";
import { gamePayoutDeviation } from "./game-payout-deviation";
import { finerUnit, hourWindow, isOnePeriod, windowPieces, windowSchema, type WindowPiece } from "./report-window";
import { PAID_PRIZE_SQL } from "./promotion-cost";
import { listExcludedTestRounds, type ExcludedTestRounds } from "./excluded-test-rounds";
import { JACKPOT_CONTRIBUTION_ROWS, JACKPOT_WIN_ROWS } from "./jackpot-money";
import { GAME_PLAYER_TABLES, ROLLUP_COUNTERS, ROLLUP_TABLES } from "./rollup-statements";

// The money view (docs/reports.md): figures from the rollups (shards summed) and distinct players over a UTC window,
// filtered by operator, game, provider and currency. The window is read as runs of whole periods (windowPieces):
// monthly and daily rows for its whole months and days, hourly rows only for the partial days at its edges. Money is exact decimal text per currency
// and never summed across currencies: every row names its currency. Promotion cost (prizes paid, promotion-cost.ts) is
// read from the ledger over the same window and filter, by when each prize was paid, beside the rollups' figures; so
// are jackpot contributions and jackpot wins (jackpot-money.ts), which GGR treats as docs/reports.md says: GGR =
// bets − wins − jackpot contributions, jackpot wins paid from the pools and so not in wins. Test accounts' rounds are in
// none of it (the rollups skip them); the report lists what it left out (excludedTestRounds).

const reportSchema = windowSchema.extend({
  operatorId: z.string().trim().min(1).max(200).nullish(),
  gameSymbol: z.string().trim().min(1).max(200).nullish(),
  providerId: z.string().trim().min(1).max(200).nullish(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "currency is a 3-letter code")
    .nullish(),
  /** Rows of top games and top operators per currency. */
  top: z.number().int().min(1).max(100).default(10),
});

export type RevenueReportOptions = z.input<typeof reportSchema>;
export type ReportGranularity = "hour" | "day" | "month";

/** One line of figures: a time bucket, a game, an operator or the total, in one currency. */
export interface RevenueRow {
  key: string;
  label: string;
  currency: string;
  rounds: number;
  bet: string;
  win: string;
  /** bet − win − jackpotContributions (docs/reports.md "Jackpots"). */
  ggr: string;
  freeRounds: number;
  /** What free rounds paid. */
  freeRoundsCost: string;
  rolledBackRounds: number;
  rolledBack: string;
  /** What promotions paid: prize credits acknowledged in the window (not part of bet, win or GGR). */
  promotionCost: string;
  /** The rounds' shares taken into jackpot pools, in the rounds' currency (not GGR: held in the pools). */
  jackpotContributions: string;
  /** Jackpot wins paid in the rounds' currency, by when won (paid from the pools: not in win). */
  jackpotWins: string;
  /** Distinct players of settled rounds (null where not counted: per-game and per-operator rows). */
  players: number | null;
}

export interface GameRtp {
  gameSymbol: string;
  title: string;
  currency: string;
  rounds: number;
  bet: string;
  win: string;
  /** win / bet of paid rounds (null without bets). */
  observedRtp: number | null;
  /** The game's RTP from its maths (games.rtp), as a fraction. */
  theoreticalRtp: number | null;
  /** σ of one round's payout multiplier, simulated from the game's maths; null without maths. */
  standardDeviation: number | null;
  /** theoreticalRtp ± z·σ/√rounds. */
  bandLow: number | null;
  bandHigh: number | null;
  outsideBand: boolean;
}

export interface RevenueReport {
  from: Date;
  to: Date;
  granularity: ReportGranularity;
  currencies: string[];
  series: RevenueRow[];
  totals: RevenueRow[];
  topGames: RevenueRow[];
  topOperators: RevenueRow[];
  rtp: GameRtp[];
  confidenceZ: number;
  /** Test accounts' rounds of the window and filter, per currency: in none of the figures above. */
  excludedTestRounds: ExcludedTestRounds[];
}

/** Two-sided 95 % quantile of the standard normal distribution. */
const Z_95 = 1.959963984540054;
const DAY_MS = 86_400_000;
const DISTINCT_WORK_MEM = "64MB";

interface SumsRow {
  key: string;
  currency: string;
  rounds: string;
  bet_minor: string;
  win_minor: string;
  free_rounds: string;
  free_rounds_win_minor: string;
  rolled_back_rounds: string;
  rolled_back_minor: string;
  /** Not rollup counters: merged in from the ledgers (withLedgerFigures). */
  promotion_cost_minor?: string;
  jackpot_contribution_minor?: string;
  jackpot_win_minor?: string;
}

/** The figures read beside the rollups, each from its own ledger. */
const LEDGER_FIGURES = ["promotion_cost_minor", "jackpot_contribution_minor", "jackpot_win_minor"] as const;
type LedgerFigure = (typeof LEDGER_FIGURES)[number];
type LedgerRow = { key: string; currency: string; amount_minor: string };

const SUMS = ROLLUP_COUNTERS.map((column) => `sum(${column})::text AS ${column}`).join(", ");

function granularityOf(from: Date, to: Date): ReportGranularity {
  const span = to.getTime() - from.getTime();
  if (span <= 2 * DAY_MS) return "hour";
  if (span <= 92 * DAY_MS) return "day";
  return "month";
}

// Grouped by the truncated timestamp (a hash aggregate) and only then written as text: grouping by the text sorts
// every row (measured: an external merge sort at a year of rollups).
const bucketOf = (granularity: ReportGranularity) => `date_trunc('${granularity}', t)`;
const bucketText = (granularity: ReportGranularity) =>
  `to_char(${bucketOf(granularity)}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

interface ReportFilter {
  operatorId?: string | null;
  gameSymbol?: string | null;
  currency?: string | null;
  providerId?: string | null;
}

/** One query's SQL parameters: each query numbers its own, so none is left untyped. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  time(value: Date): string {
    return `${this.add(value.toISOString())}::timestamp(3)`;
  }
}

/** The filter's conditions on a rollup or player table; `byGame` when the table has a game_symbol column. */
function conditions(parameters: Parameters, filter: ReportFilter, byGame: boolean): string {
  const parts: string[] = [];
  if (filter.operatorId) parts.push(`operator_id = ${parameters.add(filter.operatorId)}`);
  if (filter.currency) parts.push(`currency = ${parameters.add(filter.currency)}::bpchar`);
  if (byGame && filter.gameSymbol) parts.push(`game_symbol = ${parameters.add(filter.gameSymbol)}`);
  if (byGame && filter.providerId)
    parts.push(`game_symbol IN (SELECT symbol FROM games WHERE provider_id = ${parameters.add(filter.providerId)})`);
  return parts.map((part) => ` AND ${part}`).join("");
}

const inRange = (parameters: Parameters, column: string, piece: WindowPiece) =>
  `${column} >= ${parameters.time(piece.from)} AND ${column} < ${parameters.time(piece.to)}`;

/** The rollup rows (t, operator, game, currency, counters) of the pieces, each read from its unit's table. */
function rollupRows(parameters: Parameters, pieces: WindowPiece[], filter: ReportFilter): string {
  return pieces
    .map((piece) => {
      const { table, column } = ROLLUP_TABLES[piece.unit as keyof typeof ROLLUP_TABLES];
      return `SELECT ${column} AS t, operator_id, game_symbol, currency, ${ROLLUP_COUNTERS.join(", ")} FROM ${table}
        WHERE ${inRange(parameters, column, piece)}${conditions(parameters, filter, true)}`;
    })
    .join(" UNION ALL ");
}

/**
 * The player rows (t, operator, currency, player) of the pieces: hours from revenue_hourly_players; whole days from
 * revenue_daily_players when a game or provider filter needs the game, else whole days, months and years from
 * revenue_operator_players. The same player may appear in several pieces: callers count distinct.
 */
function playerRows(parameters: Parameters, pieces: WindowPiece[], filter: ReportFilter, byGame: boolean): string {
  return pieces
    .map((piece) => {
      if (piece.unit === "hour" || byGame) {
        const { table, column } = GAME_PLAYER_TABLES[piece.unit as keyof typeof GAME_PLAYER_TABLES];
        return `SELECT ${column} AS t, operator_id, currency, player_id FROM ${table}
          WHERE ${inRange(parameters, column, piece)}${conditions(parameters, filter, true)}`;
      }
      return `SELECT period_start AS t, operator_id, currency, player_id FROM revenue_operator_players
        WHERE period = '${piece.unit}' AND ${inRange(parameters, "period_start", piece)}${conditions(parameters, filter, false)}`;
    })
    .join(" UNION ALL ");
}

/**
 * Distinct (operator, player) pairs of the rows per bucket (as `key`) and currency, or per currency when `bucket` is
 * null. DISTINCT in a subquery is a hash aggregate; count(DISTINCT (operator_id, player_id)) would sort the rows.
 */
function distinctPlayers(bucket: string | null, rows: string): string {
  const key = bucket ? `to_char(b, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS key, ` : "";
  return `SELECT ${key}currency::text AS currency, count(*)::text AS players
    FROM (SELECT DISTINCT ${bucket ? `${bucket} AS b, ` : ""}currency, operator_id, player_id FROM (${rows}) r) d
    GROUP BY ${bucket ? "b, " : ""}currency`;
}

/** Players of whole periods of one unit from their counts: distinct (operator, player) pairs add up across operators. */
function playerCounts(parameters: Parameters, piece: WindowPiece, filter: ReportFilter): string {
  return `SELECT period_start AS t, currency, players FROM revenue_player_counts
    WHERE period = '${piece.unit}' AND ${inRange(parameters, "period_start", piece)}${conditions(parameters, filter, false)}`;
}

function toRow(row: SumsRow, label: string, players: number | null): RevenueRow {
  const exponent = currencyExponent(row.currency);
  const money = (minor: bigint) => formatMinorUnits(minor, exponent);
  const bet = BigInt(row.bet_minor);
  const win = BigInt(row.win_minor);
  return {
    key: row.key,
    label,
    currency: row.currency,
    rounds: Number(row.rounds),
    bet: money(bet),
    win: money(win),
    ggr: money(ggrOf(row)),
    freeRounds: Number(row.free_rounds),
    freeRoundsCost: money(BigInt(row.free_rounds_win_minor)),
    rolledBackRounds: Number(row.rolled_back_rounds),
    rolledBack: money(BigInt(row.rolled_back_minor)),
    promotionCost: money(BigInt(row.promotion_cost_minor ?? "0")),
    jackpotContributions: money(BigInt(row.jackpot_contribution_minor ?? "0")),
    jackpotWins: money(BigInt(row.jackpot_win_minor ?? "0")),
    players,
  };
}

function addSums(into: SumsRow, row: SumsRow): void {
  for (const field of [
    "rounds",
    "bet_minor",
    "win_minor",
    "free_rounds",
    "free_rounds_win_minor",
    "rolled_back_rounds",
    "rolled_back_minor",
    ...LEDGER_FIGURES,
  ] as const) {
    into[field] = (BigInt(into[field] ?? "0") + BigInt(row[field] ?? "0")).toString();
  }
}

/**
 * A ledger's amounts of a window per key and currency (the filter's operator, game, provider and currency apply):
 * `rows` is a row source with columns t (when it counts), operator_id, game_symbol, currency and amount_minor.
 */
function ledgerSql(
  parameters: Parameters,
  options: { key: string; rows: string; window: { from: Date; to: Date }; filter: ReportFilter },
) {
  const { key, rows, window, filter } = options;
  return `SELECT ${key} AS key, currency::text AS currency, sum(amount_minor)::text AS amount_minor
    FROM (${rows}) l
    WHERE t >= ${parameters.time(window.from)} AND t < ${parameters.time(window.to)}${conditions(parameters, filter, true)}
    GROUP BY 1, 2`;
}

/** Paid prize credits (promotion-cost.ts) as a ledger row source, dated by when they were paid. */
const PAID_PRIZE_ROWS = `SELECT completed_at AS t, operator_id, game_symbol, currency, amount_minor
  FROM wallet_transactions WHERE ${PAID_PRIZE_SQL}`;

const LEDGER_ROWS: Record<LedgerFigure, string> = {
  promotion_cost_minor: PAID_PRIZE_ROWS,
  jackpot_contribution_minor: JACKPOT_CONTRIBUTION_ROWS,
  jackpot_win_minor: JACKPOT_WIN_ROWS,
};

/**
 * `rows` with each key's and currency's ledger figures, and a row of zero rollup figures for a key and currency that
 * has ledger amounts without a round (a prize or a jackpot win paid after the games went quiet still shows).
 */
function withLedgerFigures(rows: SumsRow[], ledgers: Record<LedgerFigure, LedgerRow[]>): SumsRow[] {
  const merged = rows.map((row) => ({
    ...row,
    promotion_cost_minor: "0",
    jackpot_contribution_minor: "0",
    jackpot_win_minor: "0",
  }));
  const index = new Map(merged.map((row) => [`${row.key}|${row.currency}`, row]));
  for (const figure of LEDGER_FIGURES) {
    for (const amount of ledgers[figure]) {
      let row = index.get(`${amount.key}|${amount.currency}`);
      if (!row) {
        row = {
          key: amount.key,
          currency: amount.currency,
          rounds: "0",
          bet_minor: "0",
          win_minor: "0",
          free_rounds: "0",
          free_rounds_win_minor: "0",
          rolled_back_rounds: "0",
          rolled_back_minor: "0",
          promotion_cost_minor: "0",
          jackpot_contribution_minor: "0",
          jackpot_win_minor: "0",
        };
        merged.push(row);
        index.set(`${amount.key}|${amount.currency}`, row);
      }
      row[figure] = amount.amount_minor;
    }
  }
  return merged;
}

/** GGR: bets − wins − jackpot contributions (docs/reports.md "Jackpots"). */
const ggrOf = (row: SumsRow) =>
  BigInt(row.bet_minor) - BigInt(row.win_minor) - BigInt(row.jackpot_contribution_minor ?? "0");

/** The top rows of each currency by GGR (then bets), currencies in code order. */
function topPerCurrency(rows: SumsRow[], top: number): SumsRow[] {
  const sorted = [...rows].sort((a, b) => {
    if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
    const ggr = ggrOf(b) - ggrOf(a);
    if (ggr !== 0n) return ggr > 0n ? 1 : -1;
    const bet = BigInt(b.bet_minor) - BigInt(a.bet_minor);
    return bet > 0n ? 1 : bet < 0n ? -1 : a.key < b.key ? -1 : 1;
  });
  const seen = new Map<string, number>();
  return sorted.filter((row) => {
    const count = (seen.get(row.currency) ?? 0) + 1;
    seen.set(row.currency, count);
    return count <= top;
  });
}

/** Series, totals, top games and operators, and observed against theoretical RTP per game, for a window. */
export async function getRevenueReport(options: RevenueReportOptions): Promise<RevenueReport> {
  const input = parseInput(reportSchema, options);
  const window = hourWindow(input);
  const { from, to } = window;
  const granularity = granularityOf(from, to);
  const filter: ReportFilter = input;
  const byGame = Boolean(input.gameSymbol || input.providerId);
  const bucket = bucketText(granularity);
  const groupByBucket = `GROUP BY ${bucketOf(granularity)}, currency`;
  const query = <Row>(build: (parameters: Parameters) => string) => {
    const parameters = new Parameters();
    const sql = build(parameters);
    return prisma.$queryRawUnsafe<Row[]>(sql, ...parameters.values);
  };
  // Distinct players of many rows: the hash of (currency, operator, player) outgrows the default work_mem (4 MB) at
  // ~10^5 players and spills to disk (measured: 30 days of day rows at 10^7 rounds a year, 285 ms); this query's
  // transaction gets more.
  const distinctQuery = async <Row>(build: (parameters: Parameters) => string) => {
    const parameters = new Parameters();
    const sql = build(parameters);
    const [, rows] = await prisma.$transaction([
      prisma.$executeRawUnsafe(`SET LOCAL work_mem = '${DISTINCT_WORK_MEM}'`),
      prisma.$queryRawUnsafe<Row[]>(sql, ...parameters.values),
    ]);
    return rows;
  };

  // Figures: the series from pieces no coarser than its bucket; per game and per operator from the coarsest pieces.
  const seriesPieces = windowPieces(window, finerUnit(granularity, "month"));
  const wholePieces = windowPieces(window, "month");
  const sums = (key: string, pieces: WindowPiece[], group: string) =>
    query<SumsRow>(
      (p) =>
        `SELECT ${key} AS key, currency::text AS currency, ${SUMS} FROM (${rollupRows(p, pieces, filter)}) r ${group}`,
    );

  // Players are counted distinct across a bucket or the window. A bucket (or the window) that is exactly one whole
  // day, month or year, without a game or provider filter, reads its counts; anything else counts distinct rows.
  const seriesPlayers = () => {
    if (byGame || granularity === "hour") {
      const pieces = windowPieces(window, finerUnit(granularity, byGame ? "day" : "hour"));
      return distinctQuery<{ key: string; currency: string; players: string }>((p) =>
        distinctPlayers(bucketOf(granularity), playerRows(p, pieces, filter, byGame)),
      );
    }
    const pieces = windowPieces(window, granularity);
    const whole = pieces.filter((piece) => piece.unit === granularity);
    const partial = pieces.filter((piece) => piece.unit !== granularity);
    return (partial.length ? distinctQuery : query)<{ key: string; currency: string; players: string }>((p) =>
      [
        ...whole.map(
          (piece) => `SELECT ${bucket} AS key, currency::text AS currency, sum(players)::text AS players
            FROM (${playerCounts(p, piece, filter)}) c ${groupByBucket}`,
        ),
        ...(partial.length ? [distinctPlayers(bucketOf(granularity), playerRows(p, partial, filter, false))] : []),
      ].join(" UNION ALL "),
    );
  };
  const totalPlayers = () => {
    const pieces = windowPieces(window, byGame ? "day" : "year");
    const [only] = pieces;
    if (!byGame && pieces.length === 1 && only!.unit !== "hour" && isOnePeriod(only!)) {
      return query<{ currency: string; players: string }>(
        (p) =>
          `SELECT currency::text AS currency, sum(players)::text AS players FROM (${playerCounts(p, only!, filter)}) c GROUP BY 1`,
      );
    }
    return distinctQuery<{ currency: string; players: string }>((p) =>
      distinctPlayers(null, playerRows(p, pieces, filter, byGame)),
    );
  };

  // The ledgers' figures per key: the series' buckets (by when each amount counts), games and operators.
  const ledgers = async (key: string): Promise<Record<LedgerFigure, LedgerRow[]>> => {
    const [promotion, contributions, wins] = await Promise.all(
      LEDGER_FIGURES.map((figure) =>
        query<LedgerRow>((p) => ledgerSql(p, { key, rows: LEDGER_ROWS[figure], window, filter })),
      ),
    );
    return {
      promotion_cost_minor: promotion!,
      jackpot_contribution_minor: contributions!,
      jackpot_win_minor: wins!,
    };
  };
  const ledgerBucket = `to_char(date_trunc('${granularity}', t), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const [
    excludedTestRounds,
    rolledSeries,
    seriesPlayerRows,
    totalPlayerRows,
    rolledGames,
    rolledOperators,
    ...ledgerRows
  ] = await Promise.all([
    listExcludedTestRounds(prisma, { ...filter, from, to }),
    sums(bucket, seriesPieces, `${groupByBucket} ORDER BY 1, 2`),
    seriesPlayers(),
    totalPlayers(),
    sums("game_symbol", wholePieces, "GROUP BY 1, 2"),
    sums("operator_id", wholePieces, "GROUP BY 1, 2"),
    ledgers(ledgerBucket),
    ledgers("game_symbol"),
    ledgers("operator_id"),
  ]);
  const byKeyThenCurrency = (a: SumsRow, b: SumsRow) =>
    a.key === b.key ? (a.currency < b.currency ? -1 : 1) : a.key < b.key ? -1 : 1;
  const seriesRows = withLedgerFigures(rolledSeries, ledgerRows[0]!).sort(byKeyThenCurrency);
  const gameRows = withLedgerFigures(rolledGames, ledgerRows[1]!);
  const operatorRows = withLedgerFigures(rolledOperators, ledgerRows[2]!);

  const playersByBucket = new Map(seriesPlayerRows.map((row) => [`${row.key}|${row.currency}`, Number(row.players)]));
  const series = seriesRows.map((row) => toRow(row, row.key, playersByBucket.get(`${row.key}|${row.currency}`) ?? 0));

  const totalsByCurrency = new Map<string, SumsRow>();
  for (const row of seriesRows) {
    const total = totalsByCurrency.get(row.currency);
    if (total) addSums(total, row);
    else totalsByCurrency.set(row.currency, { ...row, key: "total" });
  }
  const currencies = [...totalsByCurrency.keys()].sort();
  const playersByCurrency = new Map(totalPlayerRows.map((row) => [row.currency, Number(row.players)]));
  const totals = currencies.map((currency) =>
    toRow(totalsByCurrency.get(currency)!, "Total", playersByCurrency.get(currency) ?? 0),
  );

  const symbols = [...new Set(gameRows.map((row) => row.key))];
  const operatorIds = [...new Set(operatorRows.map((row) => row.key))];
  const [games, operators] = await Promise.all([
    symbols.length
      ? prisma.game.findMany({
          where: { symbol: { in: symbols } },
          select: { symbol: true, title: true, rtp: true, updatedAt: true, mathConfig: true },
        })
      : [],
    operatorIds.length
      ? prisma.operator.findMany({ where: { id: { in: operatorIds } }, select: { id: true, name: true } })
      : [],
  ]);
  const gameBySymbol = new Map(games.map((game) => [game.symbol, game]));
  const operatorName = new Map(operators.map((operator) => [operator.id, operator.name]));

  const topGames = topPerCurrency(gameRows, input.top).map((row) =>
    toRow(row, gameBySymbol.get(row.key)?.title ?? row.key, null),
  );
  const topOperators = topPerCurrency(operatorRows, input.top).map((row) =>
    toRow(row, operatorName.get(row.key) ?? row.key, null),
  );

  const rtp = gameRows
    .filter((row) => BigInt(row.rounds) > 0n)
    .sort((a, b) => (a.key === b.key ? (a.currency < b.currency ? -1 : 1) : a.key < b.key ? -1 : 1))
    .map((row): GameRtp => {
      const game = gameBySymbol.get(row.key);
      const bet = BigInt(row.bet_minor);
      const win = BigInt(row.win_minor);
      const rounds = Number(row.rounds);
      const observedRtp = bet > 0n ? Number((win * 1_000_000n) / bet) / 1_000_000 : null;
      const theoreticalRtp = game?.rtp ? Number(game.rtp) / 100 : null;
      const standardDeviation = game ? gamePayoutDeviation(game) : null;
      const halfWidth =
        standardDeviation !== null && rounds > 0 ? (Z_95 * standardDeviation) / Math.sqrt(rounds) : null;
      // The normal approximation's lower bound falls below 0 % with few rounds; no game pays less than nothing.
      const bandLow = theoreticalRtp !== null && halfWidth !== null ? Math.max(0, theoreticalRtp - halfWidth) : null;
      const bandHigh = theoreticalRtp !== null && halfWidth !== null ? theoreticalRtp + halfWidth : null;
      return {
        gameSymbol: row.key,
        title: game?.title ?? row.key,
        currency: row.currency,
        rounds,
        bet: formatMinorUnits(bet, currencyExponent(row.currency)),
        win: formatMinorUnits(win, currencyExponent(row.currency)),
        observedRtp,
        theoreticalRtp,
        standardDeviation,
        bandLow,
        bandHigh,
        outsideBand:
          observedRtp !== null &&
          bandLow !== null &&
          bandHigh !== null &&
          (observedRtp < bandLow || observedRtp > bandHigh),
      };
    });

  return {
    from,
    to,
    granularity,
    currencies,
    series,
    totals,
    topGames,
    topOperators,
    rtp,
    confidenceZ: Z_95,
    excludedTestRounds,
  };
}
