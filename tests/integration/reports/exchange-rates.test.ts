import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { derivedRollupStatements } from "@/lib/server/reports/recomputed-rollups";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// Staff-entered monthly exchange rates (history, audit, refusals, admin only) and the revenue report's and the
// monthly statement's conversion to a reporting currency, from seeded hourly rollups in five currencies over
// January and February 2026. Expected figures are worked out by hand in the comments; "half-up" rounds half away
// from zero, so each case below would come out differently under half-even or truncation.

const OPERATOR = "demo-casino";

type Row = { hour: string; currency: string; rounds: number; bet: number; win: number };

const ROWS: Row[] = [
  // EUR (the reporting currency): bets 100.00, wins 40.00, GGR 60.00.
  { hour: "2026-01-15T10:00:00Z", currency: "EUR", rounds: 4, bet: 10_000, win: 4_000 },
  // USD January: bets 1000.05 × 0.9 = 900.045 → 900.05 EUR.
  { hour: "2026-01-10T08:00:00Z", currency: "USD", rounds: 10, bet: 100_005, win: 0 },
  // USD February: bets 1000.00, wins 500.00 × 0.85 (the rate entered last) = 850.00 and 425.00 EUR.
  { hour: "2026-02-10T08:00:00Z", currency: "USD", rounds: 10, bet: 100_000, win: 50_000 },
  // JPY January (no minor unit): bets 10001 × 0.0061234 = 61.2401234 → 61.24; wins 1 → 0.0061234 → 0.01; GGR 10000 → 61.234 → 61.23.
  { hour: "2026-01-20T12:00:00Z", currency: "JPY", rounds: 3, bet: 10_001, win: 1 },
  // CHF January: wins 0.01, GGR −0.01 × 0.5 = −0.005 → −0.01 (away from zero).
  { hour: "2026-01-25T00:00:00Z", currency: "CHF", rounds: 1, bet: 0, win: 1 },
  // GBP February: bets 20.00, no rate at first.
  { hour: "2026-02-05T00:00:00Z", currency: "GBP", rounds: 2, bet: 2_000, win: 0 },
];

// Hourly rollups, then their days and months derived as rebuild derives them (the report reads whole days and months
// from those tables).
async function seedRollups(): Promise<void> {
  await prisma.revenueHourlyRollup.createMany({
    data: ROWS.map((row) => ({
      hour: new Date(row.hour),
      operatorId: OPERATOR,
      gameSymbol: "vs20a",
      currency: row.currency,
      shard: 0,
      rounds: BigInt(row.rounds),
      betMinor: BigInt(row.bet),
      winMinor: BigInt(row.win),
      freeRounds: 0n,
      freeRoundsWinMinor: 0n,
      rolledBackRounds: 0n,
      rolledBackMinor: 0n,
    })),
  });
  for (const unit of ["day", "month"] as const) {
    for (const statement of derivedRollupStatements(unit))
      await prisma.$executeRawUnsafe(statement, WINDOW.from, WINDOW.to);
  }
}

const RATE_FIELDS = "month currency reportingCurrency rate current createdBy";
const SET_RATE = `mutation Set($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { ${RATE_FIELDS} } }`;
const MONEY = "bet win ggr freeRoundsCost rolledBack complete";
const REPORT = `query Report($filter: RevenueReportFilter!) {
  revenueReport(filter: $filter) {
    granularity currencies
    series { key currency bet win ggr converted { ${MONEY} } }
    totals { currency bet win ggr converted { ${MONEY} } }
    conversion { reportingCurrency exponent label complete total { ${MONEY} } missingRates { month currency } rates { month currency rate } }
  }
}`;
const WINDOW = { from: "2026-01-01T00:00:00Z", to: "2026-03-01T00:00:00Z" };
const STATEMENT = `query Statement($month: String!, $reportingCurrency: String) {
  monthlyStatement(operatorId: "${OPERATOR}", month: $month, reportingCurrency: $reportingCurrency) {
    lines { currency ggr amountDue }
    conversion { reportingCurrency exponent label ggr amountDue complete missingCurrencies lines { currency rate ggr billableGgr amountDue } }
  }
}`;

const money = (bet: string, win: string, ggr: string, complete = true) => ({
  bet,
  win,
  ggr,
  freeRoundsCost: expect.any(String),
  rolledBack: expect.any(String),
  complete,
});

