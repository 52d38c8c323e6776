"use client";

import { signIn } from "next-auth/react";
import { Button } from "@/lib/console/ui/button";
import { CredentialsSignInForm } from "@/lib/console/ui/credentials-sign-in-form";

export function SignInForm({
  returnTo,
  initialError,
  oidc,
}: {
  returnTo: string;
  initialError: string | null;
  oidc: { id: string; name: string } | null;
}) {
  return (
    <CredentialsSignInForm
      testId="sign-in-form"
      description="Use your provider staff account."
      returnTo={returnTo}
      initialError={initialError}
      signIn={async (fields) => {
        const result = await signIn("credentials", { ...fields, redirect: false, callbackUrl: returnTo });
        return result?.ok && !result.error ? null : (result?.error ?? "sign_in_unavailable");
      }}
    >
      {oidc ? (
        <>
          <div className="c-divider">or</div>
          <Button block icon="lock" onClick={() => void signIn(oidc.id, { callbackUrl: returnTo })}>
            Continue with {oidc.name}
          </Button>
        </>
      ) : null}
    </CredentialsSignInForm>
  );
}
