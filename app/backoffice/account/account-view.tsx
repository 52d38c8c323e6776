"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficeMyAccountFragment } from "@/graphql/generated/backoffice/client/graphql";
import { errorMessage, executeGraphQL, type GraphQLEndpoint } from "@/lib/console/graphql-client";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { Switch, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { Alert } from "@/lib/console/ui/states";
import { TotpCard } from "@/lib/console/ui/totp-card";

// The account page's cards: the setup step due (if any) on top, the password change, the authenticator app, and for
// admins the operator's "every user must use TOTP" switch. Each saves through the back office's GraphQL, then the
// server page re-renders (and, once the setup is done, the rest of the back office opens).

export const BackofficeMyAccountFragmentDoc = graphql(`
  fragment BackofficeMyAccount on MyAccount {
    hasTotp
    accountSetupStep
    operatorTotpRequired
  }
`);

const ChangeMyPassword = graphql(`
  mutation BackofficeChangeMyPassword($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      accountSetupStep
    }
  }
`);

const BeginMyTotpEnrollment = graphql(`
  mutation BackofficeBeginMyTotpEnrollment {
    beginMyTotpEnrollment {
      secret
      uri
    }
  }
`);

const ConfirmMyTotpEnrollment = graphql(`
  mutation BackofficeConfirmMyTotpEnrollment($code: String!) {
    confirmMyTotpEnrollment(code: $code) {
      hasTotp
    }
  }
`);

const RemoveMyTotp = graphql(`
  mutation BackofficeRemoveMyTotp($code: String!) {
    removeMyTotp(code: $code) {
      hasTotp
    }
  }
`);

const SetOperatorTotpRequired = graphql(`
  mutation BackofficeSetOperatorTotpRequired($required: Boolean!) {
    setOperatorTotpRequired(required: $required) {
      operatorTotpRequired
    }
  }
`);

const BACKOFFICE_API: GraphQLEndpoint = {
  path: "/backoffice/api/graphql",
  signInHref: (returnTo) => `/backoffice/sign-in?${new URLSearchParams({ callbackUrl: returnTo })}`,
};

export function AccountView({ account, isAdmin }: { account: BackofficeMyAccountFragment; isAdmin: boolean }) {
  const router = useRouter();
  const step = account.accountSetupStep;
  return (
    <div className="c-stack" style={{ maxWidth: 760 }}>
      {step === "change_password" ? (
        <div data-testid="account-setup-step" data-step={step}>
          <Alert tone="warning" title="Set your own password to continue">
            The password you were given works once. Choose your own; the rest of the back office opens after that.
          </Alert>
        </div>
      ) : step === "enroll_totp" ? (
        <div data-testid="account-setup-step" data-step={step}>
          <Alert tone="warning" title="Set up an authenticator app to continue">
            Your operator requires a second factor of every user. The rest of the back office opens once it is on.
          </Alert>
        </div>
      ) : null}
      <ChangePasswordCard onChanged={() => router.refresh()} />
      <TotpCard
        hasTotp={account.hasTotp}
        required={account.operatorTotpRequired}
        requiredBy="Your operator"
        onChanged={() => router.refresh()}
        actions={{
          begin: async () =>
            (await executeGraphQL(BeginMyTotpEnrollment, {}, { endpoint: BACKOFFICE_API })).beginMyTotpEnrollment,
          confirm: async (code) => {
            await executeGraphQL(ConfirmMyTotpEnrollment, { code }, { endpoint: BACKOFFICE_API });
          },
          remove: async (code) => {
            await executeGraphQL(RemoveMyTotp, { code }, { endpoint: BACKOFFICE_API });
          },
        }}
      />
      {isAdmin ? (
        <OperatorTotpCard
          required={account.operatorTotpRequired}
          hasTotp={account.hasTotp}
          onChanged={() => router.refresh()}
        />
      ) : null}
    </div>
  );
}

function ChangePasswordCard({ onChanged }: { onChanged(): void }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    if (next !== repeat) {
      setError("The new password and its repetition differ.");
      return;
    }
    setBusy(true);
    try {
      await executeGraphQL(
        ChangeMyPassword,
        { currentPassword: current, newPassword: next },
        { endpoint: BACKOFFICE_API },
      );
      setCurrent("");
      setNext("");
      setRepeat("");
      setNotice("Password changed.");
      onChanged();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card testId="password-card">
      <CardHeader title="Password" subtitle="At least 12 characters; a passphrase of several words is easiest." />
      <CardBody>
        <form onSubmit={submit} className="c-form c-stack">
          <FormError error={error} />
          {notice ? (
            <p className="c-muted" role="status" data-testid="password-notice" style={{ margin: 0 }}>
              {notice}
            </p>
          ) : null}
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
          <TextField
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <div>
            <Button type="submit" variant="primary" busy={busy}>
              Change password
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

function OperatorTotpCard({
  required,
  hasTotp,
  onChanged,
}: {
  required: boolean;
  hasTotp: boolean;
  onChanged(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Card testId="operator-totp-card">
      <CardHeader
        title="Your team's sign-in"
        subtitle="Admins only. A user without an authenticator app is asked to set one up before anything else."
      />
      <CardBody>
        <div className="c-stack">
          <FormError error={error} />
          <Switch
            label="Every back-office user must use an authenticator app"
            checked={required}
            disabled={busy || (!required && !hasTotp)}
            onChange={async (event) => {
              setBusy(true);
              setError(null);
              try {
                await executeGraphQL(
                  SetOperatorTotpRequired,
                  { required: event.target.checked },
                  { endpoint: BACKOFFICE_API },
                );
                onChanged();
              } catch (caught) {
                setError(errorMessage(caught));
              } finally {
                setBusy(false);
              }
            }}
          />
          {!required && !hasTotp ? (
            <p className="c-small c-muted" style={{ margin: 0 }}>
              Set up your own authenticator app first.
            </p>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
