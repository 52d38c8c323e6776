import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { AuditView } from "./audit-view";

// GET /console/audit — every staff and system action: who, what, when, before and after

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage() {
  await requireStaffPage({ returnTo: "/console/audit" });
  return <AuditView />;
}
