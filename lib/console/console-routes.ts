import type { IconName } from "./ui/icons";

// Console addresses used by client code, and the sidebar: CONSOLE_NAV is the one list of console pages (a new page
// is one entry here). The sign-in path is the one next-auth is configured with
// (lib/server/auth/auth-options.ts SIGN_IN_PAGE); that module is server-only, hence the copy here.

export const CONSOLE_HOME = "/console";
export const CONSOLE_SIGN_IN = "/console/sign-in";
/** The signed-in staff member's own account (password, TOTP): linked from the user's name under the sidebar. */
export const CONSOLE_ACCOUNT = "/console/account";

/** The sign-in page, coming back to a same-site path afterwards. */
export function signInHref(returnTo: string): string {
  const safe = returnTo.startsWith("/") && !returnTo.startsWith("//") ? returnTo : CONSOLE_HOME;
  return `${CONSOLE_SIGN_IN}?${new URLSearchParams({ callbackUrl: safe })}`;
}

/** The page of one free-rounds campaign (operator ids have no slash; campaign ids may, hence the encoding). */
export function campaignHref(operatorId: string, campaignId: string): string {
  return `/console/free-rounds/${encodeURIComponent(operatorId)}/${encodeURIComponent(campaignId)}`;
}

/** The page of one jackpot pool. */
export function jackpotPoolHref(poolId: string): string {
  return `/console/jackpots/${encodeURIComponent(poolId)}`;
}

/** The page of one round. */
export function roundHref(roundId: string): string {
  return `/console/rounds/${encodeURIComponent(roundId)}`;
}

/** The page of one promotion. */
export function promotionHref(promotionId: string): string {
  return `/console/promotions/${encodeURIComponent(promotionId)}`;
}

export interface NavItem {
  href: string;
  label: string;
  icon: IconName;
  /** Shown to admins only (the page refuses viewers). */
  adminOnly?: boolean;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

export const CONSOLE_NAV: NavGroup[] = [
  { title: "Overview", items: [{ href: "/console", label: "Dashboard", icon: "dashboard" }] },
  {
    title: "Integrations",
    items: [
      { href: "/console/operators", label: "Operators", icon: "operators" },
      { href: "/console/api-keys", label: "API keys", icon: "key" },
      { href: "/console/catalog", label: "Catalog", icon: "catalog" },
    ],
  },
  {
    title: "Content & play",
    items: [
      { href: "/console/games", label: "Games", icon: "games" },
      { href: "/console/sessions", label: "Sessions", icon: "sessions" },
      { href: "/console/free-rounds", label: "Free rounds", icon: "gift" },
      { href: "/console/promotions", label: "Promotions", icon: "trophy" },
      { href: "/console/jackpots", label: "Jackpots", icon: "bolt" },
      { href: "/console/jurisdictions", label: "Jurisdictions", icon: "lock" },
    ],
  },
  {
    title: "Wallet",
    items: [
      { href: "/console/rounds", label: "Round lookup", icon: "search" },
      { href: "/console/wallet", label: "Deliveries", icon: "wallet" },
      { href: "/console/statements", label: "Daily statements", icon: "audit" },
      { href: "/console/wallet/certify", label: "Certification", icon: "certify" },
    ],
  },
  {
    title: "Governance",
    items: [
      { href: "/console/audit", label: "Audit log", icon: "audit" },
      { href: "/console/staff", label: "Staff", icon: "staff", adminOnly: true },
    ],
  },
  {
    title: "Money",
    items: [
      { href: "/console/reports", label: "Reports", icon: "chart" },
      { href: "/console/billing", label: "Billing", icon: "wallet" },
    ],
  },
];
