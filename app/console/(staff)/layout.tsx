import type { ReactNode } from "react";
import { getStaffSession } from "@/lib/server/auth/staff-session";
import { AppShell } from "@/lib/console/ui/app-shell";
import { GlobalSearch } from "./global-search";

// The signed-in console: sidebar, notifications and confirmations around every page. Without a session only the
// page itself renders, and every page sends the visitor to sign-in with its own address to come back to.
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const staff = await getStaffSession();
  if (!staff) return children;
  return (
    <AppShell
      staff={{ id: staff.id, email: staff.email, name: staff.name, role: staff.role }}
      search={<GlobalSearch />}
    >
      {children}
    </AppShell>
  );
}
