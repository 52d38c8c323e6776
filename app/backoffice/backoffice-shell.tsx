"use client";

import type { ReactNode } from "react";
import {
  BACKOFFICE_HOME,
  OPERATOR_ROLE_NAMES,
  backofficeNavFor,
  type OperatorRole,
} from "@/lib/console/backoffice-routes";
import { ConfirmProvider } from "@/lib/console/ui/dialog";
import { ShellFrame } from "@/lib/console/ui/shell-frame";
import { ToastProvider } from "@/lib/console/ui/toast";
import { SignOutButton } from "./sign-out-button";

export interface BackofficeShellUser {
  email: string;
  role: OperatorRole;
  operatorName: string;
}

/** The signed-in back office around a page: the sidebar a role sees (BACKOFFICE_NAV), toasts and confirmations. */
export function BackofficeShell({ user, children }: { user: BackofficeShellUser; children: ReactNode }) {
  return (
    <ToastProvider>
      <ConfirmProvider>
        <ShellFrame
          home={BACKOFFICE_HOME}
          brandSub={user.operatorName}
          navLabel="Back office"
          nav={backofficeNavFor(user.role)}
          user={{
            name: user.email.split("@")[0] ?? user.email,
            email: user.email,
            role: OPERATOR_ROLE_NAMES[user.role],
            roleTone: user.role === "operator_admin" ? "primary" : "neutral",
          }}
          signOut={<SignOutButton />}
        >
          {children}
        </ShellFrame>
      </ConfirmProvider>
    </ToastProvider>
  );
}
