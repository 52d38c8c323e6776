import { convertMonthlyStatement } from "@/lib/server/billing/convert-monthly-statement";
import { getMonthlyStatement } from "@/lib/server/billing/get-monthly-statement";
import { listRevenueShares } from "@/lib/server/billing/list-revenue-shares";
import { setRevenueShare } from "@/lib/server/billing/set-revenue-share";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const billingResolvers: Resolvers = {
  Query: {
    revenueShares: (_parent, { operatorId }) => listRevenueShares({ operatorId }),
    monthlyStatement: async (_parent, { operatorId, month, reportingCurrency }) => {
      const { statement } = await getMonthlyStatement({ operatorId, month });
      const conversion = await convertMonthlyStatement({ statement, reportingCurrency });
      const query = new URLSearchParams({ operator: statement.operatorId, month: statement.month });
      return {
        ...statement,
        conversion,
        csvPath: `/console/billing/statement.csv?${query}`,
        printPath: `/console/billing/print?${query}`,
      };
    },
  },
  Mutation: {
    setRevenueShare: (_parent, { input }, { actor }) =>
      setRevenueShare({
        operatorId: input.operatorId,
        effectiveFrom: input.effectiveFrom,
        percent: input.percent,
        freeRoundsCostTreatment: input.freeRoundsCostTreatment,
        promotionCostTreatment: input.promotionCostTreatment,
        actor,
      }),
  },
};
