import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OIDC_PROVIDER_ID } from "@/lib/server/auth/auth-options";
import { oidcSettings } from "@/lib/server/auth/auth-settings";
import { getStaffSession } from "@/lib/server/auth/staff-session";
import { Icon } from "@/lib/console/ui/icons";
import { SignInForm } from "./sign-in-form";
import "./sign-in.css";

// GET /console/sign-in — staff sign-in (next-auth credentials, and single sign-on when OIDC is configured)

export const metadata: Metadata = { title: "Sign in" };

type SignInPageProps = { searchParams: Promise<{ callbackUrl?: string | string[]; error?: string | string[] }> };

/** Only same-site paths: a crafted link must not bounce staff to another site after signing in. */
function safeReturnPath(value: string | string[] | undefined): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path) return "/console";
  try {
    // next-auth may hand back an absolute URL of this site; keep its path only.
    const url = new URL(path, "http://console.invalid");
    const candidate = `${url.pathname}${url.search}`;
    return candidate.startsWith("/console") && !candidate.startsWith("/console/sign-in") ? candidate : "/console";
  } catch {
    return "/console";
  }
}

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const params = await searchParams;
  const returnTo = safeReturnPath(params.callbackUrl);
  if (await getStaffSession()) redirect(returnTo);
  const oidc = oidcSettings();
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
            <span className="c-brand-sub">Staff console</span>
          </span>
        </div>
        <div>
          <h2>Run every operator integration from one place.</h2>
          <p>
            Onboard casinos, curate their catalogs, issue keys, watch wallet callbacks and certify wallets before
            go-live.
          </p>
          <ul className="c-auth-points">
            <li>
              <Icon name="operators" size={20} /> Operators, keys and catalogs
            </li>
            <li>
              <Icon name="wallet" size={20} /> Signed wallet deliveries with retries
            </li>
            <li>
              <Icon name="certify" size={20} /> Wallet conformance certification
            </li>
          </ul>
        </div>
        <p className="c-small" style={{ color: "#6b7590" }}>
          Access is limited to provider staff. Every change is recorded in the audit log.
        </p>
      </section>
      <main className="c-auth-panel">
        <SignInForm
          returnTo={returnTo}
          initialError={error ?? null}
          oidc={oidc ? { id: OIDC_PROVIDER_ID, name: oidc.name } : null}
        />
      </main>
    </div>
  );
}
