import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { GamesView } from "./games-view";

// GET /console/games — every game of the platform with its availability and artwork

export const metadata: Metadata = { title: "Games" };

export default async function GamesPage() {
  await requireStaffPage({ returnTo: "/console/games" });
  return <GamesView />;
}
