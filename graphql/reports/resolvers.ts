import { convertRevenueReport } from "@/lib/server/reports/convert-revenue-report";
import { getRevenueReport } from "@/lib/server/reports/get-revenue-report";
import { listExchangeRates } from "@/lib/server/reports/list-exchange-rates";
import { setExchangeRate } from "@/lib/server/reports/set-exchange-rate";
import { verifyRollups } from "@/lib/server/reports/verify-rollups";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const reportResolvers: Resolvers = {
  Query: {
    // The report's SQL stays in getRevenueReport; the conversion to a reporting currency is composed beside it.
    revenueReport: async (_parent, { filter: { reportingCurrency, ...filter } }) =>
      convertRevenueReport({
        report: await getRevenueReport({ ...filter, top: filter.top ?? undefined }),
        reportingCurrency,
      }),
    verifyRevenueRollups: (_parent, { from, to }) => verifyRollups({ from, to }),
    exchangeRates: (_parent, { reportingCurrency, first }) => listExchangeRates({ reportingCurrency, first }),
  },
  Mutation: {
    setExchangeRate: (_parent, { input }, { actor }) =>
      setExchangeRate({
        month: input.month,
        currency: input.currency,
        reportingCurrency: input.reportingCurrency,
        rate: input.rate,
        actor,
      }),
  },
};
