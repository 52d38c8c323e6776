import { describe, expect, it } from "vitest";
import { presetRange } from "./date-range";
import { reportFiltersFromQuery, reportFiltersQuery } from "./report-filters";
import { sumDecimalText, totalsPerCurrency, type RevenueFigures } from "./revenue-figures";
import { rtpAxisCeiling, rtpAxisTicks } from "./rtp-band";
import { zeroFilledSeries } from "./zero-filled-series";

describe("report date ranges (UTC)", () => {
  const now = new Date("2026-03-15T10:20:00Z");
  const iso = (range: { from: Date; to: Date } | null) => range && [range.from.toISOString(), range.to.toISOString()];

  it("turns presets into [from, to) instants", () => {
    expect(iso(presetRange("today", now))).toEqual(["2026-03-15T00:00:00.000Z", "2026-03-16T00:00:00.000Z"]);
    expect(iso(presetRange("last7", now))).toEqual(["2026-03-09T00:00:00.000Z", "2026-03-16T00:00:00.000Z"]);
    expect(iso(presetRange("thisMonth", now))).toEqual(["2026-03-01T00:00:00.000Z", "2026-04-01T00:00:00.000Z"]);
    expect(iso(presetRange("lastMonth", new Date("2026-01-10T00:00:00Z")))).toEqual([
      "2025-12-01T00:00:00.000Z",
      "2026-01-01T00:00:00.000Z",
    ]);
    expect(iso(presetRange("thisYear", now))).toEqual(["2026-01-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"]);
  });

  it("includes both days of a custom range and refuses a reversed one", () => {
    expect(iso(presetRange("custom", now, { fromDay: "2026-02-01", toDay: "2026-02-03" }))).toEqual([
      "2026-02-01T00:00:00.000Z",
      "2026-02-04T00:00:00.000Z",
    ]);
    expect(presetRange("custom", now, { fromDay: "2026-02-03", toDay: "2026-02-01" })).toBeNull();
    expect(presetRange("custom", now, { fromDay: "", toDay: "2026-02-01" })).toBeNull();
  });
});

describe("report figures", () => {
  it("sums decimal text exactly, negatives included", () => {
    expect(sumDecimalText(["0.10", "0.20", "-0.05"])).toBe("0.25");
    expect(sumDecimalText(["1500", "25"])).toBe("1525");
    expect(sumDecimalText(["0.001", "1.999"])).toBe("2.000");
  });

  it("totals each currency on its own", () => {
    const row = (currency: string, bet: string, win: string): RevenueFigures => ({
      key: "k",
      label: "k",
      currency,
      rounds: 2,
      bet,
      win,
      ggr: sumDecimalText([bet, `-${win}`]),
      freeRounds: 0,
      freeRoundsCost: currency === "JPY" ? "0" : "0.00",
      rolledBackRounds: 0,
      rolledBack: currency === "JPY" ? "0" : "0.00",
      promotionCost: currency === "JPY" ? "0" : "0.00",
      jackpotContributions: currency === "JPY" ? "0" : "0.00",
      jackpotWins: currency === "JPY" ? "0" : "0.00",
      players: null,
      converted: null,
    });
    const totals = totalsPerCurrency([
      row("EUR", "10.00", "12.50"),
      row("JPY", "300", "100"),
      row("EUR", "5.00", "0.00"),
    ]);
    expect(totals.map((total) => [total.currency, total.rounds, total.bet, total.win, total.ggr])).toEqual([
      ["EUR", 4, "15.00", "12.50", "2.50"],
      ["JPY", 2, "300", "100", "200"],
    ]);
  });
});

describe("the RTP band as shown", () => {
  it("fits the axis to the RTPs, not to a wide band", () => {
    expect(rtpAxisCeiling([{ observed: 0.5, theoretical: 0.96 }])).toBe(150);
    expect(rtpAxisCeiling([{ observed: 1.65, theoretical: 0.96 }])).toBe(250);
    expect(rtpAxisCeiling([{ observed: null, theoretical: null }])).toBe(150);
    expect(rtpAxisTicks(150)).toEqual([0, 25, 50, 75, 100, 125, 150]);
    expect(rtpAxisTicks(250)).toEqual([0, 50, 100, 150, 200, 250]);
  });
});

