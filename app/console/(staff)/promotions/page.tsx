import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { PromotionsView } from "./promotions-view";

// GET /console/promotions — tournaments and prize drops of every operator: list, filter, create

export const metadata: Metadata = { title: "Promotions" };

export default async function PromotionsPage() {
  await requireStaffPage({ returnTo: "/console/promotions" });
  return <PromotionsView />;
}
