import { revokeRoundReplay } from "@/lib/server/replay/revoke-round-replay";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const roundReplayResolvers: Resolvers = {
  Mutation: {
    revokeRoundReplay: (_parent, { roundId }, { actor }) => revokeRoundReplay({ roundId, actor }),
  },
};
