import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { FreeRoundsView } from "./free-rounds-view";

// GET /console/free-rounds — free-rounds campaigns of every operator: list, filter, create

export const metadata: Metadata = { title: "Free rounds" };

export default async function FreeRoundsPage() {
  await requireStaffPage({ returnTo: "/console/free-rounds" });
  return <FreeRoundsView />;
}
