import { z } from "zod";
import { parseInput } from "@/lib/base/parse-input";
import { prisma } from "@/lib/server/db/prisma";
import { parseCurrencyCode, toExchangeRateView, type ExchangeRateView } from "./exchange-rate-fields";

const listExchangeRatesSchema = z.object({ first: z.number().int().min(1).max(500).default(200) });

/**
 * The entered rates with their history, latest month first; of one month and pair, the entry in use first and the
 * ones it superseded after it. Optionally of one reporting currency.
 */
export async function listExchangeRates(options: {
  reportingCurrency?: string | null;
  first?: number | null;
}): Promise<ExchangeRateView[]> {
  const { first } = parseInput(listExchangeRatesSchema, { first: options.first ?? undefined });
  const reportingCurrency = options.reportingCurrency
    ? parseCurrencyCode(options.reportingCurrency, "reportingCurrency")
    : undefined;
  const rows = await prisma.exchangeRate.findMany({
    where: reportingCurrency ? { reportingCurrency } : {},
    orderBy: [{ month: "desc" }, { reportingCurrency: "asc" }, { currency: "asc" }, { id: "desc" }],
    take: first,
  });
  // Ordered by month and pair, then newest first: the first row of each month and pair is the one in use.
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = `${row.month.toISOString()}|${row.currency}|${row.reportingCurrency}`;
    const current = !seen.has(key);
    seen.add(key);
    return toExchangeRateView(row, current);
  });
}
