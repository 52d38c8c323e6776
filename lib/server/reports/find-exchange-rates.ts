import type { Prisma } from "@/lib/server/db/prisma";
import { formatMonth } from "@/lib/server/billing/revenue-share-fields";
import { toExchangeRateView, type ExchangeRateView } from "./exchange-rate-fields";

/**
 * The rates in use to a reporting currency for some months and currencies: of each month and currency, the entry
 * made last. Keyed "YYYY-MM|CUR"; a month and currency without an entry is absent.
 */
export async function findExchangeRates(
  db: Prisma.TransactionClient,
  options: { reportingCurrency: string; months: Date[]; currencies: string[] },
): Promise<Map<string, ExchangeRateView>> {
  const rates = new Map<string, ExchangeRateView>();
  if (options.months.length === 0 || options.currencies.length === 0) return rates;
  const rows = await db.exchangeRate.findMany({
    where: { reportingCurrency: options.reportingCurrency, month: { in: options.months }, currency: { in: options.currencies } },
    orderBy: { id: "desc" },
  });
  for (const row of rows) {
    const key = `${formatMonth(row.month)}|${row.currency.trim()}`;
    if (!rates.has(key)) rates.set(key, toExchangeRateView(row, true));
  }
  return rates;
}
