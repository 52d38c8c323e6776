import { listPlayerRestrictions } from "@/lib/server/player-restrictions/list-player-restrictions";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const playerRestrictionResolvers: Resolvers = {
  Query: {
    playerRestrictions: (_parent, { externalPlayerId, operatorId }) =>
      listPlayerRestrictions({ operatorId: operatorId ?? null, externalPlayerId }),
  },
};
