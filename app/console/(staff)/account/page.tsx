import type { Metadata } from "next";
import { CONSOLE_ACCOUNT_PAGE, requireStaffPage } from "@/lib/server/auth/staff-session";
import { AccountView } from "./account-view";

// GET /console/account — the signed-in staff member's own second factor (any role). The one console page open while
// an admin must enroll one (STAFF_ADMIN_TOTP_REQUIRED): every other redirects here.

export const metadata: Metadata = { title: "My account" };

export default async function ConsoleAccountPage() {
  await requireStaffPage({ returnTo: CONSOLE_ACCOUNT_PAGE, duringAccountSetup: true });
  return <AccountView />;
}
