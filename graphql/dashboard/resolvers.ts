import { getDashboardStats } from "@/lib/server/console/get-dashboard-stats";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: () => getDashboardStats(),
  },
};
