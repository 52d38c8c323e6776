import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { CertificationView } from "./certification-view";

// GET /console/wallet/certify — run the wallet conformance suite against an operator's wallet, live progress and report

export const metadata: Metadata = { title: "Wallet certification" };

type CertifyPageProps = { searchParams: Promise<{ operator?: string | string[]; run?: string | string[] }> };

export default async function CertifyPage({ searchParams }: CertifyPageProps) {
  await requireStaffPage({ returnTo: "/console/wallet/certify" });
  const { operator, run } = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
  return <CertificationView initialOperatorId={first(operator)} initialRunId={first(run)} />;
}
