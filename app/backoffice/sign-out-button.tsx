"use client";

import { useState } from "react";
import { BACKOFFICE_SIGN_IN } from "@/lib/console/backoffice-routes";
import { Icon } from "@/lib/console/ui/icons";
import { backofficeSignOut } from "./backoffice-auth-client";

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="c-icon-button"
      aria-label="Sign out"
      title="Sign out"
      disabled={busy}
      data-testid="backoffice-sign-out"
      onClick={async () => {
        setBusy(true);
        await backofficeSignOut().catch(() => undefined);
        window.location.assign(BACKOFFICE_SIGN_IN);
      }}
    >
      {busy ? <span className="c-spinner" aria-hidden="true" /> : <Icon name="signOut" size={18} />}
    </button>
  );
}
