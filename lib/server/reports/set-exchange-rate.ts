import { z } from "zod";
import { AppError } from "@/lib/base/errors";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseInput } from "@/lib/base/parse-input";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { parseMonth } from "./report-month";
import { prisma } from "@/lib/server/db/prisma";
import { RATE_SCALE, parseRateUnits } from "./conversion-maths";
import { parseCurrencyCode, toExchangeRateView, type ExchangeRateView } from "./exchange-rate-fields";

const setExchangeRateSchema = z.object({ actor: actorSchema });

/**
 * Enters a month's rate of a currency to a reporting currency: a new row, never an edit, which supersedes the
 * month's earlier entries for the pair; audited as exchange_rate.set with the rate it replaced. Past months may be
 * corrected (reports converted at them change with it) and future ones set ahead.
 */
export async function setExchangeRate(options: {
  /** "YYYY-MM". */
  month: string;
  /** The currency converted from. */
  currency: string;
  reportingCurrency: string;
  /** Units of reportingCurrency per unit of currency, positive decimal text, at most 12 decimals. */
  rate: string;
  actor: string;
}): Promise<ExchangeRateView> {
  const { actor } = parseInput(setExchangeRateSchema, options);
  const month = parseMonth(options.month);
  const currency = parseCurrencyCode(options.currency, "currency");
  const reportingCurrency = parseCurrencyCode(options.reportingCurrency, "reportingCurrency");
  if (currency === reportingCurrency) {
    throw new AppError(
      "invalid_currency",
      "currency and reportingCurrency must differ: a currency converts to itself at 1",
      {
        fields: { currency: "Differs from the reporting currency" },
      },
    );
  }
  const rate = formatMinorUnits(parseRateUnits(options.rate), RATE_SCALE);
  return prisma.$transaction(async (tx) => {
    const before = await tx.exchangeRate.findFirst({
      where: { month, currency, reportingCurrency },
      orderBy: { id: "desc" },
    });
    const created = await tx.exchangeRate.create({
      data: { month, currency, reportingCurrency, rate, createdBy: actor },
    });
    const view = toExchangeRateView(created, true);
    await recordAudit({
      db: tx,
      actor,
      action: "exchange_rate.set",
      target: { type: "exchange_rate", id: `${currency}/${reportingCurrency}/${view.month}` },
      before: before ? rateFigures(toExchangeRateView(before, false)) : undefined,
      after: rateFigures(view),
    });
    return view;
  });
}

function rateFigures(view: ExchangeRateView) {
  return { month: view.month, currency: view.currency, reportingCurrency: view.reportingCurrency, rate: view.rate };
}
