import { z } from "zod";
import type { StaffUser } from "@/lib/server/db/generated/client";
import { booleanSetting, positiveIntegerSetting } from "@/lib/base/env-setting";

// Field rules for staff accounts, shared by the CLI, the seed, sign-in and the console.

export const STAFF_ROLES = ["admin", "viewer"] as const;
export type StaffRoleValue = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: "role must be admin or viewer" });

/** Emails are compared case-insensitively, so they are stored trimmed and lower-cased. */
export const staffEmailSchema = z
  .string()
  .trim()
  .max(254, "email is too long")
  .pipe(z.email({ error: "email must be an email address, e.g. alice@example.com" }))
  .transform((value) => value.toLowerCase());

export const staffNameSchema = z.string().trim().min(1, "name is required").max(200);

/** Longest accepted password: hashing cost grows with length, so an unbounded one would be a denial of service. */
export const PASSWORD_MAX_LENGTH = 512;

/** STAFF_PASSWORD_MIN_LENGTH (default 12). */
export function passwordMinLength(): number {
  return positiveIntegerSetting("STAFF_PASSWORD_MIN_LENGTH", 12);
}

export function newPasswordSchema() {
  const min = passwordMinLength();
  return z
    .string()
    .min(min, `password must be at least ${min} characters`)
    .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`);
}

/** A staff account as services return it: never the password hash nor a TOTP secret. */
export type StaffUserView = Omit<
  StaffUser,
  "passwordHash" | "totpSecretCiphertext" | "totpLastStep" | "totpPendingCiphertext"
> & {
  hasPassword: boolean;
  hasTotp: boolean;
  /** The platform requires this account to have a second factor (an admin, with STAFF_ADMIN_TOTP_REQUIRED on). */
  totpRequired: boolean;
  /** An admin must enroll a second factor before anything else (STAFF_ADMIN_TOTP_REQUIRED and none yet). */
  totpEnrollmentRequired: boolean;
};

export function toStaffUserView(user: StaffUser): StaffUserView {
  const { passwordHash, totpSecretCiphertext, totpLastStep: _step, totpPendingCiphertext: _pending, ...rest } = user;
  const hasTotp = totpSecretCiphertext !== null;
  const totpRequired = staffTotpRequired(user);
  return {
    ...rest,
    hasPassword: passwordHash !== null,
    hasTotp,
    totpRequired,
    totpEnrollmentRequired: !hasTotp && totpRequired,
  };
}

/**
 * STAFF_ADMIN_TOTP_REQUIRED=1: every staff admin must have a TOTP second factor (a console that changes every
 * operator's money has no admin without one). Off by default, so the demo and the tests' admins sign in as before.
 */
export function staffAdminTotpRequired(): boolean {
  return booleanSetting("STAFF_ADMIN_TOTP_REQUIRED", false);
}

/** Whether the platform requires this account to have a second factor. */
export function staffTotpRequired(user: Pick<StaffUser, "role">): boolean {
  return user.role === "admin" && staffAdminTotpRequired();
}

/** The issuer authenticator apps show beside a console account. */
export const CONSOLE_TOTP_ISSUER = "Game Provider console";
