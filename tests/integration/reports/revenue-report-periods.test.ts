import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { getRevenueReport, type ReportGranularity, type RevenueRow } from "@/lib/server/reports/get-revenue-report";
import { rebuildRollups } from "@/lib/server/reports/rebuild-rollups";
import { verifyRollups } from "@/lib/server/reports/verify-rollups";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// The report reads daily and monthly rows for the whole days and months of its window, hourly rows only at its
// edges, and counts players from per-period counts where a bucket is one whole period (docs/reports.md). Over
// random rounds spread across 15 months (every final state, three currencies and operators sharing player ids),
// each report must equal the same report computed from the hourly tables alone, for random windows — aligned and
// not — and filters. The rollups come from rebuild (the backfill's derivation); verify must agree, catch a corrupted
// monthly row, a lost operator player and a wrong count, and a rebuild of one hour inside them must repair all three.
// REPORTS_SEED reproduces a run.

const SEED = Number(process.env.REPORTS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS = Number(process.env.REPORTS_ROUNDS ?? 1500);
const WINDOWS = 40;
const OPERATORS = ["per-op-a", "per-op-b", "per-op-c"];
const GAMES = [
  { symbol: "per-g1", provider: "per-prov-x" },
  { symbol: "per-g2", provider: "per-prov-x" },
  { symbol: "per-g3", provider: "per-prov-y" },
];
const CURRENCIES = ["EUR", "JPY", "KWD"];
const SPAN_FROM = Date.UTC(2025, 10, 1);
const SPAN_TO = Date.UTC(2027, 0, 20);
const HOUR = 3_600_000;

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  database.useInThisProcess();
  for (const id of ["per-prov-x", "per-prov-y"]) await prisma.provider.create({ data: { id, name: id } });
  for (const game of GAMES) {
    await prisma.game.create({
      data: {
        symbol: game.symbol,
        slug: game.symbol,
        title: `Game ${game.symbol}`,
        providerId: game.provider,
        rtp: "96.00",
        launchPath: `/play/${game.symbol}`,
      },
    });
  }
  for (const id of OPERATORS) await prisma.operator.create({ data: { id, name: `Operator ${id}` } });
  // Rounds in every state; a few busy days so that whole days, months and edges all hold data.
  const busyDays = Array.from(
    { length: 12 },
    () => SPAN_FROM + Math.floor((random() * (SPAN_TO - SPAN_FROM)) / (24 * HOUR)) * 24 * HOUR,
  );
  const rounds = Array.from({ length: ROUNDS }, (_, index) => {
    const createdAt = new Date(
      random() < 0.4
        ? pick(busyDays) + Math.floor(random() * 24 * HOUR)
        : SPAN_FROM + Math.floor(random() * (SPAN_TO - SPAN_FROM)),
    );
    const currency = pick(CURRENCIES);
    const exponent = currencyExponent(currency);
    const betMinor = BigInt(1 + Math.floor(random() * 500));
    const roll = random();
    const kind =
      roll < 0.55
        ? "paid"
        : roll < 0.7
          ? "free"
          : roll < 0.8
            ? "rolledBack"
            : roll < 0.85
              ? "freeCancelled"
              : roll < 0.93
                ? "rejected"
                : "open";
    const paid = kind !== "free" && kind !== "freeCancelled";
    const state = {
      paid: "settled",
      free: "settled",
      rolledBack: "cancelled",
      freeCancelled: "cancelled",
      rejected: "rejected",
      open: "debited",
    }[kind];
    return {
      id: `rnd_per_${index}`,
      operatorId: pick(OPERATORS),
      playerId: `p${Math.floor(random() * 14)}`,
      sessionId: `ses_per_${index}`,
      gameSymbol: pick(GAMES).symbol,
      currency,
      exponent,
      betMinor,
      winMinor: state === "settled" ? (random() < 0.5 ? 0n : BigInt(Math.floor(random() * 2000))) : null,
      state: state as "settled" | "cancelled" | "rejected" | "debited",
      debitTransactionId: paid ? `dbt_per_${index}` : null,
      createdAt,
    };
  });
  await prisma.walletRound.createMany({ data: rounds });
}, 600_000);
afterAll(async () => {
  await database?.drop();
}, 60_000);

