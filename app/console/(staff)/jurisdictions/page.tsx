import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { JurisdictionsView } from "./jurisdictions-view";

// GET /console/jurisdictions — the built-in jurisdiction profiles and every rule they set (read-only)

export const metadata: Metadata = { title: "Jurisdictions" };

export default async function JurisdictionsPage() {
  await requireStaffPage({ returnTo: "/console/jurisdictions" });
  return <JurisdictionsView />;
}
