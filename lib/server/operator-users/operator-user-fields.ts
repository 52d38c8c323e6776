import { z } from "zod";
import type { OperatorUser } from "@/lib/server/db/generated/client";

// Field rules for operator users (the back office's accounts), shared by the CLI, sign-in and the back office.

export const OPERATOR_USER_ROLES = ["operator_admin", "operator_support", "operator_finance"] as const;
export type OperatorUserRoleValue = (typeof OPERATOR_USER_ROLES)[number];
export const operatorUserRoleSchema = z.enum(OPERATOR_USER_ROLES, {
  error: "role must be operator_admin, operator_support or operator_finance",
});

/** An operator user as services return it: never the password hash nor a TOTP secret. */
export type OperatorUserView = Omit<
  OperatorUser,
  "passwordHash" | "totpSecretCiphertext" | "totpLastStep" | "totpPendingCiphertext"
> & {
  hasTotp: boolean;
};

export function toOperatorUserView(user: OperatorUser): OperatorUserView {
  const {
    passwordHash: _hash,
    totpSecretCiphertext,
    totpLastStep: _step,
    totpPendingCiphertext: _pending,
    ...rest
  } = user;
  return { ...rest, hasTotp: totpSecretCiphertext !== null };
}

/**
 * What a user must do before anything else in the back office: set their own password (they were given a one-time
 * one), then enroll a second factor when their operator requires one. Null: nothing, the back office is open.
 */
export type AccountSetupStep = "change_password" | "enroll_totp";

/** A signed-in user as the back office sees them: the view, whether their operator requires TOTP, and the step due. */
export type OperatorSessionUser = OperatorUserView & {
  operatorRequiresTotp: boolean;
  accountSetupStep: AccountSetupStep | null;
};

/** Prisma's include of what toOperatorSessionUser needs of the user's operator. */
export const WITH_OPERATOR_TOTP = { operator: { select: { backofficeTotpRequired: true } } } as const;

export function toOperatorSessionUser(user: OperatorUser, operatorRequiresTotp: boolean): OperatorSessionUser {
  const view = toOperatorUserView(user);
  const accountSetupStep = view.passwordChangeRequired
    ? "change_password"
    : operatorRequiresTotp && !view.hasTotp
      ? "enroll_totp"
      : null;
  return { ...view, operatorRequiresTotp, accountSetupStep };
}

/** The error a request gets while a setup step is due: its code tells the page (and an API client) what to do. */
export const ACCOUNT_SETUP_ERRORS = {
  change_password: {
    code: "password_change_required",
    message: "Set your own password first (My account): the one you were given works once",
  },
  enroll_totp: {
    code: "totp_enrollment_required",
    message: "Your operator requires a second factor: enroll an authenticator app first (My account)",
  },
} as const;

/** How audit rows name an operator user acting in the back office. */
export function operatorUserActor(user: Pick<OperatorUser, "id">): string {
  return `operator:${user.id}`;
}

/** The issuer authenticator apps show beside a back-office account. */
export const BACKOFFICE_TOTP_ISSUER = "Back office";

/** The throttling key of back-office sign-ins: its own, so failures there never lock a staff account, nor back. */
export function backofficeSignInKey(email: string): string {
  return `backoffice:${email}`;
}
