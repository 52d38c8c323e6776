"use client";

import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/console/graphql-client";
import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardBody, CardHeader } from "./card";
import { CopyButton } from "./copy-button";
import { TextField } from "./fields";
import { FormError } from "./form-card";

// The TOTP second factor of one's own account, in the console and the back office alike: each page passes its own
// GraphQL calls. Enrolling shows a new secret (typed into the app) and its otpauth:// URI, and saves it only once a
// current code of it is confirmed; removing needs a current code, and is not offered while a policy requires it.

export interface TotpCardActions {
  begin(): Promise<{ secret: string; uri: string }>;
  confirm(code: string): Promise<void>;
  remove(code: string): Promise<void>;
}

export function TotpCard({
  hasTotp,
  required,
  requiredBy,
  actions,
  onChanged,
}: {
  hasTotp: boolean;
  /** A policy requires a second factor of this account: it cannot be removed. */
  required: boolean;
  /** Who requires it, for the explanation ("Your operator", "The platform"). */
  requiredBy: string;
  actions: TotpCardActions;
  /** After a change is saved (the page re-reads the account). */
  onChanged(): void;
}) {
  const [enrollment, setEnrollment] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState("");
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      if (enrollment) await actions.confirm(code);
      else await actions.remove(code);
      setEnrollment(null);
      setRemoving(false);
      setCode("");
      onChanged();
    });
  }

  const codeForm = (submitLabel: string) => (
    <form onSubmit={submitCode} className="c-row" style={{ gap: 12, flexWrap: "wrap", alignItems: "flex-end" }}>
      <TextField
        label="Code from the app"
        name="totp-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value.trim())}
      />
      <Button type="submit" variant="primary" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );

  return (
    <Card testId="totp-card">
      <CardHeader
        title={
          <span className="c-row" style={{ gap: 8, flexWrap: "wrap" }}>
            Authenticator app (TOTP)
            {hasTotp ? (
              <Badge tone="success">On</Badge>
            ) : (
              <Badge tone={required ? "danger" : "neutral"}>{required ? "Required" : "Off"}</Badge>
            )}
          </span>
        }
        subtitle="A 6-digit code from an app such as Google Authenticator, 1Password or Authy, asked at every sign-in."
      />
      <CardBody>
        <div className="c-stack">
          <FormError error={error} />
          {hasTotp ? (
            <>
              <p className="c-muted" style={{ margin: 0 }}>
                Sign-in asks for a code of your authenticator app.
                {required ? ` ${requiredBy} requires it, so it cannot be removed.` : ""}
              </p>
              {!required && !removing ? (
                <div>
                  <Button variant="danger-soft" onClick={() => setRemoving(true)}>
                    Remove authenticator app
                  </Button>
                </div>
              ) : null}
              {removing ? codeForm("Remove") : null}
            </>
          ) : enrollment ? (
            <>
              <ol className="c-stack" style={{ margin: 0, paddingLeft: 20 }}>
                <li>
                  In your authenticator app, add an account with this key (or open the link on the device the app is
                  on):
                  <div className="c-row" style={{ gap: 8, flexWrap: "wrap", marginTop: 6 }}>
                    <code className="c-mono" data-testid="totp-secret" style={{ wordBreak: "break-all" }}>
                      {enrollment.secret}
                    </code>
                    <CopyButton value={enrollment.secret} label="Copy key" />
                  </div>
                  <div className="c-row" style={{ gap: 8, flexWrap: "wrap", marginTop: 6 }}>
                    <a
                      href={enrollment.uri}
                      className="c-small"
                      data-testid="totp-uri"
                      style={{ wordBreak: "break-all" }}
                    >
                      {enrollment.uri}
                    </a>
                  </div>
                </li>
                <li>Enter the 6-digit code the app shows now, to confirm it is set up.</li>
              </ol>
              {codeForm("Confirm and turn on")}
            </>
          ) : (
            <>
              <p className="c-muted" style={{ margin: 0 }}>
                {required
                  ? `${requiredBy} requires a second factor: set one up to continue.`
                  : "Without it, your password alone signs you in."}
              </p>
              <div>
                <Button
                  variant="primary"
                  busy={busy}
                  onClick={() =>
                    void run(async () => {
                      setEnrollment(await actions.begin());
                      setCode("");
                    })
                  }
                >
                  Set up authenticator app
                </Button>
              </div>
            </>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
