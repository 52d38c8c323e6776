"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficeTestAccountFragment } from "@/graphql/generated/backoffice/client/graphql";
import { errorMessage, executeGraphQL, type GraphQLEndpoint } from "@/lib/console/graphql-client";
import { formatDateTime } from "@/lib/console/format";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { FormError } from "@/lib/console/ui/form-card";

// Whether the player is a test account, with Mark / Unmark for admins and support (a mutation of the back office's
// own GraphQL endpoint, then the server page re-renders). A mark covers all the player's rounds, those already played
// too, and an unmark counts them all again (docs/decisions.md "Test accounts"); the card says so.

export const BackofficeTestAccountFragmentDoc = graphql(`
  fragment BackofficeTestAccount on TestAccount {
    markedBy
    markedAt
  }
`);

const MarkTestAccount = graphql(`
  mutation BackofficeMarkTestAccount($externalPlayerId: ID!) {
    markTestAccount(externalPlayerId: $externalPlayerId) {
      markedAt
    }
  }
`);

const UnmarkTestAccount = graphql(`
  mutation BackofficeUnmarkTestAccount($externalPlayerId: ID!) {
    unmarkTestAccount(externalPlayerId: $externalPlayerId)
  }
`);

const BACKOFFICE_API: GraphQLEndpoint = {
  path: "/backoffice/api/graphql",
  signInHref: (returnTo) => `/backoffice/sign-in?${new URLSearchParams({ callbackUrl: returnTo })}`,
};

export function TestAccountCard({
  externalPlayerId,
  testAccount,
  canAct,
}: {
  externalPlayerId: string;
  testAccount: BackofficeTestAccountFragment | null;
  /** Admins and support act; finance only reads. */
  canAct: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function toggle() {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      if (testAccount) {
        await executeGraphQL(UnmarkTestAccount, { externalPlayerId }, { endpoint: BACKOFFICE_API });
        setNotice("No longer a test account: all the player's rounds count in revenue and billing again.");
      } else {
        await executeGraphQL(MarkTestAccount, { externalPlayerId }, { endpoint: BACKOFFICE_API });
        setNotice(
          "Marked as a test account: all the player's rounds, past and future, are left out of revenue and billing.",
        );
      }
      router.refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ marginTop: 16 }}>
      <Card testId="player-test-account">
        <CardHeader
          title="Test account"
          subtitle="A test account's rounds are left out of revenue reports and billing, and marked test in the round feeds."
          actions={
            canAct ? (
              <Button
                variant={testAccount ? "secondary" : "primary"}
                busy={busy}
                data-testid="toggle-test-account"
                onClick={() => void toggle()}
              >
                {testAccount ? "Unmark test account" : "Mark as test account"}
              </Button>
            ) : null
          }
        />
        <CardBody>
          <FormError error={error} />
          {notice ? (
            <p className="c-muted" role="status" data-testid="test-account-notice">
              {notice}
            </p>
          ) : null}
          {testAccount ? (
            <p className="c-row" style={{ gap: 8, flexWrap: "wrap" }} data-testid="test-account-state">
              <Badge tone="warning" dot={false}>
                Test account
              </Badge>
              <span className="c-muted">
                since {formatDateTime(testAccount.markedAt)} by <span className="c-mono">{testAccount.markedBy}</span>
              </span>
            </p>
          ) : (
            <p className="c-muted" data-testid="test-account-state">
              Not a test account: the player&apos;s rounds count in revenue and billing.
            </p>
          )}
          <p className="c-muted">
            Marking applies to all the player&apos;s rounds, those already played included: revenue reports and
            statements are corrected at once. Unmarking counts them all again.
            {canAct ? "" : " Your role reads this only; admins and support mark and unmark."}
          </p>
        </CardBody>
      </Card>
    </div>
  );
}
