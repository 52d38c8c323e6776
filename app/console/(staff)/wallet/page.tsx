import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { WalletDeliveriesView } from "./wallet-deliveries-view";

// GET /console/wallet — wallet deliveries: ledger transactions and every signed callback, retry or resolve

export const metadata: Metadata = { title: "Wallet deliveries" };

type WalletPageProps = { searchParams: Promise<{ state?: string | string[] }> };

export default async function WalletPage({ searchParams }: WalletPageProps) {
  await requireStaffPage({ returnTo: "/console/wallet" });
  const state = (await searchParams).state;
  return <WalletDeliveriesView initialState={(Array.isArray(state) ? state[0] : state) ?? ""} />;
}
