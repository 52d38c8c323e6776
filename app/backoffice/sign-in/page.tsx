import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getOperatorSession } from "@/lib/server/auth/operator-session";
import { Icon } from "@/lib/console/ui/icons";
import { BackofficeSignInForm } from "./sign-in-form";
import "@/app/console/sign-in/sign-in.css";

// GET /backoffice/sign-in — operator users' sign-in (email, password and, when the user has one, a TOTP code)

export const metadata: Metadata = { title: "Sign in" };

type SignInPageProps = { searchParams: Promise<{ callbackUrl?: string | string[]; error?: string | string[] }> };

/** Only back-office paths: a crafted link must not bounce an operator user elsewhere after signing in. */
function safeReturnPath(value: string | string[] | undefined): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path) return "/backoffice";
  try {
    const url = new URL(path, "http://backoffice.invalid");
    const candidate = `${url.pathname}${url.search}`;
    return candidate.startsWith("/backoffice") &&
      !candidate.startsWith("/backoffice/sign-in") &&
      !candidate.startsWith("/backoffice/api/")
      ? candidate
      : "/backoffice";
  } catch {
    return "/backoffice";
  }
}

export default async function BackofficeSignInPage({ searchParams }: SignInPageProps) {
  const params = await searchParams;
  const returnTo = safeReturnPath(params.callbackUrl);
  if (await getOperatorSession()) redirect(returnTo);
  const error = Array.isArray(params.error) ? params.error[0] : params.error;

  return (
    <div className="c-auth">
      <section className="c-auth-hero" aria-hidden="true">
        <div className="c-brand" style={{ padding: 0 }}>
          <span className="c-brand-mark">
            <Icon name="games" size={19} />
          </span>
          <span>
            <span className="c-brand-name">Game Provider</span>
            <span className="c-brand-sub">Operator back office</span>
          </span>
        </div>
        <div>
          <h2>Your casino&apos;s players, rounds and money, without asking us.</h2>
          <p>Every page shows your operator&apos;s data only, and every action is recorded in the audit log.</p>
        </div>
        <p className="c-small" style={{ color: "#6b7590" }}>
          Access is limited to users your operator&apos;s admins have invited.
        </p>
      </section>
      <main className="c-auth-panel">
        <BackofficeSignInForm returnTo={returnTo} initialError={error ?? null} />
      </main>
    </div>
  );
}
