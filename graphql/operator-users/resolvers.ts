import { createOperatorUser } from "@/lib/server/operator-users/create-operator-user";
import { listOperatorUsers } from "@/lib/server/operator-users/list-operator-users";
import { setOperatorUserActive } from "@/lib/server/operator-users/set-operator-user-active";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

// Staff manage any operator's back-office users: invite (the first admin, or any role), revoke and reactivate. The
// back office's own rules (not oneself, not the last admin) do not bind staff: they recover an operator's access.
export const operatorUserResolvers: Resolvers = {
  Query: {
    operatorUsers: (_parent, { operatorId }) => listOperatorUsers({ operatorId }),
  },
  Mutation: {
    inviteOperatorUser: (_parent, { operatorId, email, role }, { actor }) =>
      createOperatorUser({ operatorId, email, role, actor }),
    setOperatorUserActive: (_parent, { id, active }, { actor }) => setOperatorUserActive({ id, active, actor }),
  },
};
