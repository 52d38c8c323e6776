import type { Metadata } from "next";
import { reportFiltersFromQuery, reportFiltersQuery } from "./report-filters";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { ReportsView } from "./reports-view";

// GET /console/reports — the money view: bets, wins, GGR over time, top games and operators, RTP against theory

export const metadata: Metadata = { title: "Reports" };

interface ReportsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ReportsPage({ searchParams }: ReportsPageProps) {
  const filters = reportFiltersFromQuery(await searchParams, new Date().toISOString().slice(0, 10));
  const query = reportFiltersQuery(filters);
  // Signing in comes back to the same view.
  await requireStaffPage({ returnTo: `/console/reports${query ? `?${query}` : ""}` });
  return <ReportsView initialFilters={filters} />;
}
