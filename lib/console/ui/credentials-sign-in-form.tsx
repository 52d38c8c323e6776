"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "./button";
import { TextField } from "./fields";
import { Alert } from "./states";

// The email, password and TOTP form of both sign-in pages (staff console and operators' back office): each passes
// how it signs in (its own next-auth route); the codes come from lib/server/auth/authorize-credentials.ts. The code
// field appears once the server answers totp_required (the password was right and the account has a second factor).

// next-auth reports why a sign-in failed with a short code; these are the texts people see for each.
const ERROR_TEXTS: Record<string, { title: string; text: string }> = {
  CredentialsSignin: { title: "Email or password is incorrect", text: "Check both and try again." },
  totp_invalid: {
    title: "The code is incorrect",
    text: "Enter the current 6-digit code from your authenticator app; each code works once.",
  },
  rate_limited: {
    title: "Too many sign-in attempts",
    text: "Sign-in is paused for this account or network for a few minutes. Wait, then try again.",
  },
  sign_in_unavailable: {
    title: "Sign-in is unavailable",
    text: "The server could not check your password right now. Try again shortly.",
  },
  AccessDenied: {
    title: "No console access",
    text: "This identity is not linked to a staff account. Ask an admin to add you.",
  },
  SessionRequired: { title: "Please sign in", text: "Your session ended. Sign in again to continue." },
};

function errorText(code: string) {
  return ERROR_TEXTS[code] ?? { title: "Sign-in failed", text: "Something went wrong while signing in. Try again." };
}

export interface CredentialsSignInFields {
  email: string;
  password: string;
  /** Empty until the server asked for a code. */
  totp: string;
}

export function CredentialsSignInForm({
  testId,
  description,
  returnTo,
  initialError,
  signIn,
  children,
}: {
  testId: string;
  description: string;
  returnTo: string;
  initialError: string | null;
  /** null when signed in, else the error code next-auth reported (CredentialsSignin, totp_required, …). */
  signIn: (fields: CredentialsSignInFields) => Promise<string | null>;
  /** Below the submit button (single sign-on). */
  children?: ReactNode;
}) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [totp, setTotp] = useState("");
  const [askTotp, setAskTotp] = useState(false);
  const [error, setError] = useState<string | null>(initialError === "totp_required" ? null : initialError);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Marked once React has hydrated the form: a submit before that would be the browser's own (browser tests wait).
  useEffect(() => formRef.current?.setAttribute("data-hydrated", "true"), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const failure = await signIn({ email, password, totp: askTotp ? totp : "" });
      if (failure === null) {
        window.location.assign(returnTo);
        return;
      }
      if (failure === "totp_required") {
        if (askTotp) setError("totp_invalid");
        setAskTotp(true);
        setTotp("");
      } else setError(failure);
    } catch {
      setError("sign_in_unavailable");
    }
    setBusy(false);
  }

  const shown = error ? errorText(error) : null;
  return (
    <form ref={formRef} className="c-auth-form c-form" onSubmit={submit} data-testid={testId}>
      <div>
        <h1>Sign in</h1>
        <p className="c-muted" style={{ margin: "6px 0 0" }}>
          {askTotp ? "Enter the code from your authenticator app." : description}
        </p>
      </div>
      {shown ? (
        <div data-testid="sign-in-error" data-code={error}>
          <Alert tone={error === "rate_limited" ? "warning" : "danger"} title={shown.title}>
            {shown.text}
          </Alert>
        </div>
      ) : null}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        autoFocus={!askTotp}
        readOnly={askTotp}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        readOnly={askTotp}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {askTotp ? (
        <TextField
          label="Authenticator code"
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          value={totp}
          onChange={(event) => setTotp(event.target.value.trim())}
        />
      ) : null}
      <Button type="submit" variant="primary" block busy={busy}>
        {busy ? "Signing in…" : askTotp ? "Verify and sign in" : "Sign in"}
      </Button>
      {children}
    </form>
  );
}
