"use client";

import { useRouter } from "next/navigation";
import { graphql } from "@/graphql/generated/client";
import { executeGraphQL } from "@/lib/console/graphql-client";
import { Card, CardBody } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Alert, QueryView } from "@/lib/console/ui/states";
import { TotpCard } from "@/lib/console/ui/totp-card";
import { useQuery } from "@/lib/console/use-graphql";

// The staff member's own account: who they are and their authenticator app (the TOTP card the back office shows
// too). An admin the platform requires a second factor of, and who has none, sees why nothing else opens.

const MyAccountQuery = graphql(`
  query ConsoleMyAccount {
    me {
      id
      email
      name
      role
      hasTotp
      totpRequired
      totpEnrollmentRequired
    }
  }
`);

const BeginMyTotpEnrollment = graphql(`
  mutation ConsoleBeginMyTotpEnrollment {
    beginMyTotpEnrollment {
      secret
      uri
    }
  }
`);

const ConfirmMyTotpEnrollment = graphql(`
  mutation ConsoleConfirmMyTotpEnrollment($code: String!) {
    confirmMyTotpEnrollment(code: $code) {
      id
      hasTotp
    }
  }
`);

const RemoveMyTotp = graphql(`
  mutation ConsoleRemoveMyTotp($code: String!) {
    removeMyTotp(code: $code) {
      id
      hasTotp
    }
  }
`);

export function AccountView() {
  const router = useRouter();
  const query = useQuery(MyAccountQuery, {});
  return (
    <>
      <PageHeader title="My account" description="Your console sign-in: the second factor asked after your password." />
      <QueryView query={query}>
        {({ me }) => (
          <div className="c-stack" style={{ maxWidth: 760 }}>
            {me.totpEnrollmentRequired ? (
              <div data-testid="account-setup-step" data-step="enroll_totp">
                <Alert tone="warning" title="Set up an authenticator app to continue">
                  Staff admins must have a second factor. The rest of the console opens once it is on.
                </Alert>
              </div>
            ) : null}
            <Card>
              <CardBody>
                <dl className="c-kv">
                  <dt>Signed in as</dt>
                  <dd data-testid="account-email">{me.email}</dd>
                  <dt>Name</dt>
                  <dd>{me.name}</dd>
                  <dt>Role</dt>
                  <dd>{me.role === "admin" ? "Admin" : "Viewer"}</dd>
                </dl>
              </CardBody>
            </Card>
            <TotpCard
              hasTotp={me.hasTotp}
              required={me.totpRequired}
              requiredBy="The platform (for staff admins)"
              onChanged={() => {
                // The forced enrollment done, the rest of the console opens: on to its home.
                if (me.totpEnrollmentRequired) router.push("/console");
                else void query.refetch();
              }}
              actions={{
                begin: async () => (await executeGraphQL(BeginMyTotpEnrollment, {})).beginMyTotpEnrollment,
                confirm: async (code) => {
                  await executeGraphQL(ConfirmMyTotpEnrollment, { code });
                },
                remove: async (code) => {
                  await executeGraphQL(RemoveMyTotp, { code });
                },
              }}
            />
          </div>
        )}
      </QueryView>
    </>
  );
}
