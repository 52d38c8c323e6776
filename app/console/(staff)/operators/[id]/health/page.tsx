import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { OperatorHealthView } from "./operator-health-view";

// GET /console/operators/{id}/health — one operator's wallet latency and error rate over time, deliveries owed

type OperatorHealthPageProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: OperatorHealthPageProps): Promise<Metadata> {
  return { title: `Health of ${decodeURIComponent((await params).id)}` };
}

export default async function OperatorHealthPage({ params }: OperatorHealthPageProps) {
  const id = decodeURIComponent((await params).id);
  await requireStaffPage({ returnTo: `/console/operators/${encodeURIComponent(id)}/health` });
  return <OperatorHealthView operatorId={id} />;
}
