import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getOperatorSession } from "@/lib/server/auth/operator-session";
import { getOperator } from "@/lib/server/operators/get-operator";
import { BackofficeShell } from "./backoffice-shell";
import "@/app/console/console.css";

// Every back-office page (operators' own users): the console's stylesheet and UI kit, its own title pattern. Signed
// in, a page sits in the back office's shell; without a session only the page renders (it sends the visitor to
// sign-in, or is the sign-in page).
export const metadata: Metadata = {
  title: { template: "%s · Back office", default: "Back office" },
  robots: { index: false, follow: false },
};

export default async function BackofficeLayout({ children }: { children: ReactNode }) {
  const user = await getOperatorSession();
  if (!user) return <div className="c-root">{children}</div>;
  const operator = await getOperator({ operatorId: user.operatorId });
  return (
    <div className="c-root">
      <BackofficeShell user={{ email: user.email, role: user.role, operatorName: operator.name }}>
        {children}
      </BackofficeShell>
    </div>
  );
}
