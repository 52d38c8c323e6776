import type { Metadata } from "next";
import { promotionHref } from "@/lib/console/console-routes";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { PromotionDetailView } from "./promotion-detail-view";

// GET /console/promotions/{promotionId} — one promotion: terms, prizes, live leaderboard or drop pool, results under
// review, payouts; edit before it starts, release payouts, cancel

type PromotionPageProps = { params: Promise<{ promotionId: string }> };

export const metadata: Metadata = { title: "Promotion" };

export default async function PromotionPage({ params }: PromotionPageProps) {
  const promotionId = decodeURIComponent((await params).promotionId);
  await requireStaffPage({ returnTo: promotionHref(promotionId) });
  return <PromotionDetailView promotionId={promotionId} />;
}