describe("reports: monthly exchange rates and conversion to a reporting currency", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest({ prepare: seedRollups });
  }, 400_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  const setRate = async (month: string, currency: string, reportingCurrency: string, rate: string) => {
    const result = await ctx.admin.graphql(SET_RATE, { input: { month, currency, reportingCurrency, rate } });
    expect(result.errors, `${currency}→${reportingCurrency} ${month} ${rate}`).toBeUndefined();
    return result.data!.setExchangeRate;
  };
  const report = async (filter: Record<string, unknown>) =>
    (await ctx.viewer.data(REPORT, { filter: { ...WINDOW, ...filter } })).revenueReport;

  it("keeps the history: a second entry for a month supersedes the first, both stay, each audited", async () => {
    expect(await setRate("2026-01", "USD", "EUR", " 0.9 ")).toEqual({
      month: "2026-01",
      currency: "USD",
      reportingCurrency: "EUR",
      rate: "0.9",
      current: true,
      createdBy: "console:admin@demo.local",
    });
    await setRate("2026-02", "usd", "eur", "0.8");
    await setRate("2026-02", "USD", "EUR", "0.850");
    await setRate("2026-01", "JPY", "EUR", "0.0061234");
    await setRate("2026-01", "CHF", "EUR", "0.5");

    const history = await ctx.viewer.data(`{ exchangeRates(reportingCurrency: "EUR") { ${RATE_FIELDS} } }`);
    expect(
      history.exchangeRates.map((rate: Record<string, unknown>) => [
        rate.month,
        rate.currency,
        rate.rate,
        rate.current,
      ]),
    ).toEqual([
      ["2026-02", "USD", "0.85", true],
      ["2026-02", "USD", "0.8", false],
      ["2026-01", "CHF", "0.5", true],
      ["2026-01", "JPY", "0.0061234", true],
      ["2026-01", "USD", "0.9", true],
    ]);
    const rows = await ctx.viewer.data(`{ exchangeRates(reportingCurrency: "JPY") { id } }`);
    expect(rows.exchangeRates).toEqual([]);

    const audit = await ctx.admin.data(
      `{ auditLog(filter: { targetType: "exchange_rate", targetId: "USD/EUR/2026-02", action: "exchange_rate.set" }, first: 10) { items { actor before after } } }`,
    );
    expect(audit.auditLog.items).toEqual([
      {
        actor: "console:admin@demo.local",
        before: { month: "2026-02", currency: "USD", reportingCurrency: "EUR", rate: "0.8" },
        after: { month: "2026-02", currency: "USD", reportingCurrency: "EUR", rate: "0.85" },
      },
      {
        actor: "console:admin@demo.local",
        before: null,
        after: { month: "2026-02", currency: "USD", reportingCurrency: "EUR", rate: "0.8" },
      },
    ]);
  });

  it("converts each bucket at its month's rate and each total month by month, listing what has no rate", async () => {
    const native = await report({});
    const converted = await report({ reportingCurrency: "eur" });
    // The native lines are exactly as without a conversion.
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ converted: _converted, ...row }) => row);
    expect(strip(converted.series)).toEqual(strip(native.series));
    expect(strip(converted.totals)).toEqual(strip(native.totals));
    expect(native.conversion).toBeNull();
    expect(native.totals.every((row: Record<string, unknown>) => row.converted === null)).toBe(true);
    expect(converted.granularity).toBe("day");

    const bucket = (key: string, currency: string) =>
      converted.series.find((row: Record<string, string>) => row.key === key && row.currency === currency);
    expect(bucket("2026-01-10T00:00:00Z", "USD").converted).toEqual(money("900.05", "0.00", "900.05"));
    expect(bucket("2026-02-10T00:00:00Z", "USD").converted).toEqual(money("850.00", "425.00", "425.00"));
    expect(bucket("2026-01-20T00:00:00Z", "JPY").converted).toEqual(money("61.24", "0.01", "61.23"));
    expect(bucket("2026-01-25T00:00:00Z", "CHF").converted).toEqual(money("0.00", "0.01", "-0.01"));
    // The reporting currency's own rows convert at 1.
    expect(bucket("2026-01-15T00:00:00Z", "EUR").converted).toEqual(money("100.00", "40.00", "60.00"));
    expect(bucket("2026-02-05T00:00:00Z", "GBP").converted).toBeNull();

    const total = (currency: string) =>
      converted.totals.find((row: Record<string, string>) => row.currency === currency).converted;
    // USD month by month: 900.045 + 850.00 = 1750.045 → 1750.05 (the all-range 2000.05 × 0.85 would be 1700.04).
    expect(total("USD")).toEqual(money("1750.05", "425.00", "1325.05"));
    expect(total("JPY")).toEqual(money("61.24", "0.01", "61.23"));
    expect(total("EUR")).toEqual(money("100.00", "40.00", "60.00"));
    expect(total("GBP")).toBeNull();

    // Everything but GBP: bets 100 + 1750.045 + 61.2401234 = 1911.2851234; wins 40 + 425 + 0.0061234 + 0.005 =
    // 465.0111234; GGR 60 + 1325.045 + 61.234 − 0.005 = 1446.274.
    expect(converted.conversion).toEqual({
      reportingCurrency: "EUR",
      exponent: 2,
      label: "converted to EUR at staff-entered monthly rates",
      complete: false,
      total: money("1911.29", "465.01", "1446.27", false),
      missingRates: [{ month: "2026-02", currency: "GBP" }],
      rates: [
        { month: "2026-01", currency: "CHF", rate: "0.5" },
        { month: "2026-01", currency: "JPY", rate: "0.0061234" },
        { month: "2026-01", currency: "USD", rate: "0.9" },
        { month: "2026-02", currency: "USD", rate: "0.85" },
      ],
    });

    // With GBP's rate the total is complete: + 20.00 × 1.17 = 23.40.
    await setRate("2026-02", "GBP", "EUR", "1.17");
    const complete = await report({ reportingCurrency: "EUR" });
    expect(complete.conversion.complete).toBe(true);
    expect(complete.conversion.missingRates).toEqual([]);
    expect(complete.conversion.total).toEqual(money("1934.69", "465.01", "1469.67"));
  });

  it("rounds half-up to the reporting currency's minor unit: none for JPY, three places for KWD", async () => {
    // EUR bets 100.00 × 162.345 = 16234.5 → 16235 JPY; wins 40.00 → 6493.8 → 6494; GGR 60.00 → 9740.7 → 9741.
    await setRate("2026-01", "EUR", "JPY", "162.345");
    const jpy = await report({ currency: "EUR", reportingCurrency: "JPY" });
    expect(jpy.conversion).toMatchObject({
      reportingCurrency: "JPY",
      exponent: 0,
      complete: true,
      total: money("16235", "6494", "9741"),
    });
    // EUR bets 100.00 × 0.333345 = 33.3345 → 33.335 KWD; wins 40.00 → 13.3338 → 13.334; GGR 60.00 → 20.0007 → 20.001.
    await setRate("2026-01", "EUR", "KWD", "0.333345");
    const kwd = await report({ currency: "EUR", reportingCurrency: "KWD" });
    expect(kwd.conversion).toMatchObject({
      reportingCurrency: "KWD",
      exponent: 3,
      complete: true,
      total: money("33.335", "13.334", "20.001"),
    });
    expect(kwd.totals[0].converted).toEqual(money("33.335", "13.334", "20.001"));
  });

  it("converts a monthly statement at the month's rates, amounts due added up across currencies", async () => {
    expect(
      (
        await ctx.admin.graphql(
          `mutation { setRevenueShare(input: { operatorId: "${OPERATOR}", effectiveFrom: "2026-01", percent: "10", freeRoundsCostTreatment: deducted, promotionCostTreatment: deducted }) { id } }`,
        )
      ).errors,
    ).toBeUndefined();
    const january = (await ctx.viewer.data(STATEMENT, { month: "2026-01", reportingCurrency: "EUR" })).monthlyStatement;
    // Due: EUR 6.00; USD 100.005 → 100.01 × 0.9 = 90.009 → 90.01; JPY 1000 × 0.0061234 = 6.1234 → 6.12; CHF 0.
    // Total due 6 + 90.009 + 6.1234 = 102.1324 → 102.13; GGR 60 + 900.045 + 61.234 − 0.005 = 1021.274 → 1021.27.
    expect(january.conversion).toEqual({
      reportingCurrency: "EUR",
      exponent: 2,
      label: "converted to EUR at staff-entered monthly rates",
      ggr: "1021.27",
      amountDue: "102.13",
      complete: true,
      missingCurrencies: [],
      lines: [
        { currency: "CHF", rate: "0.5", ggr: "-0.01", billableGgr: "-0.01", amountDue: "0.00" },
        { currency: "EUR", rate: "1", ggr: "60.00", billableGgr: "60.00", amountDue: "6.00" },
        { currency: "JPY", rate: "0.0061234", ggr: "61.23", billableGgr: "61.23", amountDue: "6.12" },
        { currency: "USD", rate: "0.9", ggr: "900.05", billableGgr: "900.05", amountDue: "90.01" },
      ],
    });
    // February at 0.85 and 1.17; without a conversion the statement has none.
    const february = (await ctx.viewer.data(STATEMENT, { month: "2026-02", reportingCurrency: "EUR" }))
      .monthlyStatement;
    expect(february.conversion).toMatchObject({ ggr: "448.40", amountDue: "44.84", complete: true });
    expect((await ctx.viewer.data(STATEMENT, { month: "2026-02" })).monthlyStatement.conversion).toBeNull();
    // A currency without a rate is listed and left out.
    const inUsd = (await ctx.viewer.data(STATEMENT, { month: "2026-02", reportingCurrency: "USD" })).monthlyStatement;
    expect(inUsd.conversion).toMatchObject({
      ggr: "500.00",
      amountDue: "50.00",
      complete: false,
      missingCurrencies: ["GBP"],
    });
  });

  it("refuses bad input with clear codes, lets only admins enter rates, and stores nothing refused", async () => {
    const before = await ctx.admin.data(`{ exchangeRates(first: 500) { month currency reportingCurrency rate } }`);
    const attempt = (input: Record<string, unknown>) =>
      ctx.admin.graphql(SET_RATE, {
        input: { month: "2026-03", currency: "SEK", reportingCurrency: "NOK", rate: "1", ...input },
      });
    for (const rate of [
      "0",
      "0.000000000000",
      "-1",
      "1e3",
      "abc",
      "",
      "1.1234567890123",
      "1234567890123",
      ".5",
      "5.",
    ]) {
      expect(errorCodes(await attempt({ rate })), rate).toEqual(["invalid_rate"]);
    }
    for (const month of ["2026-13", "2026-3", "March", "", "1999-12"])
      expect(errorCodes(await attempt({ month })), month).toEqual(["invalid_month"]);
    for (const currency of ["SE", "XYZ", "NOK", "", "SEKK"])
      expect(errorCodes(await attempt({ currency })), currency).toEqual(["invalid_currency"]);
    expect(errorCodes(await attempt({ reportingCurrency: "eu" }))).toEqual(["invalid_currency"]);
    const refused = await ctx.admin.graphql(SET_RATE, {
      input: { month: "2026-03", currency: "SEK", reportingCurrency: "NOK", rate: "-1" },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "invalid_rate",
      fields: { rate: expect.any(String) },
    });
    const viewerAttempt = await ctx.viewer.graphql(SET_RATE, {
      input: { month: "2026-03", currency: "SEK", reportingCurrency: "NOK", rate: "1" },
    });
    expect(viewerAttempt.status).toBe(403);
    expect(errorCodes(viewerAttempt)).toEqual(["forbidden"]);
    expect(await ctx.admin.data(`{ exchangeRates(first: 500) { month currency reportingCurrency rate } }`)).toEqual(
      before,
    );

    expect(errorCodes(await ctx.viewer.graphql(REPORT, { filter: { ...WINDOW, reportingCurrency: "EURO" } }))).toEqual([
      "invalid_currency",
    ]);
    expect(errorCodes(await ctx.viewer.graphql(STATEMENT, { month: "2026-01", reportingCurrency: "XX" }))).toEqual([
      "invalid_currency",
    ]);
    expect(errorCodes(await ctx.viewer.graphql(`{ exchangeRates(first: 501) { id } }`))).toEqual(["invalid_request"]);

    // The edges of a rate are fine.
    for (const rate of ["0.000000000001", "999999999999.999999999999"])
      expect((await attempt({ month: "2027-01", rate })).errors, rate).toBeUndefined();
    const edges = await ctx.viewer.data(`{ exchangeRates(reportingCurrency: "NOK") { rate current } }`);
    expect(edges.exchangeRates).toEqual([
      { rate: "999999999999.999999999999", current: true },
      { rate: "0.000000000001", current: false },
    ]);
  });
});
