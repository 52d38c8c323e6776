import type { Metadata } from "next";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import { PageHeader } from "@/lib/console/ui/page-header";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { INTEGRATION_CRUMBS, RoleRefused, unlessForbidden } from "@/app/backoffice/integration/integration-page";
import { ApiKeysCard } from "./api-keys-card";

// GET /backoffice/integration/api-keys?revoked=1 — the operator's provider API keys with last use and request
// counts; admins issue (the key shown once) and revoke, finance reads.

export const metadata: Metadata = { title: "API keys" };

const ApiKeysQuery = graphql(`
  query BackofficeApiKeys($includeRevoked: Boolean) {
    apiKeys(includeRevoked: $includeRevoked) {
      ...BackofficeApiKey
    }
  }
`);

export default async function ApiKeysPage({ searchParams }: { searchParams: Promise<{ revoked?: string }> }) {
  const user = await requireOperatorUserPage({ returnTo: "/backoffice/integration/api-keys" });
  const includeRevoked = (await searchParams).revoked === "1";
  const data = await unlessForbidden(backofficePageQuery(user, ApiKeysQuery, { includeRevoked }));
  if (!data) return <RoleRefused title="API keys" />;
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys your systems use to call the provider API (catalog, launch, free rounds). Only a short prefix is kept readable; the full key is shown once, when issued."
        breadcrumbs={INTEGRATION_CRUMBS}
      />
      <ApiKeysCard apiKeys={data.apiKeys} includeRevoked={includeRevoked} canAct={user.role === "operator_admin"} />
    </>
  );
}
