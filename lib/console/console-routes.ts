// Console addresses used by client code. The sign-in path is the one next-auth is configured with
// (lib/server/auth/auth-options.ts SIGN_IN_PAGE); that module is server-only, hence the copy here.

export const CONSOLE_HOME = "/console";
export const CONSOLE_SIGN_IN = "/console/sign-in";

/** The sign-in page, coming back to a same-site path afterwards. */
export function signInHref(returnTo: string): string {
  const safe = returnTo.startsWith("/") && !returnTo.startsWith("//") ? returnTo : CONSOLE_HOME;
  return `${CONSOLE_SIGN_IN}?${new URLSearchParams({ callbackUrl: safe })}`;
}

/** The page of one free-rounds campaign (operator ids have no slash; campaign ids may, hence the encoding). */
export function campaignHref(operatorId: string, campaignId: string): string {
  return `/console/free-rounds/${encodeURIComponent(operatorId)}/${encodeURIComponent(campaignId)}`;
}
