import type { Metadata } from "next";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import { Card } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState } from "@/lib/console/ui/states";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { OperatorUsersCard } from "./operator-users-card";

// GET /backoffice/users — the operator's back-office users, for its admins: invite one (a one-time password), change
// a role, deactivate (their sessions end at once) or reactivate. Support and finance get a refusal, as the API
// refuses them (forbidden).

export const metadata: Metadata = { title: "Users" };

const OperatorUsersQuery = graphql(`
  query BackofficeOperatorUsers {
    operatorUsers {
      ...BackofficeOperatorUser
    }
  }
`);

export default async function UsersPage() {
  const user = await requireOperatorUserPage({ returnTo: "/backoffice/users" });
  const header = (
    <PageHeader
      title="Users"
      description="Who may sign in to your back office, and what their role lets them do. Every change is audited."
      breadcrumbs={[{ href: "/backoffice", label: "Back office" }]}
    />
  );
  if (user.role !== "operator_admin") {
    return (
      <>
        {header}
        <Card testId="users-forbidden">
          <EmptyState icon="lock" title="Admins only" text="Only your operator's admins manage its users." />
        </Card>
      </>
    );
  }
  const { operatorUsers } = await backofficePageQuery(user, OperatorUsersQuery, {});
  return (
    <>
      {header}
      <OperatorUsersCard users={operatorUsers} currentUserId={user.id} />
    </>
  );
}
