import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const staffResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { staff }) => staff,
  },
};
