import { AppError, isAppError } from "@/lib/base/errors";
import { liftPlayerRestriction } from "@/lib/server/player-restrictions/lift-player-restriction";
import { listPlayerRestrictions } from "@/lib/server/player-restrictions/list-player-restrictions";
import { restrictPlayer } from "@/lib/server/player-restrictions/restrict-player";
import type { PlayerView } from "@/lib/server/players/get-player";
import { endPlayerSessions } from "@/lib/server/sessions/end-player-sessions";
import type {
  MutationKickPlayerArgs,
  MutationLiftPlayerRestrictionArgs,
  MutationRestrictPlayerArgs,
  Resolvers,
} from "@/graphql/generated/backoffice/resolvers-types";
import { operatorScoped } from "@/graphql/backoffice/operator-scoped";
import type { BackofficeContext } from "@/graphql/backoffice/backoffice-context";

// Restricting, lifting and kicking a player of the session's operator: admins and support act, finance only reads
// (the restrictions field is open to every role through Player's read scope below). The services answer a player
// (or restriction) of another operator as not_found; the back office names it player_not_found, as its player
// query does, so a mutation tells no more about another operator's players than a read.

const act = { roles: ["operator_admin", "operator_support"] } as const;
const read = { roles: ["operator_admin", "operator_support", "operator_finance"] } as const;

function actorOf(context: BackofficeContext): string {
  return `operator:${context.user.id}`;
}

async function asPlayerNotFound<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw new AppError("player_not_found", error.message);
    throw error;
  }
}

export const playerRestrictionResolvers: Resolvers = {
  Player: {
    restrictions: operatorScoped(read, (player: PlayerView, _args: unknown, { operatorId }) =>
      listPlayerRestrictions({ operatorId, externalPlayerId: player.externalPlayerId }),
    ),
  },
  Mutation: {
    restrictPlayer: operatorScoped(
      act,
      (_parent, { externalPlayerId, reason, endsAt }: MutationRestrictPlayerArgs, context) =>
        asPlayerNotFound(
          restrictPlayer({
            operatorId: context.operatorId,
            externalPlayerId,
            reason,
            endsAt: endsAt ?? null,
            actor: actorOf(context),
          }),
        ),
    ),
    liftPlayerRestriction: operatorScoped(
      act,
      (_parent, { restrictionId }: MutationLiftPlayerRestrictionArgs, context) =>
        asPlayerNotFound(
          liftPlayerRestriction({ operatorId: context.operatorId, restrictionId, actor: actorOf(context) }),
        ),
    ),
    kickPlayer: operatorScoped(act, async (_parent, { externalPlayerId }: MutationKickPlayerArgs, context) => {
      const ended = await asPlayerNotFound(
        endPlayerSessions({ operatorId: context.operatorId, externalPlayerId, actor: actorOf(context) }),
      );
      return { externalPlayerId, endedSessionIds: ended.sessionIds };
    }),
  },
};
