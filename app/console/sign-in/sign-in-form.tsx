"use client";

import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/lib/console/ui/button";
import { TextField } from "@/lib/console/ui/fields";
import { Alert } from "@/lib/console/ui/states";

// next-auth reports why a sign-in failed with a short code; these are the texts staff see for each.
const ERROR_TEXTS: Record<string, { title: string; text: string }> = {
  CredentialsSignin: { title: "Email or password is incorrect", text: "Check both and try again." },
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

export function SignInForm({
  returnTo,
  initialError,
  oidc,
}: {
  returnTo: string;
  initialError: string | null;
  oidc: { id: string; name: string } | null;
}) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await signIn("credentials", { email, password, redirect: false, callbackUrl: returnTo });
      if (result?.ok && !result.error) {
        window.location.assign(returnTo);
        return;
      }
      setError(result?.error ?? "sign_in_unavailable");
    } catch {
      setError("sign_in_unavailable");
    }
    setBusy(false);
  }

  const shown = error ? errorText(error) : null;
  return (
    <form className="c-auth-form c-form" onSubmit={submit} data-testid="sign-in-form">
      <div>
        <h1>Sign in</h1>
        <p className="c-muted" style={{ margin: "6px 0 0" }}>
          Use your provider staff account.
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
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="primary" block busy={busy}>
        {busy ? "Signing in…" : "Sign in"}
      </Button>
      {oidc ? (
        <>
          <div className="c-divider">or</div>
          <Button block icon="lock" onClick={() => void signIn(oidc.id, { callbackUrl: returnTo })}>
            Continue with {oidc.name}
          </Button>
        </>
      ) : null}
    </form>
  );
}
