import "server-only";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";
import { formatMonth } from "./report-month";
import { RATE_ONE, exactConversion, parseRateUnits, roundExact } from "./conversion-maths";
import { parseCurrencyCode, toExchangeRateView, type ExchangeRateView } from "./exchange-rate-fields";

// The staff-entered rates to one reporting currency for some months and currencies (of each month and currency,
// the entry made last), and the one way figures are converted with them: exact (conversion-maths.ts) through any
// sums, rounded once when shown. The revenue report's and the monthly statement's conversions both use it.

/** A rate to apply: `entry` is the staff-entered rate, null for the reporting currency itself (at 1). */
export interface ReportingRate {
  units: bigint;
  entry: ExchangeRateView | null;
}

export interface ReportingRates {
  reportingCurrency: string;
  /** Decimal places of the reporting currency's minor unit. */
  exponent: number;
  /** "converted to EUR at staff-entered monthly rates". */
  label: string;
  /** The rate of a month ("YYYY-MM") and currency; undefined when staff entered none. */
  rateOf(month: string, currency: string): ReportingRate | undefined;
  /** An amount (decimal text in `currency`) at `rate`, exact: sum these, then show the sum. */
  convert(amount: string, currency: string, rate: ReportingRate): bigint;
  /** An exact converted figure rounded half-up to the reporting currency's minor unit, as decimal text. */
  show(exact: bigint): string;
}

export async function loadReportingRates(options: {
  reportingCurrency: string;
  months: string[];
  currencies: string[];
}): Promise<ReportingRates> {
  const reportingCurrency = parseCurrencyCode(options.reportingCurrency, "reportingCurrency");
  const exponent = currencyExponent(reportingCurrency);
  const currencies = [...new Set(options.currencies)].filter((currency) => currency !== reportingCurrency);
  const months = [...new Set(options.months)].map((month) => new Date(`${month}-01T00:00:00Z`));
  const rows =
    months.length && currencies.length
      ? await prisma.exchangeRate.findMany({
          where: { reportingCurrency, month: { in: months }, currency: { in: currencies } },
          orderBy: { id: "desc" },
        })
      : [];
  const rates = new Map<string, ReportingRate>();
  for (const row of rows) {
    const key = `${formatMonth(row.month)}|${row.currency.trim()}`;
    if (rates.has(key)) continue;
    const entry = toExchangeRateView(row, true);
    rates.set(key, { units: parseRateUnits(entry.rate), entry });
  }
  const same: ReportingRate = { units: RATE_ONE, entry: null };
  return {
    reportingCurrency,
    exponent,
    label: `converted to ${reportingCurrency} at staff-entered monthly rates`,
    rateOf: (month, currency) => (currency === reportingCurrency ? same : rates.get(`${month}|${currency}`)),
    convert: (amount, currency, rate) => {
      const from = currencyExponent(currency);
      return exactConversion(parseMinorUnits(amount, from, { allowNegative: true }), from, rate.units, exponent);
    },
    show: (exact) => formatMinorUnits(roundExact(exact), exponent),
  };
}
