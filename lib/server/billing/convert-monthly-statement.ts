import "server-only";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";
import { RATE_ONE, exactConversion, parseRateUnits, roundExact } from "@/lib/server/reports/conversion-maths";
import { parseCurrencyCode } from "@/lib/server/reports/exchange-rate-fields";
import { findExchangeRates } from "@/lib/server/reports/find-exchange-rates";
import type { MonthlyStatement } from "./get-monthly-statement";

// A monthly statement's optional conversion to a reporting currency, beside its lines (which stay as they are):
// each currency's GGR, billable GGR and amount due at the month's staff-entered rate, and the amounts due added up
// across currencies, exactly, rounded once half-up to the reporting currency's minor unit. A currency without a
// rate for the month is listed and left out of the total, which is then marked incomplete.

export interface StatementConversionLine {
  currency: string;
  /** Null: no rate for the month (and no converted figures). */
  rate: string | null;
  ggr: string | null;
  billableGgr: string | null;
  amountDue: string | null;
}

export interface StatementConversion {
  reportingCurrency: string;
  exponent: number;
  /** E.g. "converted to EUR at staff-entered monthly rates". */
  label: string;
  lines: StatementConversionLine[];
  /** The converted GGR of all currencies with a rate. */
  ggr: string;
  /** The converted amounts due added up; null without a revenue share for the month. */
  amountDue: string | null;
  complete: boolean;
  missingCurrencies: string[];
}

export async function convertMonthlyStatement(options: { statement: MonthlyStatement; reportingCurrency?: string | null }): Promise<StatementConversion | null> {
  const { statement } = options;
  if (!options.reportingCurrency) return null;
  const reportingCurrency = parseCurrencyCode(options.reportingCurrency, "reportingCurrency");
  const exponent = currencyExponent(reportingCurrency);
  const rates = await findExchangeRates(prisma, {
    reportingCurrency,
    months: [statement.from],
    currencies: statement.lines.map((line) => line.currency).filter((currency) => currency !== reportingCurrency),
  });
  let ggrTotal = 0n;
  let dueTotal = 0n;
  const missingCurrencies: string[] = [];
  const lines = statement.lines.map((line): StatementConversionLine => {
    const rate = line.currency === reportingCurrency ? null : rates.get(`${statement.month}|${line.currency}`);
    if (rate === undefined) {
      missingCurrencies.push(line.currency);
      return { currency: line.currency, rate: null, ggr: null, billableGgr: null, amountDue: null };
    }
    const rateUnits = rate ? parseRateUnits(rate.rate) : RATE_ONE;
    const exact = (text: string) => exactConversion(parseMinorUnits(text, line.exponent, { allowNegative: true }), line.exponent, rateUnits, exponent);
    const shown = (value: bigint) => formatMinorUnits(roundExact(value), exponent);
    const ggr = exact(line.ggr);
    const due = line.amountDue === null ? null : exact(line.amountDue);
    ggrTotal += ggr;
    if (due !== null) dueTotal += due;
    return {
      currency: line.currency,
      rate: rate ? rate.rate : "1",
      ggr: shown(ggr),
      billableGgr: line.billableGgr === null ? null : shown(exact(line.billableGgr)),
      amountDue: due === null ? null : shown(due),
    };
  });
  return {
    reportingCurrency,
    exponent,
    label: `converted to ${reportingCurrency} at staff-entered monthly rates`,
    lines,
    ggr: formatMinorUnits(roundExact(ggrTotal), exponent),
    amountDue: statement.revenueShare ? formatMinorUnits(roundExact(dueTotal), exponent) : null,
    complete: missingCurrencies.length === 0,
    missingCurrencies,
  };
}
