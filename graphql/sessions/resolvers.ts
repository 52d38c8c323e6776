import { endLaunchSession } from "@/lib/server/sessions/end-launch-session";
import { getLaunchSession } from "@/lib/server/sessions/get-launch-session";
import { listLaunchSessions } from "@/lib/server/sessions/list-launch-sessions";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const sessionResolvers: Resolvers = {
  Query: {
    sessions: (_parent, { filter, first, after }) =>
      listLaunchSessions({
        operatorId: filter?.operatorId,
        externalPlayerId: filter?.externalPlayerId,
        gameSymbol: filter?.gameSymbol,
        state: filter?.state,
        first: first ?? undefined,
        after,
      }),
    session: (_parent, { id }) => getLaunchSession({ sessionId: id }),
  },
  Mutation: {
    terminateSession: (_parent, { id }, { actor }) => endLaunchSession({ sessionId: id, actor }),
  },
};
