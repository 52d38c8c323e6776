import { z } from "zod";
import type { OperatorUser } from "@/lib/server/db/generated/client";

// Field rules for operator users (the back office's accounts), shared by the CLI, sign-in and the back office.

export const OPERATOR_USER_ROLES = ["operator_admin", "operator_support", "operator_finance"] as const;
export type OperatorUserRoleValue = (typeof OPERATOR_USER_ROLES)[number];
export const operatorUserRoleSchema = z.enum(OPERATOR_USER_ROLES, {
  error: "role must be operator_admin, operator_support or operator_finance",
});

/** An operator user as services return it: never the password hash nor the TOTP secret. */
export type OperatorUserView = Omit<OperatorUser, "passwordHash" | "totpSecretCiphertext" | "totpLastStep"> & {
  hasTotp: boolean;
};

export function toOperatorUserView(user: OperatorUser): OperatorUserView {
  const { passwordHash: _hash, totpSecretCiphertext, totpLastStep: _step, ...rest } = user;
  return { ...rest, hasTotp: totpSecretCiphertext !== null };
}

/** The throttling key of back-office sign-ins: its own, so failures there never lock a staff account, nor back. */
export function backofficeSignInKey(email: string): string {
  return `backoffice:${email}`;
}
