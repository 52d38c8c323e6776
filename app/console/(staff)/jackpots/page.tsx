import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { JackpotsView } from "./jackpots-view";

// GET /console/jackpots — every jackpot pool with its tiers' amounts now, what the provider owes in them, and create

export const metadata: Metadata = { title: "Jackpots" };

export default async function JackpotsPage() {
  await requireStaffPage({ returnTo: "/console/jackpots" });
  return <JackpotsView />;
}
