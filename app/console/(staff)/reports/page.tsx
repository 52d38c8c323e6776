import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { ReportsView } from "./reports-view";

// GET /console/reports — the money view: bets, wins, GGR over time, top games and operators, RTP against theory

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage() {
  await requireStaffPage({ returnTo: "/console/reports" });
  return <ReportsView />;
}
