"use client";

import { signOut } from "next-auth/react";
import { useState, type ReactNode } from "react";
import { CONSOLE_ACCOUNT, CONSOLE_HOME, CONSOLE_NAV, CONSOLE_SIGN_IN } from "@/lib/console/console-routes";
import { StaffProvider, type ConsoleStaff } from "@/lib/console/staff-context";
import { ConfirmProvider } from "./dialog";
import { Icon } from "./icons";
import { ShellFrame } from "./shell-frame";
import { ToastProvider } from "./toast";

function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="c-icon-button"
      aria-label="Sign out"
      title="Sign out"
      disabled={busy}
      data-testid="sign-out"
      onClick={async () => {
        setBusy(true);
        await signOut({ redirect: false });
        window.location.assign(CONSOLE_SIGN_IN);
      }}
    >
      {busy ? <span className="c-spinner" aria-hidden="true" /> : <Icon name="signOut" size={18} />}
    </button>
  );
}

/** The signed-in console around a page: the sidebar (CONSOLE_NAV), `search` in the top bar, toasts and confirmations. */
export function AppShell({ staff, search, children }: { staff: ConsoleStaff; search: ReactNode; children: ReactNode }) {
  const nav = CONSOLE_NAV.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.adminOnly || staff.role === "admin"),
  }));
  return (
    <StaffProvider staff={staff}>
      <ToastProvider>
        <ConfirmProvider>
          <ShellFrame
            home={CONSOLE_HOME}
            brandSub="Staff console"
            navLabel="Console"
            nav={nav}
            user={{
              name: staff.name,
              email: staff.email,
              role: staff.role,
              roleTone: staff.role === "admin" ? "primary" : "warning",
            }}
            signOut={<SignOutButton />}
            accountHref={CONSOLE_ACCOUNT}
            topbar={search}
            banner={
              staff.role === "viewer" ? (
                <div className="c-readonly-banner" role="note" data-testid="read-only-banner">
                  <Icon name="eye" size={18} />
                  <span>
                    You are signed in as a <strong>viewer</strong>: everything is visible, nothing can be changed.
                  </span>
                </div>
              ) : null
            }
          >
            {children}
          </ShellFrame>
        </ConfirmProvider>
      </ToastProvider>
    </StaffProvider>
  );
}
