import "server-only";
import { decode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getActiveOperatorUser } from "@/lib/server/operator-users/get-active-operator-user";
import type { OperatorSessionUser } from "@/lib/server/operator-users/operator-user-fields";
import {
  BACKOFFICE_PATH,
  BACKOFFICE_SIGN_IN_PAGE,
  backofficeAuthSecret,
  backofficeCookies,
} from "./backoffice-auth-options";

// Session helpers of the back office. Only the back office's own cookie is read, with its own key: a staff
// session is no session here. The cookie names the user; the user (and with it the operator every back-office
// action is scoped to) comes from the database on every call, never from an argument.

/** The page where a user sets their own password and second factor: the only one open while a setup step is due. */
export const BACKOFFICE_ACCOUNT_PAGE = `${BACKOFFICE_PATH}/account`;

/** The signed-in, active operator user of the current request, or null. */
export async function getOperatorSession(): Promise<OperatorSessionUser | null> {
  const token = (await cookies()).get(backofficeCookies().sessionToken.name)?.value;
  if (!token) return null;
  // decode checks the token's encryption and expiry; a token sealed with another key is no session.
  const payload = await decode({ token, secret: backofficeAuthSecret() }).catch(() => null);
  return payload?.sub ? getActiveOperatorUser({ id: payload.sub }) : null;
}

/**
 * For back-office pages: the signed-in user, or a redirect to the sign-in page and back afterwards. While the user
 * must first change their one-time password or enroll a required second factor, every page but the account page
 * (`duringAccountSetup`) redirects there.
 */
export async function requireOperatorUserPage(options: {
  returnTo: string;
  duringAccountSetup?: boolean;
}): Promise<OperatorSessionUser> {
  const user = await getOperatorSession();
  if (!user) redirect(backofficeSignInPath(options.returnTo));
  if (user.accountSetupStep !== null && !options.duringAccountSetup) redirect(BACKOFFICE_ACCOUNT_PAGE);
  return user;
}

/** The back office's sign-in page, returning to a back-office path afterwards. */
function backofficeSignInPath(returnTo?: string): string {
  const inside = returnTo === BACKOFFICE_PATH || returnTo?.startsWith(`${BACKOFFICE_PATH}/`);
  const safe = inside && returnTo ? returnTo : BACKOFFICE_PATH;
  return `${BACKOFFICE_SIGN_IN_PAGE}?${new URLSearchParams({ callbackUrl: safe })}`;
}
