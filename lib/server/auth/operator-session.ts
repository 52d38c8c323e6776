import "server-only";
import { decode, encode, type JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/base/errors";
import { getActiveOperatorUser } from "@/lib/server/operator-users/get-active-operator-user";
import {
  ACCOUNT_SETUP_ERRORS,
  type OperatorSessionUser,
  type OperatorUserRoleValue,
} from "@/lib/server/operator-users/operator-user-fields";
import {
  BACKOFFICE_PATH,
  BACKOFFICE_SIGN_IN_PAGE,
  SIGNED_IN_AT_CLAIM,
  backofficeAuthSecret,
  backofficeCookies,
} from "./backoffice-auth-options";
import { staffSessionMaxAgeSeconds } from "./auth-settings";

// Session helpers of the back office. Only the back office's own cookie is read, with its own key: a staff
// session is no session here. The cookie names the user; the user (and with it the operator every back-office
// action is scoped to) comes from the database on every call, never from an argument.

/** The page where a user sets their own password and second factor: the only one open while a setup step is due. */
export const BACKOFFICE_ACCOUNT_PAGE = `${BACKOFFICE_PATH}/account`;

/** The signed-in, active operator user of the current request, or null. */
export async function getOperatorSession(): Promise<OperatorSessionUser | null> {
  const payload = await readSessionToken();
  const signedInAt = payload?.[SIGNED_IN_AT_CLAIM];
  // A token without its sign-in time (none is issued so) cannot be checked against sessionsValidAfter: no session.
  if (!payload?.sub || typeof signedInAt !== "number") return null;
  return getActiveOperatorUser({ id: payload.sub, signedInAt: new Date(signedInAt) });
}

/**
 * Re-issues the current request's session as signed in now, for the session that just ended the user's other
 * sessions (a password change, a second factor removed: sessionsValidAfter moved to that moment) and must itself go
 * on. Only a route handler may set the cookie; a request without a valid session changes nothing.
 */
export async function renewOperatorSession(): Promise<void> {
  const payload = await readSessionToken();
  if (!payload?.sub) return;
  const { name, options } = backofficeCookies().sessionToken;
  const maxAge = staffSessionMaxAgeSeconds();
  const token = { ...payload, [SIGNED_IN_AT_CLAIM]: Date.now() };
  const value = await encode({ token, secret: backofficeAuthSecret(), maxAge });
  (await cookies()).set(name, value, { ...options, maxAge });
}

/** The back-office session cookie's claims; decode checks its encryption and expiry (another key's token: null). */
async function readSessionToken(): Promise<JWT | null> {
  const token = (await cookies()).get(backofficeCookies().sessionToken.name)?.value;
  if (!token) return null;
  return decode({ token, secret: backofficeAuthSecret() }).catch(() => null);
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

/**
 * For back-office route handlers (downloads): the signed-in user, refused with "unauthenticated" without a session
 * and "forbidden" when their role is not one of `roles`, and while an account setup step is due, as operatorScoped
 * refuses a resolver.
 */
export async function requireOperatorUser(options: {
  roles: readonly OperatorUserRoleValue[];
}): Promise<OperatorSessionUser> {
  const user = await getOperatorSession();
  if (!user) throw new AppError("unauthenticated", "Sign in to the back office to download this");
  if (user.accountSetupStep !== null) {
    const { code, message } = ACCOUNT_SETUP_ERRORS[user.accountSetupStep];
    throw new AppError(code, message);
  }
  if (!options.roles.includes(user.role))
    throw new AppError("forbidden", `Your role (${user.role}) may not download this`);
  return user;
}

/** The back office's sign-in page, returning to a back-office path afterwards. */
function backofficeSignInPath(returnTo?: string): string {
  const inside = returnTo === BACKOFFICE_PATH || returnTo?.startsWith(`${BACKOFFICE_PATH}/`);
  const safe = inside && returnTo ? returnTo : BACKOFFICE_PATH;
  return `${BACKOFFICE_SIGN_IN_PAGE}?${new URLSearchParams({ callbackUrl: safe })}`;
}
