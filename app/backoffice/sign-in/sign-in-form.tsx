"use client";

import { CredentialsSignInForm } from "@/lib/console/ui/credentials-sign-in-form";
import { backofficeSignIn } from "../backoffice-auth-client";

export function BackofficeSignInForm({ returnTo, initialError }: { returnTo: string; initialError: string | null }) {
  return (
    <CredentialsSignInForm
      testId="backoffice-sign-in-form"
      description="Use the account your operator's admin gave you."
      returnTo={returnTo}
      initialError={initialError}
      signIn={(fields) => backofficeSignIn({ ...fields, callbackUrl: returnTo })}
    />
  );
}
