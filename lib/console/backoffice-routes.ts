import type { NavGroup, NavItem } from "./console-routes";

// The back office's pages and its sidebar: BACKOFFICE_NAV is the one list (a new page is one entry here), each entry
// naming the operator roles it is shown to. The pages and their GraphQL refuse other roles themselves; the nav only
// hides what a role could not use.

export type OperatorRole = "operator_admin" | "operator_support" | "operator_finance";

export const BACKOFFICE_HOME = "/backoffice";
export const BACKOFFICE_SIGN_IN = "/backoffice/sign-in";

export const OPERATOR_ROLE_NAMES: Record<OperatorRole, string> = {
  operator_admin: "Admin",
  operator_support: "Support",
  operator_finance: "Finance",
};

const EVERYONE: readonly OperatorRole[] = ["operator_admin", "operator_support", "operator_finance"];
const ADMIN_AND_FINANCE: readonly OperatorRole[] = ["operator_admin", "operator_finance"];
const ADMIN: readonly OperatorRole[] = ["operator_admin"];

interface BackofficeNavItem extends NavItem {
  roles: readonly OperatorRole[];
}

export const BACKOFFICE_NAV: { title: string; items: BackofficeNavItem[] }[] = [
  { title: "Overview", items: [{ href: BACKOFFICE_HOME, label: "Home", icon: "dashboard", roles: EVERYONE }] },
  {
    title: "Players",
    items: [
      { href: "/backoffice/players", label: "Players", icon: "search", roles: EVERYONE },
      { href: "/backoffice/free-rounds", label: "Free rounds", icon: "gift", roles: EVERYONE },
    ],
  },
  {
    title: "Money",
    items: [
      { href: "/backoffice/money/revenue", label: "Revenue", icon: "chart", roles: ADMIN_AND_FINANCE },
      { href: "/backoffice/money/statements", label: "Daily statements", icon: "audit", roles: ADMIN_AND_FINANCE },
      { href: "/backoffice/money/billing", label: "Billing", icon: "wallet", roles: ADMIN_AND_FINANCE },
    ],
  },
  {
    title: "Integration",
    items: [
      { href: "/backoffice/integration/api-keys", label: "API keys", icon: "key", roles: ADMIN_AND_FINANCE },
      { href: "/backoffice/integration/wallet", label: "Wallet", icon: "certify", roles: ADMIN_AND_FINANCE },
      { href: "/backoffice/integration/deliveries", label: "Deliveries", icon: "inbox", roles: ADMIN_AND_FINANCE },
      { href: "/backoffice/integration/games", label: "Games", icon: "games", roles: EVERYONE },
    ],
  },
  {
    title: "Team",
    items: [
      { href: "/backoffice/users", label: "Users", icon: "staff", roles: ADMIN },
      { href: "/backoffice/account", label: "My account", icon: "lock", roles: EVERYONE },
    ],
  },
];

/** The nav a role sees. */
export function backofficeNavFor(role: OperatorRole): NavGroup[] {
  return BACKOFFICE_NAV.map((group) => ({
    title: group.title,
    items: group.items.filter((item) => item.roles.includes(role)),
  })).filter((group) => group.items.length > 0);
}
