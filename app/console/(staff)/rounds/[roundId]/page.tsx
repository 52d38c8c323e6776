import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { PageHeader } from "@/lib/console/ui/page-header";
import { RoundDetails } from "../round-details";

// GET /console/rounds/{round_id} — one round's details, as the operator API gives them

export const metadata: Metadata = { title: "Round" };

export default async function RoundPage({ params }: { params: Promise<{ roundId: string }> }) {
  const { roundId } = await params;
  await requireStaffPage({ returnTo: `/console/rounds/${encodeURIComponent(roundId)}` });
  return (
    <>
      <PageHeader title="Round" breadcrumbs={[{ href: "/console/rounds", label: "Round lookup" }]} />
      <RoundDetails roundId={roundId} />
    </>
  );
}
