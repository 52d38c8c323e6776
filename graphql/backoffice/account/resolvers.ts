import { beginOperatorUserTotpEnrollment } from "@/lib/server/operator-users/begin-operator-user-totp-enrollment";
import { changeOperatorUserPassword } from "@/lib/server/operator-users/change-operator-user-password";
import { confirmOperatorUserTotpEnrollment } from "@/lib/server/operator-users/confirm-operator-user-totp-enrollment";
import { removeOperatorUserTotp } from "@/lib/server/operator-users/remove-operator-user-totp";
import { renewOperatorSession } from "@/lib/server/auth/operator-session";
import { setBackofficeTotpRequired } from "@/lib/server/operator-users/set-backoffice-totp-required";
import type { OperatorSessionUser } from "@/lib/server/operator-users/operator-user-fields";
import type { Resolvers } from "@/graphql/generated/backoffice/resolvers-types";
import { ALL_OPERATOR_ROLES, operatorScoped } from "@/graphql/backoffice/operator-scoped";

// The signed-in user's own account: every role, open while a setup step is due, and acting on the session's user
// only (no argument names a user, so nobody can change another's password or second factor here).

const own = { roles: ALL_OPERATOR_ROLES, duringAccountSetup: true } as const;
const admin = { roles: ["operator_admin"], duringAccountSetup: true } as const;

function myAccount(user: OperatorSessionUser) {
  return {
    id: user.id,
    email: user.email,
    hasTotp: user.hasTotp,
    accountSetupStep: user.accountSetupStep,
    operatorTotpRequired: user.operatorRequiresTotp,
  };
}

export const accountResolvers: Resolvers = {
  Query: {
    myAccount: operatorScoped(own, (_parent, _args, { user }) => myAccount(user)),
  },
  Mutation: {
    changeMyPassword: operatorScoped(own, async (_parent, { currentPassword, newPassword }, { user, ip }) => {
      const changed = await changeOperatorUserPassword({ userId: user.id, currentPassword, newPassword, ip });
      // The change ended the user's other sessions; this one goes on.
      await renewOperatorSession();
      return myAccount(changed);
    }),
    beginMyTotpEnrollment: operatorScoped(own, (_parent, _args, { user }) =>
      beginOperatorUserTotpEnrollment({ userId: user.id }),
    ),
    confirmMyTotpEnrollment: operatorScoped(own, async (_parent, { code }, { user }) =>
      myAccount(await confirmOperatorUserTotpEnrollment({ userId: user.id, code })),
    ),
    removeMyTotp: operatorScoped(own, async (_parent, { code }, { user }) => {
      const removed = await removeOperatorUserTotp({ userId: user.id, code });
      await renewOperatorSession();
      return myAccount(removed);
    }),
    setOperatorTotpRequired: operatorScoped(admin, async (_parent, { required }, { user }) =>
      myAccount(await setBackofficeTotpRequired({ userId: user.id, required })),
    ),
  },
};
