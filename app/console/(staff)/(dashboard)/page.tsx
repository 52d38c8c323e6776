import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { DashboardView } from "./dashboard-view";

// GET /console — dashboard: operators, live play, wallet callback health, alerts

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  await requireStaffPage({ returnTo: "/console" });
  return <DashboardView />;
}
