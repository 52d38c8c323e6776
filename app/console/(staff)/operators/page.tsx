import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { OperatorsView } from "./operators-view";

// GET /console/operators — operators list and create

export const metadata: Metadata = { title: "Operators" };

export default async function OperatorsPage() {
  await requireStaffPage({ returnTo: "/console/operators" });
  return <OperatorsView />;
}
