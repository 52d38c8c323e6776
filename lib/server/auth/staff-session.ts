import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/base/errors";
import { getActiveStaffUser } from "@/lib/server/staff/get-active-staff-user";
import type { StaffRoleValue, StaffUserView } from "@/lib/server/staff/staff-fields";
import { authOptions, SIGN_IN_PAGE } from "./auth-options";

// Session helpers for server components, route handlers and the GraphQL context. The cookie names the account;
// the account's current role and status come from the database on every call.

const RANK: Record<StaffRoleValue, number> = { viewer: 1, admin: 2 };

export function hasRole(staff: Pick<StaffUserView, "role">, role: StaffRoleValue): boolean {
  return RANK[staff.role] >= RANK[role];
}

/** The signed-in staff account of the current request, or null. */
export async function getStaffSession(): Promise<StaffUserView | null> {
  const session = await getServerSession(authOptions());
  const id = session?.user?.id;
  return id ? getActiveStaffUser({ id }) : null;
}

/** The console page where staff enroll their own second factor: the only one open while an admin must enroll. */
export const CONSOLE_ACCOUNT_PAGE = "/console/account";

/** The error every console request but the account's own gets while an admin must enroll a second factor. */
export function totpEnrollmentRequiredError(): AppError {
  return new AppError(
    "totp_enrollment_required",
    "Staff admins must have a second factor: enroll an authenticator app first (My account)",
  );
}

/**
 * For route handlers: the signed-in account with at least `role`, else AppError unauthenticated (401) / forbidden
 * (403), or totp_enrollment_required (403) while an admin must first enroll a second factor.
 */
export async function requireStaff(options: { role?: StaffRoleValue } = {}): Promise<StaffUserView> {
  const staff = await getStaffSession();
  if (!staff) throw new AppError("unauthenticated", "Sign in to the console first");
  if (staff.totpEnrollmentRequired) throw totpEnrollmentRequiredError();
  if (options.role && !hasRole(staff, options.role))
    throw new AppError("forbidden", `This needs the ${options.role} role`);
  return staff;
}

/**
 * For console pages: like requireStaff, but a signed-out visitor is sent to the sign-in page and back afterwards,
 * and an admin who must enroll a second factor to the account page (the one page with `duringAccountSetup`).
 */
export async function requireStaffPage(options: {
  role?: StaffRoleValue;
  returnTo: string;
  duringAccountSetup?: boolean;
}): Promise<StaffUserView> {
  const staff = await getStaffSession();
  if (!staff) redirect(signInPath(options.returnTo));
  if (staff.totpEnrollmentRequired && !options.duringAccountSetup) redirect(CONSOLE_ACCOUNT_PAGE);
  if (options.role && !hasRole(staff, options.role))
    throw new AppError("forbidden", `This page needs the ${options.role} role`);
  return staff;
}

/** The sign-in page, returning to a same-site path afterwards. */
export function signInPath(returnTo?: string): string {
  const safe = returnTo && returnTo.startsWith("/") && !returnTo.startsWith("//") ? returnTo : "/console";
  return `${SIGN_IN_PAGE}?${new URLSearchParams({ callbackUrl: safe })}`;
}

/** Who did it, as audit rows name staff: "console:<email>". */
export function staffActor(staff: Pick<StaffUserView, "email">): string {
  return `console:${staff.email}`;
}
