"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/lib/console/ui/button";
import { backofficeSignOut } from "./backoffice-auth-client";

export function SignOutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await backofficeSignOut().catch(() => undefined);
    router.replace("/backoffice/sign-in");
    router.refresh();
  }
  return (
    <Button onClick={() => void signOut()} busy={busy} icon="lock">
      Sign out
    </Button>
  );
}
