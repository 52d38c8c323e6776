import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { StatementsView } from "./statements-view";

// GET /console/statements — an operator's daily statement (per currency, type and state) and its CSV download

export const metadata: Metadata = { title: "Daily statements" };

export default async function StatementsPage() {
  await requireStaffPage({ returnTo: "/console/statements" });
  return <StatementsView />;
}
