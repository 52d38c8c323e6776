import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { OperatorDetailView } from "./operator-detail-view";

// GET /console/operators/{id} — one operator: settings, status, wallet secret, keys, catalog, sessions

type OperatorPageProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: OperatorPageProps): Promise<Metadata> {
  return { title: `Operator ${decodeURIComponent((await params).id)}` };
}

export default async function OperatorPage({ params }: OperatorPageProps) {
  const id = decodeURIComponent((await params).id);
  await requireStaffPage({ returnTo: `/console/operators/${encodeURIComponent(id)}` });
  return <OperatorDetailView operatorId={id} />;
}