interface Filter {
  operatorId?: string;
  gameSymbol?: string;
  providerId?: string;
  currency?: string;
}

type Figures = Omit<RevenueRow, "label">;

/** The report's figures as the hourly tables alone give them (what the report computed before the daily tables). */
async function fromHourlyTables(window: { from: Date; to: Date }, filter: Filter, granularity: ReportGranularity) {
  const values: unknown[] = [window.from.toISOString(), window.to.toISOString()];
  const where = ["hour >= $1::timestamp(3)", "hour < $2::timestamp(3)"];
  const add = (condition: (p: string) => string, value: string | undefined) => {
    if (value === undefined) return;
    values.push(value);
    where.push(condition(`$${values.length}`));
  };
  add((p) => `operator_id = ${p}`, filter.operatorId);
  add((p) => `game_symbol = ${p}`, filter.gameSymbol);
  add((p) => `currency = ${p}::bpchar`, filter.currency);
  add((p) => `game_symbol IN (SELECT symbol FROM games WHERE provider_id = ${p})`, filter.providerId);
  const sums = `sum(rounds)::text AS rounds, sum(bet_minor)::text AS bet, sum(win_minor)::text AS win, sum(free_rounds)::text AS free_rounds,
    sum(free_rounds_win_minor)::text AS free_win, sum(rolled_back_rounds)::text AS rolled_back_rounds, sum(rolled_back_minor)::text AS rolled_back`;
  const bucket = `to_char(date_trunc('${granularity}', hour), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const query = <Row>(sql: string) => prisma.$queryRawUnsafe<Row[]>(sql, ...values);
  type Sums = {
    key: string;
    currency: string;
    rounds: string;
    bet: string;
    win: string;
    free_rounds: string;
    free_win: string;
    rolled_back_rounds: string;
    rolled_back: string;
  };
  const rows = (key: string, table = "revenue_hourly_rollups") =>
    query<Sums>(
      `SELECT ${key} AS key, currency::text AS currency, ${sums} FROM ${table} WHERE ${where.join(" AND ")} GROUP BY 1, 2`,
    );
  const players = (key: string) =>
    query<{ key: string; currency: string; players: string }>(
      `SELECT ${key} AS key, currency::text AS currency, count(DISTINCT (operator_id, player_id))::text AS players
       FROM revenue_hourly_players WHERE ${where.join(" AND ")} GROUP BY 1, 2`,
    );
  const [series, seriesPlayers, totalPlayers, games, operators] = await Promise.all([
    rows(bucket),
    players(bucket),
    players("'total'"),
    rows("game_symbol"),
    rows("operator_id"),
  ]);
  const figures = (row: Sums, players: number | null): Figures => {
    const exponent = currencyExponent(row.currency);
    const money = (minor: string) => formatMinorUnits(BigInt(minor), exponent);
    return {
      key: row.key,
      currency: row.currency,
      rounds: Number(row.rounds),
      bet: money(row.bet),
      win: money(row.win),
      ggr: formatMinorUnits(BigInt(row.bet) - BigInt(row.win), exponent),
      freeRounds: Number(row.free_rounds),
      freeRoundsCost: money(row.free_win),
      rolledBackRounds: Number(row.rolled_back_rounds),
      rolledBack: money(row.rolled_back),
      // No promotion pays a prize in this world (promotion-money.test.ts proves the figure).
      promotionCost: money("0"),
      // Nor a jackpot (jackpot-money-view.test.ts proves those figures).
      jackpotContributions: money("0"),
      jackpotWins: money("0"),
      players,
    };
  };
  const playersOf = (list: { key: string; currency: string; players: string }[], key: string, currency: string) =>
    Number(list.find((row) => row.key === key && row.currency === currency)?.players ?? 0);
  const totals = new Map<string, Sums>();
  for (const row of series) {
    const total = totals.get(row.currency) ?? {
      ...row,
      key: "total",
      rounds: "0",
      bet: "0",
      win: "0",
      free_rounds: "0",
      free_win: "0",
      rolled_back_rounds: "0",
      rolled_back: "0",
    };
    for (const field of [
      "rounds",
      "bet",
      "win",
      "free_rounds",
      "free_win",
      "rolled_back_rounds",
      "rolled_back",
    ] as const) {
      total[field] = (BigInt(total[field]) + BigInt(row[field])).toString();
    }
    totals.set(row.currency, total);
  }
  return {
    series: series.map((row) => figures(row, playersOf(seriesPlayers, row.key, row.currency))),
    totals: [...totals.values()].map((row) => figures(row, playersOf(totalPlayers, "total", row.currency))),
    games: games.map((row) => figures(row, null)),
    operators: operators.map((row) => figures(row, null)),
  };
}

const sorted = (rows: Figures[]) =>
  rows
    .map(
      ({
        key,
        currency,
        rounds,
        bet,
        win,
        ggr,
        freeRounds,
        freeRoundsCost,
        rolledBackRounds,
        rolledBack,
        players,
      }) => ({
        key,
        currency,
        rounds,
        bet,
        win,
        ggr,
        freeRounds,
        freeRoundsCost,
        rolledBackRounds,
        rolledBack,
        players,
      }),
    )
    .sort((a, b) => (a.key === b.key ? (a.currency < b.currency ? -1 : 1) : a.key < b.key ? -1 : 1));

/** A random window: its bounds on a year, month, day or hour boundary, or anywhere; one hour up to 13 months long. */
function randomWindow(): { from: Date; to: Date } {
  const align = (time: number) => {
    const date = new Date(Math.floor(time / HOUR) * HOUR);
    const roll = random();
    if (roll < 0.15) return Date.UTC(date.getUTCFullYear(), 0, 1);
    if (roll < 0.4) return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    if (roll < 0.7) return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    return date.getTime();
  };
  const span =
    pick([2 * HOUR, 30 * HOUR, 3 * 24 * HOUR, 20 * 24 * HOUR, 70 * 24 * HOUR, 200 * 24 * HOUR, 400 * 24 * HOUR]) *
    (0.5 + random());
  const from = align(SPAN_FROM - 20 * 24 * HOUR + random() * (SPAN_TO - SPAN_FROM));
  const to = Math.max(from + HOUR, align(from + span));
  return { from: new Date(from), to: new Date(to) };
}

describe("revenue report over daily and monthly rollups", () => {
  it("equals the report from the hourly tables alone, for random windows and filters; verify and rebuild cover every table", async () => {
    const span = { from: new Date(SPAN_FROM - 60 * 24 * HOUR), to: new Date(SPAN_TO + 60 * 24 * HOUR) };
    const rebuilt = await rebuildRollups(span);
    expect(rebuilt.rollupRows).toBeGreaterThan(0);
    expect(rebuilt.derivedRows).toBeGreaterThan(rebuilt.rollupRows);
    const clean = await verifyRollups(span);
    expect(clean.mismatches).toEqual([]);
    console.log(`[revenue-report-periods ${database.kind}] seed ${SEED}: ${clean.groupsChecked} groups verified`);

    const filters: Filter[] = [
      {},
      { operatorId: pick(OPERATORS) },
      { currency: pick(CURRENCIES) },
      { gameSymbol: pick(GAMES).symbol },
      { providerId: "per-prov-x" },
      { operatorId: pick(OPERATORS), currency: pick(CURRENCIES) },
    ];
    const seen = new Set<string>();
    for (let index = 0; index < WINDOWS; index++) {
      const window = randomWindow();
      const filter = pick(filters);
      const report = await getRevenueReport({ ...window, ...filter, top: 100 });
      seen.add(report.granularity);
      const expected = await fromHourlyTables(report, filter, report.granularity);
      const context = `${window.from.toISOString()} … ${window.to.toISOString()} ${JSON.stringify(filter)} (seed ${SEED})`;
      expect(sorted(report.series), context).toEqual(sorted(expected.series));
      expect(sorted(report.totals), context).toEqual(sorted(expected.totals));
      expect(sorted(report.topGames), context).toEqual(sorted(expected.games));
      expect(sorted(report.topOperators), context).toEqual(sorted(expected.operators));
    }
    // Whole years, months and days, with each kind of series.
    for (const window of [
      { from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2027, 0, 1)) },
      { from: new Date(Date.UTC(2026, 5, 1)), to: new Date(Date.UTC(2026, 6, 1)) },
      { from: new Date(Date.UTC(2026, 5, 3)), to: new Date(Date.UTC(2026, 5, 4)) },
    ]) {
      for (const filter of [{}, { operatorId: OPERATORS[0] }, { gameSymbol: GAMES[2]!.symbol }]) {
        const report = await getRevenueReport({ ...window, ...filter, top: 100 });
        seen.add(report.granularity);
        const expected = await fromHourlyTables(report, filter, report.granularity);
        expect(sorted(report.series)).toEqual(sorted(expected.series));
        expect(sorted(report.totals)).toEqual(sorted(expected.totals));
      }
    }
    expect(seen).toEqual(new Set(["hour", "day", "month"]));

    // A corrupted monthly row, a lost operator player of a year and a wrong day count are caught…
    const [month] = await prisma.$queryRawUnsafe<{ month: Date }[]>(
      `UPDATE revenue_monthly_rollups SET bet_minor = bet_minor + 5
       WHERE ctid = (SELECT ctid FROM revenue_monthly_rollups WHERE rounds > 0 AND month >= '2026-01-01' AND month < '2027-01-01' LIMIT 1) RETURNING month`,
    );
    await prisma.$executeRawUnsafe(
      `DELETE FROM revenue_operator_players WHERE ctid = (SELECT ctid FROM revenue_operator_players WHERE period = 'year' AND period_start = '2026-01-01' LIMIT 1)`,
    );
    const [day] = await prisma.$queryRawUnsafe<{ period_start: Date }[]>(
      `UPDATE revenue_player_counts SET players = players + 1
       WHERE ctid = (SELECT ctid FROM revenue_player_counts WHERE period = 'day' AND period_start >= '2026-01-01' AND period_start < '2027-01-01' LIMIT 1)
       RETURNING period_start`,
    );
    const year = { from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2027, 0, 1)) };
    const corrupted = await verifyRollups(year);
    expect(
      corrupted.mismatches.map((m) => [
        m.table,
        m.period,
        m.periodStart.toISOString(),
        m.field,
        BigInt(m.actual) - BigInt(m.expected),
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["revenue_monthly_rollups", "month", month!.month.toISOString(), "bet_minor", 5n],
        ["revenue_operator_players", "year", year.from.toISOString(), "players", -1n],
        ["revenue_player_counts", "day", day!.period_start.toISOString(), "player_count", 1n],
      ]),
    );
    expect(corrupted.mismatches).toHaveLength(3);
    // …and not by a window that holds none of those whole periods (a partial day is left to its own verify).
    expect(
      (
        await verifyRollups({
          from: new Date(year.from.getTime() + HOUR),
          to: new Date(year.from.getTime() + 2 * HOUR),
        })
      ).mismatches,
    ).toEqual([]);

    // A rebuild of one hour derives its day, month and year again from the hourly rows: the year is whole again.
    await rebuildRollups({ from: month!.month, to: new Date(month!.month.getTime() + HOUR) });
    const dayRebuild = await rebuildRollups({
      from: day!.period_start,
      to: new Date(day!.period_start.getTime() + HOUR),
    });
    expect(dayRebuild.derivedFrom).toEqual(year.from);
    expect((await verifyRollups(year)).mismatches).toEqual([]);
    expect((await verifyRollups(span)).mismatches).toEqual([]);
  }, 600_000);
});
