import { getDashboardSeries } from "@/lib/server/console/get-dashboard-series";
import { getDashboardStats } from "@/lib/server/console/get-dashboard-stats";
import { getOperatorHealth } from "@/lib/server/console/get-operator-health";
import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { orUndefined } from "@/graphql/input";

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: () => getDashboardStats(),
    dashboardSeries: (_parent, args) =>
      getDashboardSeries({ range: args.range, operatorId: orUndefined(args.operatorId) }),
    operatorHealth: (_parent, args) => getOperatorHealth({ operatorId: args.operatorId, range: args.range }),
  },
};
