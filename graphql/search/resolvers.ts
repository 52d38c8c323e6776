import { searchEverything } from "@/lib/server/console/search-everything";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const searchResolvers: Resolvers = {
  Query: {
    search: (_parent, args) => searchEverything({ query: args.query }),
  },
};
