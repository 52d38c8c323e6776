import type { Metadata } from "next";
import { jackpotPoolHref } from "@/lib/console/console-routes";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { JackpotPoolView } from "./jackpot-pool-view";

// GET /console/jackpots/{poolId} — one jackpot pool: its tiers now (amount, seed, cap, rate, cycle, trigger hash)
// and its latest wins (who, which round, the credit's state, the revealed trigger)

type JackpotPoolPageProps = { params: Promise<{ poolId: string }> };

export const metadata: Metadata = { title: "Jackpot pool" };

export default async function JackpotPoolPage({ params }: JackpotPoolPageProps) {
  const poolId = decodeURIComponent((await params).poolId);
  await requireStaffPage({ returnTo: jackpotPoolHref(poolId) });
  return <JackpotPoolView poolId={poolId} />;
}
