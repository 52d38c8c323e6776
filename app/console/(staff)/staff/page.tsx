import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { StaffView } from "./staff-view";

// GET /console/staff — staff accounts: create, change role, deactivate or reactivate (admins only)

export const metadata: Metadata = { title: "Staff" };

export default async function StaffPage() {
  const staff = await requireStaffPage({ role: "admin", returnTo: "/console/staff" });
  return <StaffView currentStaffId={staff.id} />;
}
