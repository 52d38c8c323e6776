"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/lib/console/ui/button";
import { TextField } from "@/lib/console/ui/fields";
import { Alert } from "@/lib/console/ui/states";
import { backofficeSignIn } from "../backoffice-auth-client";

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
};

function errorText(code: string) {
  return ERROR_TEXTS[code] ?? { title: "Sign-in failed", text: "Something went wrong while signing in. Try again." };
}

export function BackofficeSignInForm({ returnTo, initialError }: { returnTo: string; initialError: string | null }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [totp, setTotp] = useState("");
  // Shown once the server says this account has a second factor.
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
      const failure = await backofficeSignIn({ email, password, totp: askTotp ? totp : "", callbackUrl: returnTo });
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
    <form ref={formRef} className="c-auth-form c-form" onSubmit={submit} data-testid="backoffice-sign-in-form">
      <div>
        <h1>Sign in</h1>
        <p className="c-muted" style={{ margin: "6px 0 0" }}>
          {askTotp ? "Enter the code from your authenticator app." : "Use the account your operator's admin gave you."}
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
    </form>
  );
}
