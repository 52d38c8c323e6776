import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { SessionsView } from "./sessions-view";

// GET /console/sessions — players' game sessions per operator and player; end a session

export const metadata: Metadata = { title: "Sessions" };

type SessionsPageProps = { searchParams: Promise<{ player?: string | string[] }> };

export default async function SessionsPage({ searchParams }: SessionsPageProps) {
  await requireStaffPage({ returnTo: "/console/sessions" });
  const player = (await searchParams).player;
  return <SessionsView initialPlayerId={(Array.isArray(player) ? player[0] : player) ?? ""} />;
}
