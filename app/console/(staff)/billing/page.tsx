import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { BillingView } from "./billing-view";

// GET /console/billing?operator=<id>&month=<YYYY-MM> — revenue shares and monthly statements per operator

export const metadata: Metadata = { title: "Billing" };

export default async function BillingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaffPage({ returnTo: "/console/billing" });
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
  return <BillingView initialOperatorId={first(params.operator)} initialMonth={first(params.month)} />;
}
