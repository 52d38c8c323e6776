import { getRevenueReport } from "@/lib/server/reports/get-revenue-report";
import { verifyRollups } from "@/lib/server/reports/verify-rollups";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const reportResolvers: Resolvers = {
  Query: {
    revenueReport: (_parent, { filter }) => getRevenueReport({ ...filter, top: filter.top ?? undefined }),
    verifyRevenueRollups: (_parent, { from, to }) => verifyRollups({ from, to }),
  },
};
