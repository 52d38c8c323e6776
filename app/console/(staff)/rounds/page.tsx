import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { RoundLookupView } from "./round-lookup-view";

// GET /console/rounds — find a round by round, transaction or session id, or a player's rounds, and see its details

export const metadata: Metadata = { title: "Round lookup" };

type RoundsPageProps = { searchParams: Promise<{ q?: string | string[]; operator?: string | string[] }> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function RoundsPage({ searchParams }: RoundsPageProps) {
  await requireStaffPage({ returnTo: "/console/rounds" });
  const params = await searchParams;
  return <RoundLookupView initialSearch={first(params.q)} initialOperatorId={first(params.operator)} />;
}
