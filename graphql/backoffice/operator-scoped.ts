import type { GraphQLResolveInfo } from "graphql";
import { AppError } from "@/lib/base/errors";
import { ACCOUNT_SETUP_ERRORS, type OperatorUserRoleValue } from "@/lib/server/operator-users/operator-user-fields";
import type { BackofficeContext } from "./backoffice-context";

// Every resolver of the back office's schema is wrapped in operatorScoped: it names the roles that may call it, and
// it reads the operator from the context (the session's), never from an argument. tests/checks/backoffice-operator-
// scope.test.ts fails when a resolver of the back-office schema lacks the declaration.

const OPERATOR_SCOPE = Symbol("backoffice operator scope");

export interface OperatorScope {
  /** The operator user roles that may call the resolver; any other role is refused with "forbidden". */
  roles: readonly OperatorUserRoleValue[];
  /**
   * Open while the user must first change their one-time password or enroll a required second factor (the account
   * operations only); every other resolver then answers password_change_required or totp_enrollment_required.
   */
  duringAccountSetup?: boolean;
}

/** Every role: reading players is open to admins and support, and read-only to finance. */
export const ALL_OPERATOR_ROLES = ["operator_admin", "operator_support", "operator_finance"] as const;

type ScopedResolver<Parent, Args, Result> = (
  parent: Parent,
  args: Args,
  context: BackofficeContext,
  info: GraphQLResolveInfo,
) => Result;

export function operatorScoped<Parent, Args, Result>(
  scope: OperatorScope,
  resolve: ScopedResolver<Parent, Args, Result>,
): ScopedResolver<Parent, Args, Result> {
  const scoped: ScopedResolver<Parent, Args, Result> = (parent, args, context, info) => {
    const step = context.user.accountSetupStep;
    if (step !== null && !scope.duringAccountSetup) {
      const { code, message } = ACCOUNT_SETUP_ERRORS[step];
      throw new AppError(code, message);
    }
    if (!scope.roles.includes(context.user.role)) {
      throw new AppError(
        "forbidden",
        `Your role (${context.user.role}) may not use ${info.parentType}.${info.fieldName}`,
      );
    }
    return resolve(parent, args, context, info);
  };
  return Object.assign(scoped, { [OPERATOR_SCOPE]: scope });
}

/** The declared scope of a resolver, or undefined when it was not wrapped in operatorScoped. */
export function operatorScopeOf(resolver: unknown): OperatorScope | undefined {
  if (typeof resolver !== "function") return undefined;
  return (resolver as { [OPERATOR_SCOPE]?: OperatorScope })[OPERATOR_SCOPE];
}
