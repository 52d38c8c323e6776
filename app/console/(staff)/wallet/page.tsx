import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { WalletDeliveriesView } from "./wallet-deliveries-view";

// GET /console/wallet — wallet deliveries: ledger transactions and every signed callback, retry or resolve

export const metadata: Metadata = { title: "Wallet deliveries" };

type WalletPageProps = {
  searchParams: Promise<{ state?: string | string[]; transaction?: string | string[]; operator?: string | string[] }>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function WalletPage({ searchParams }: WalletPageProps) {
  await requireStaffPage({ returnTo: "/console/wallet" });
  const params = await searchParams;
  return (
    <WalletDeliveriesView
      initialState={first(params.state)}
      initialTransactionId={first(params.transaction)}
      initialOperatorId={first(params.operator)}
    />
  );
}
