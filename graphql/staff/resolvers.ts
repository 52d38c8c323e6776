import { createStaffUserFromConsole } from "@/lib/server/staff/create-staff-user-from-console";
import { beginStaffTotpEnrollment } from "@/lib/server/staff/begin-staff-totp-enrollment";
import { confirmStaffTotpEnrollment } from "@/lib/server/staff/confirm-staff-totp-enrollment";
import { removeStaffTotp } from "@/lib/server/staff/remove-staff-totp";
import { listStaffUsers } from "@/lib/server/staff/list-staff-users";
import { updateStaffUser } from "@/lib/server/staff/update-staff-user";
import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { orUndefined } from "@/graphql/input";

export const staffResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { staff }) => staff,
    staffUsers: () => listStaffUsers(),
  },
  Mutation: {
    createStaffUser: (_parent, { input }, { actor }) =>
      createStaffUserFromConsole({
        email: input.email,
        name: input.name,
        role: input.role,
        password: orUndefined(input.password),
        actor,
      }),
    updateStaffUser: (_parent, { id, input }, { actor }) =>
      updateStaffUser({ id, role: orUndefined(input.role), active: orUndefined(input.active), actor }),
    // The session's own account only: no argument names another.
    beginMyTotpEnrollment: (_parent, _args, { staff, actor }) => beginStaffTotpEnrollment({ staffId: staff.id, actor }),
    confirmMyTotpEnrollment: (_parent, { code }, { staff, actor }) =>
      confirmStaffTotpEnrollment({ staffId: staff.id, code, actor }),
    removeMyTotp: (_parent, { code }, { staff, actor }) => removeStaffTotp({ staffId: staff.id, code, actor }),
  },
};
