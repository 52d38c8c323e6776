import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { GameDetailView } from "./game-detail-view";

// GET /console/games/{symbol} — one game: metadata, availability, artwork upload and preview

type GamePageProps = { params: Promise<{ symbol: string }> };

export async function generateMetadata({ params }: GamePageProps): Promise<Metadata> {
  return { title: `Game ${decodeURIComponent((await params).symbol)}` };
}

export default async function GamePage({ params }: GamePageProps) {
  const symbol = decodeURIComponent((await params).symbol);
  await requireStaffPage({ returnTo: `/console/games/${encodeURIComponent(symbol)}` });
  return <GameDetailView symbol={symbol} />;
}
