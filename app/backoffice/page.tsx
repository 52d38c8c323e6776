import type { Metadata } from "next";
import Link from "next/link";
import { BACKOFFICE_HOME, OPERATOR_ROLE_NAMES, backofficeNavFor } from "@/lib/console/backoffice-routes";
import { Card, CardBody } from "@/lib/console/ui/card";
import { Icon } from "@/lib/console/ui/icons";
import { PageHeader } from "@/lib/console/ui/page-header";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { getOperator } from "@/lib/server/operators/get-operator";

// GET /backoffice — the back office's home: who is signed in, for which operator, and the pages their role opens.
// The operator comes from the session's user, never from the address.

export const metadata: Metadata = { title: "Home" };

export default async function BackofficeHomePage() {
  const user = await requireOperatorUserPage({ returnTo: BACKOFFICE_HOME });
  const operator = await getOperator({ operatorId: user.operatorId });
  const pages = backofficeNavFor(user.role).flatMap((group) =>
    group.items.filter((item) => item.href !== BACKOFFICE_HOME).map((item) => ({ ...item, group: group.title })),
  );
  return (
    <>
      <PageHeader
        title={operator.name}
        description="Your operator's back office: your data only, every action audited."
      />
      <div className="c-grid-2" style={{ alignItems: "start" }}>
        <Card>
          <CardBody>
            <dl className="c-kv" data-testid="backoffice-home">
              <dt>Signed in as</dt>
              <dd data-testid="backoffice-user">{user.email}</dd>
              <dt>Role</dt>
              <dd data-testid="backoffice-role">{OPERATOR_ROLE_NAMES[user.role]}</dd>
              <dt>Operator</dt>
              <dd data-testid="backoffice-operator">{operator.id}</dd>
              <dt>Second factor</dt>
              <dd>{user.hasTotp ? "Authenticator app (TOTP)" : "None"}</dd>
            </dl>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <ul className="c-stack" style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="backoffice-pages">
              {pages.map((page) => (
                <li key={page.href}>
                  <Link href={page.href} className="c-row" style={{ gap: 10 }}>
                    <Icon name={page.icon} size={18} />
                    <span>
                      <strong>{page.label}</strong> <span className="c-muted">· {page.group}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
