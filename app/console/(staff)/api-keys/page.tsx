import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/server/auth/staff-session";
import { ApiKeysView } from "./api-keys-view";

// GET /console/api-keys — operator and master keys: issue, list by prefix, revoke

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage() {
  await requireStaffPage({ returnTo: "/console/api-keys" });
  return <ApiKeysView />;
}
