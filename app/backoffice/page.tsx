import type { Metadata } from "next";
import { ButtonLink } from "@/lib/console/ui/button";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { getOperator } from "@/lib/server/operators/get-operator";
import { SignOutButton } from "./sign-out-button";

// GET /backoffice — the back office's home: who is signed in, for which operator. The operator comes from the
// session's user, never from the address.

export const metadata: Metadata = { title: "Home" };

const ROLE_NAMES = {
  operator_admin: "Admin",
  operator_support: "Support",
  operator_finance: "Finance",
} as const;

export default async function BackofficeHomePage() {
  const user = await requireOperatorUserPage({ returnTo: "/backoffice" });
  const operator = await getOperator({ operatorId: user.operatorId });
  return (
    <main className="c-page" style={{ maxWidth: 720, margin: "0 auto", padding: "48px 24px" }}>
      <header className="c-page-header">
        <h1 className="c-page-title">{operator.name}</h1>
        <p className="c-muted">Operator back office</p>
      </header>
      <section className="c-card" style={{ padding: 24 }} data-testid="backoffice-home">
        <dl className="c-kv">
          <dt>Signed in as</dt>
          <dd data-testid="backoffice-user">{user.email}</dd>
          <dt>Role</dt>
          <dd data-testid="backoffice-role">{ROLE_NAMES[user.role]}</dd>
          <dt>Operator</dt>
          <dd data-testid="backoffice-operator">{operator.id}</dd>
          <dt>Second factor</dt>
          <dd>{user.hasTotp ? "Authenticator app (TOTP)" : "None"}</dd>
        </dl>
        <div className="c-row" style={{ marginTop: 20, gap: 8 }}>
          <ButtonLink href="/backoffice/players" variant="primary" icon="search">
            Find a player
          </ButtonLink>
          <SignOutButton />
        </div>
      </section>
    </main>
  );
}
