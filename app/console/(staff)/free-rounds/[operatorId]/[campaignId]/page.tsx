import type { Metadata } from "next";
import { campaignHref } from "@/lib/console/console-routes";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { CampaignDetailView } from "./campaign-detail-view";

// GET /console/free-rounds/{operatorId}/{campaignId} — one campaign: totals, rounds over time, players; add players, cancel

type CampaignPageProps = { params: Promise<{ operatorId: string; campaignId: string }> };

export async function generateMetadata({ params }: CampaignPageProps): Promise<Metadata> {
  return { title: `Campaign ${decodeURIComponent((await params).campaignId)}` };
}

export default async function CampaignPage({ params }: CampaignPageProps) {
  const { operatorId, campaignId } = await params;
  const operator = decodeURIComponent(operatorId);
  const campaign = decodeURIComponent(campaignId);
  await requireStaffPage({ returnTo: campaignHref(operator, campaign) });
  return <CampaignDetailView operatorId={operator} campaignId={campaign} />;
}
