import "server-only";
import type { ExchangeRateView } from "./exchange-rate-fields";
import type { RevenueReport, RevenueRow } from "./get-revenue-report";
import { loadReportingRates, type ReportingRates } from "./load-reporting-rates";

// The revenue report's optional conversion to a reporting currency, beside its native lines (which stay as they
// are): every series bucket at the staff-entered rate of its month, every currency's total and a grand total
// across currencies as the sum of its buckets, each exactly, month by month (a bucket lies within one month: its
// granularity is an hour, a day or a month), rounded once half-up to the reporting currency's minor unit. Months
// and currencies without a rate are listed, their buckets left unconverted and the totals marked incomplete.

const MONEY_FIELDS = [
  "bet",
  "win",
  "ggr",
  "freeRoundsCost",
  "rolledBack",
  "promotionCost",
  "jackpotContributions",
  "jackpotWins",
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];
type Exact = Record<MoneyField, bigint>;

/** Money figures of a row in the reporting currency. */
export interface ConvertedMoney extends Record<MoneyField, string> {
  /** False when some of the figures' months or currencies had no rate: the figures leave them out. */
  complete: boolean;
}

export interface MissingRate {
  /** "YYYY-MM". */
  month: string;
  currency: string;
}

export interface ReportConversion {
  reportingCurrency: string;
  /** Decimal places of the reporting currency's minor unit. */
  exponent: number;
  /** E.g. "converted to EUR at staff-entered monthly rates". */
  label: string;
  /** All currencies together, in the reporting currency. */
  total: ConvertedMoney;
  complete: boolean;
  missingRates: MissingRate[];
  /** The rates applied, by month then currency. */
  rates: ExchangeRateView[];
}

/** A row with its figures in the reporting currency: null without a conversion, or when none of its months has a rate. */
export type ConvertedRevenueRow = RevenueRow & { converted: ConvertedMoney | null };

export type ConvertedRevenueReport = Omit<RevenueReport, "series" | "totals"> & {
  series: ConvertedRevenueRow[];
  totals: ConvertedRevenueRow[];
  conversion: ReportConversion | null;
};

const zeroExact = (): Exact => ({
  bet: 0n,
  win: 0n,
  ggr: 0n,
  freeRoundsCost: 0n,
  rolledBack: 0n,
  promotionCost: 0n,
  jackpotContributions: 0n,
  jackpotWins: 0n,
});

function addExact(into: Exact, value: Exact): void {
  for (const field of MONEY_FIELDS) into[field] += value[field];
}

function toMoney(rates: ReportingRates, exact: Exact, complete: boolean): ConvertedMoney {
  const shown = (field: MoneyField) => rates.show(exact[field]);
  return {
    bet: shown("bet"),
    win: shown("win"),
    ggr: shown("ggr"),
    freeRoundsCost: shown("freeRoundsCost"),
    rolledBack: shown("rolledBack"),
    promotionCost: shown("promotionCost"),
    jackpotContributions: shown("jackpotContributions"),
    jackpotWins: shown("jackpotWins"),
    complete,
  };
}

const byMonthThenCurrency = (a: MissingRate, b: MissingRate) =>
  `${a.month}|${a.currency}`.localeCompare(`${b.month}|${b.currency}`);

const monthOf = (bucketKey: string) => new Date(bucketKey).toISOString().slice(0, 7);

export async function convertRevenueReport(options: {
  report: RevenueReport;
  reportingCurrency?: string | null;
}): Promise<ConvertedRevenueReport> {
  const { report } = options;
  if (!options.reportingCurrency) {
    return {
      ...report,
      series: report.series.map((row) => ({ ...row, converted: null })),
      totals: report.totals.map((row) => ({ ...row, converted: null })),
      conversion: null,
    };
  }
  const rates = await loadReportingRates({
    reportingCurrency: options.reportingCurrency,
    months: report.series.map((row) => monthOf(row.key)),
    currencies: report.series.map((row) => row.currency),
  });

  const perCurrency = new Map<string, { exact: Exact; converted: number; missing: number }>();
  const grand = zeroExact();
  const missing = new Map<string, MissingRate>();
  const used = new Map<string, ExchangeRateView>();
  const series = report.series.map((row): ConvertedRevenueRow => {
    const month = monthOf(row.key);
    const rate = rates.rateOf(month, row.currency);
    const tally = perCurrency.get(row.currency) ?? { exact: zeroExact(), converted: 0, missing: 0 };
    perCurrency.set(row.currency, tally);
    if (rate === undefined) {
      tally.missing += 1;
      missing.set(`${month}|${row.currency}`, { month, currency: row.currency });
      return { ...row, converted: null };
    }
    if (rate.entry) used.set(rate.entry.id, rate.entry);
    const exact = zeroExact();
    for (const field of MONEY_FIELDS) exact[field] = rates.convert(row[field], row.currency, rate);
    addExact(tally.exact, exact);
    addExact(grand, exact);
    tally.converted += 1;
    return { ...row, converted: toMoney(rates, exact, true) };
  });

  const totals = report.totals.map((row): ConvertedRevenueRow => {
    const tally = perCurrency.get(row.currency);
    return {
      ...row,
      converted: tally && tally.converted > 0 ? toMoney(rates, tally.exact, tally.missing === 0) : null,
    };
  });
  const missingRates = [...missing.values()].sort(byMonthThenCurrency);
  const ratesUsed = [...used.values()].sort(byMonthThenCurrency);
  const complete = missingRates.length === 0;
  return {
    ...report,
    series,
    totals,
    conversion: {
      reportingCurrency: rates.reportingCurrency,
      exponent: rates.exponent,
      label: rates.label,
      total: toMoney(rates, grand, complete),
      complete,
      missingRates,
      rates: ratesUsed,
    },
  };
}
