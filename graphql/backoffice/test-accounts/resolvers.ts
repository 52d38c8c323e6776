import { AppError, isAppError } from "@/lib/base/errors";
import type { PlayerView } from "@/lib/server/players/get-player";
import { getTestAccount } from "@/lib/server/players/get-test-account";
import { markTestAccount } from "@/lib/server/players/mark-test-account";
import { unmarkTestAccount } from "@/lib/server/players/unmark-test-account";
import type {
  MutationMarkTestAccountArgs,
  MutationUnmarkTestAccountArgs,
  Resolvers,
} from "@/graphql/generated/backoffice/resolvers-types";
import { operatorScoped } from "@/graphql/backoffice/operator-scoped";

// Marking and unmarking a player of the session's operator as a test account: admins and support act, finance only
// reads (Player.testAccount). Another operator's player is player_not_found, as the player query says.

const act = { roles: ["operator_admin", "operator_support"] } as const;
const read = { roles: ["operator_admin", "operator_support", "operator_finance"] } as const;

async function asPlayerNotFound<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw new AppError("player_not_found", error.message);
    throw error;
  }
}

export const testAccountResolvers: Resolvers = {
  Player: {
    testAccount: operatorScoped(read, (player: PlayerView, _args: unknown, { operatorId }) =>
      getTestAccount({ operatorId, externalPlayerId: player.externalPlayerId }),
    ),
  },
  Mutation: {
    markTestAccount: operatorScoped(act, (_parent, { externalPlayerId }: MutationMarkTestAccountArgs, context) =>
      asPlayerNotFound(
        markTestAccount({ operatorId: context.operatorId, externalPlayerId, actor: `operator:${context.user.id}` }),
      ),
    ),
    unmarkTestAccount: operatorScoped(act, (_parent, { externalPlayerId }: MutationUnmarkTestAccountArgs, context) =>
      asPlayerNotFound(
        unmarkTestAccount({ operatorId: context.operatorId, externalPlayerId, actor: `operator:${context.user.id}` }),
      ),
    ),
  },
};
