import { z } from "zod";
import type { StaffUser } from "@/lib/server/db/generated/client";
import { positiveIntegerSetting } from "@/lib/base/env-setting";

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

/** A staff account as services return it: never the password hash. */
export type StaffUserView = Omit<StaffUser, "passwordHash"> & { hasPassword: boolean };

export function toStaffUserView(user: StaffUser): StaffUserView {
  const { passwordHash, ...rest } = user;
  return { ...rest, hasPassword: passwordHash !== null };
}
