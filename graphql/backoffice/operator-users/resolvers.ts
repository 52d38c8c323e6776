import { createOperatorUser } from "@/lib/server/operator-users/create-operator-user";
import { listOperatorUsers } from "@/lib/server/operator-users/list-operator-users";
import { setOperatorUserActive } from "@/lib/server/operator-users/set-operator-user-active";
import { setOperatorUserRole } from "@/lib/server/operator-users/set-operator-user-role";
import type {
  MutationInviteOperatorUserArgs,
  MutationSetOperatorUserActiveArgs,
  MutationSetOperatorUserRoleArgs,
  Resolvers,
} from "@/graphql/generated/backoffice/resolvers-types";
import type { BackofficeContext } from "@/graphql/backoffice/backoffice-context";
import { operatorScoped } from "@/graphql/backoffice/operator-scoped";

// An operator's admins manage its back-office users; support and finance are refused. Changes name the user by id
// within the session's operator (another operator's user is not_found) and the acting admin, whom the services keep
// from deactivating or demoting themselves or the operator's last active admin.

const admins = { roles: ["operator_admin"] } as const;

function actorOf(context: BackofficeContext): string {
  return `operator:${context.user.id}`;
}

export const operatorUserResolvers: Resolvers = {
  Query: {
    operatorUsers: operatorScoped(admins, (_parent, _args: unknown, { operatorId }) =>
      listOperatorUsers({ operatorId }),
    ),
  },
  Mutation: {
    inviteOperatorUser: operatorScoped(admins, (_parent, { email, role }: MutationInviteOperatorUserArgs, context) =>
      createOperatorUser({ operatorId: context.operatorId, email, role, actor: actorOf(context) }),
    ),
    setOperatorUserRole: operatorScoped(admins, (_parent, { id, role }: MutationSetOperatorUserRoleArgs, context) =>
      setOperatorUserRole({
        id,
        role,
        operatorId: context.operatorId,
        actingUserId: context.user.id,
        actor: actorOf(context),
      }),
    ),
    setOperatorUserActive: operatorScoped(
      admins,
      (_parent, { id, active }: MutationSetOperatorUserActiveArgs, context) =>
        setOperatorUserActive({
          id,
          active,
          operatorId: context.operatorId,
          actingUserId: context.user.id,
          actor: actorOf(context),
        }),
    ),
  },
};
