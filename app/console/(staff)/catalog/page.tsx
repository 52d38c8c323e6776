import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { CatalogView } from "./catalog-view";

// GET /console/catalog?operator={id} — an operator's game allowlist: search, filter, assign/unassign in bulk, REST preview

export const metadata: Metadata = { title: "Catalog" };

type CatalogPageProps = { searchParams: Promise<{ operator?: string | string[] }> };

export default async function CatalogPage({ searchParams }: CatalogPageProps) {
  const operator = (await searchParams).operator;
  const operatorId = (Array.isArray(operator) ? operator[0] : operator) ?? "";
  await requireStaffPage({
    returnTo: operatorId ? `/console/catalog?operator=${encodeURIComponent(operatorId)}` : "/console/catalog",
  });
  return <CatalogView initialOperatorId={operatorId} />;
}
