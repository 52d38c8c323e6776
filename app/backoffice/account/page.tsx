import type { Metadata } from "next";
import { graphql } from "@/graphql/generated/backoffice/client";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { PageHeader } from "@/lib/console/ui/page-header";
import { BACKOFFICE_ACCOUNT_PAGE, requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { AccountView } from "./account-view";

// GET /backoffice/account — the signed-in user's own password and second factor (and, for admins, whether the
// operator requires one of everyone). The one page open while a setup step is due: every other redirects here.

export const metadata: Metadata = { title: "My account" };

const MyAccountQuery = graphql(`
  query BackofficeMyAccount {
    myAccount {
      ...BackofficeMyAccount
    }
  }
`);

export default async function BackofficeAccountPage() {
  const user = await requireOperatorUserPage({ returnTo: BACKOFFICE_ACCOUNT_PAGE, duringAccountSetup: true });
  const { myAccount } = await backofficePageQuery(user, MyAccountQuery, {});
  return (
    <>
      <PageHeader title="My account" description={`${user.email}: your password and sign-in second factor.`} />
      <AccountView account={myAccount} isAdmin={user.role === "operator_admin"} />
    </>
  );
}
