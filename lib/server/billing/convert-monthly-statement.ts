import "server-only";
import { loadReportingRates } from "@/lib/server/reports/load-reporting-rates";
import type { MonthlyStatement } from "./get-monthly-statement";

// A monthly statement's optional conversion to a reporting currency, beside its lines (which stay as they are):
// each currency's GGR, promotion cost, billable GGR and amount due at the month's staff-entered rate, and the amounts due added up
// across currencies, exactly, rounded once half-up to the reporting currency's minor unit. A currency without a
// rate for the month is listed and left out of the total, which is then marked incomplete.

export interface StatementConversionLine {
  currency: string;
  /** Null: no rate for the month (and no converted figures). */
  rate: string | null;
  ggr: string | null;
  promotionCost: string | null;
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

export async function convertMonthlyStatement(options: {
  statement: MonthlyStatement;
  reportingCurrency?: string | null;
}): Promise<StatementConversion | null> {
  const { statement } = options;
  if (!options.reportingCurrency) return null;
  const rates = await loadReportingRates({
    reportingCurrency: options.reportingCurrency,
    months: [statement.month],
    currencies: statement.lines.map((line) => line.currency),
  });
  let ggrTotal = 0n;
  let dueTotal = 0n;
  const missingCurrencies: string[] = [];
  const lines = statement.lines.map((line): StatementConversionLine => {
    const rate = rates.rateOf(statement.month, line.currency);
    if (rate === undefined) {
      missingCurrencies.push(line.currency);
      return {
        currency: line.currency,
        rate: null,
        ggr: null,
        promotionCost: null,
        billableGgr: null,
        amountDue: null,
      };
    }
    const exact = (text: string) => rates.convert(text, line.currency, rate);
    const ggr = exact(line.ggr);
    const due = line.amountDue === null ? null : exact(line.amountDue);
    ggrTotal += ggr;
    if (due !== null) dueTotal += due;
    return {
      currency: line.currency,
      rate: rate.entry ? rate.entry.rate : "1",
      ggr: rates.show(ggr),
      promotionCost: rates.show(exact(line.promotionCost)),
      billableGgr: line.billableGgr === null ? null : rates.show(exact(line.billableGgr)),
      amountDue: due === null ? null : rates.show(due),
    };
  });
  return {
    reportingCurrency: rates.reportingCurrency,
    exponent: rates.exponent,
    label: rates.label,
    lines,
    ggr: rates.show(ggrTotal),
    amountDue: statement.revenueShare ? rates.show(dueTotal) : null,
    complete: missingCurrencies.length === 0,
    missingCurrencies,
  };
}