describe("the series as charted", () => {
  const row = (key: string, currency: string, bet: string): RevenueFigures => ({
    key,
    label: key,
    currency,
    rounds: 3,
    bet,
    win: bet,
    ggr: currency === "JPY" ? "0" : "0.00",
    freeRounds: 0,
    freeRoundsCost: currency === "JPY" ? "0" : "0.00",
    rolledBackRounds: 0,
    rolledBack: currency === "JPY" ? "0" : "0.00",
    promotionCost: currency === "JPY" ? "0" : "0.00",
    jackpotContributions: currency === "JPY" ? "0" : "0.00",
    jackpotWins: currency === "JPY" ? "0" : "0.00",
    players: 1,
    converted: null,
  });

  it("has a bucket for every day of a week with one day of rounds, zeros in the currency's places", () => {
    const rows = [row("2025-09-03T00:00:00Z", "EUR", "2.50"), row("2025-09-03T00:00:00Z", "JPY", "300")];
    const week = zeroFilledSeries(rows, {
      from: "2025-09-01T00:00:00.000Z",
      to: "2025-09-08T00:00:00.000Z",
      granularity: "day",
      currency: "EUR",
    });
    expect(week.map((point) => point.key)).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => `2025-09-0${day}T00:00:00Z`));
    expect(week.map((point) => point.bet)).toEqual(["0.00", "0.00", "2.50", "0.00", "0.00", "0.00", "0.00"]);
    expect(week[0]).toMatchObject({ currency: "EUR", rounds: 0, win: "0.00", ggr: "0.00", players: 0 });
    const yen = zeroFilledSeries(rows, {
      from: "2025-09-01T00:00:00.000Z",
      to: "2025-09-03T00:00:00.000Z",
      granularity: "day",
      currency: "JPY",
    });
    expect(yen.map((point) => point.bet)).toEqual(["0", "0"]);
  });

  it("fills hours and months, and leaves out buckets not begun yet", () => {
    const hours = zeroFilledSeries([row("2026-03-15T09:00:00Z", "EUR", "1.00")], {
      from: "2026-03-15T00:00:00.000Z",
      to: "2026-03-16T00:00:00.000Z",
      granularity: "hour",
      currency: "EUR",
      now: new Date("2026-03-15T10:20:00Z"),
    });
    expect(hours).toHaveLength(11);
    expect(hours.at(-2)!.bet).toBe("1.00");
    const months = zeroFilledSeries([], {
      from: "2025-11-10T00:00:00.000Z",
      to: "2026-02-01T00:00:00.000Z",
      granularity: "month",
      currency: "EUR",
    });
    expect(months.map((point) => point.key)).toEqual([
      "2025-11-01T00:00:00Z",
      "2025-12-01T00:00:00Z",
      "2026-01-01T00:00:00Z",
    ]);
  });
});

describe("report filters in the address", () => {
  const today = "2026-03-15";

  it("round-trips every filter and leaves defaults out", () => {
    const filters = reportFiltersFromQuery(
      {
        range: "custom",
        from: "2025-09-01",
        to: "2025-09-30",
        operator: "nova-bet",
        game: "vs20a",
        provider: "provider_a",
        currency: "eur",
        reporting: "USD",
        chart: "GBP",
      },
      today,
    );
    expect(filters).toEqual({
      preset: "custom",
      fromDay: "2025-09-01",
      toDay: "2025-09-30",
      operatorId: "nova-bet",
      gameSymbol: "vs20a",
      providerId: "provider_a",
      currency: "eur",
      reportingCurrency: "USD",
      chartCurrency: "GBP",
    });
    const query = reportFiltersQuery(filters);
    expect(query).toBe(
      "range=custom&from=2025-09-01&to=2025-09-30&operator=nova-bet&game=vs20a&provider=provider_a&currency=eur&reporting=USD&chart=GBP",
    );
    expect(reportFiltersFromQuery(Object.fromEntries(new URLSearchParams(query)), today)).toEqual(filters);
    expect(reportFiltersQuery(reportFiltersFromQuery({}, today))).toBe("");
  });

  it("falls back to the defaults for unknown ranges and malformed days", () => {
    expect(
      reportFiltersFromQuery({ range: "forever", from: "yesterday", to: ["2025-01-02", "x"] }, today),
    ).toMatchObject({ preset: "last7", fromDay: today, toDay: "2025-01-02" });
    expect(reportFiltersQuery({ ...reportFiltersFromQuery({ range: "today" }, today), fromDay: "2025-01-01" })).toBe(
      "range=today",
    );
  });
});
