import "server-only";
import { createHash } from "node:crypto";
import type { CookiesOptions, NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { isAppError } from "@/lib/base/errors";
import { clientIpFromHeaders } from "@/lib/server/http/forwarded-headers";
import { logger } from "@/lib/server/observability/logger";
import { verifyOperatorUserCredentials } from "@/lib/server/operator-users/verify-operator-user-credentials";
import { authSecret, ensureAuthUrl, staffSessionMaxAgeSeconds } from "./auth-settings";
import { SIGN_IN_ERRORS } from "./auth-options";

// next-auth for the operators' back office (/backoffice), apart from the staff console's in everything that
// carries a session: its own route (/backoffice/api/auth/*), its own cookies, scoped to the /backoffice path (a
// browser never sends them to /console or the console's API), and its own key, derived from NEXTAUTH_SECRET, so a
// back-office token is unreadable as a staff token and the other way round, whatever cookie it is put in.

export const BACKOFFICE_PATH = "/backoffice";
export const BACKOFFICE_SIGN_IN_PAGE = `${BACKOFFICE_PATH}/sign-in`;

/** Error texts the back-office sign-in page receives (?error=…), beside next-auth's CredentialsSignin. */
const BACKOFFICE_SIGN_IN_ERRORS = { ...SIGN_IN_ERRORS, totpRequired: "totp_required" } as const;

export function backofficeAuthSecret(): string {
  return createHash("sha256").update(`${authSecret()}:backoffice-session`).digest("hex");
}

/** Secure (and __Secure- prefixed) when the app is served over https, as next-auth does for its own cookies. */
export function backofficeCookies(): CookiesOptions {
  ensureAuthUrl();
  const secure = process.env.NEXTAUTH_URL!.startsWith("https://");
  const prefix = secure ? "__Secure-" : "";
  const options = { httpOnly: true, sameSite: "lax", path: BACKOFFICE_PATH, secure };
  const cookie = (name: string) => ({ name: `${prefix}gp-backoffice.${name}`, options });
  return {
    sessionToken: cookie("session-token"),
    callbackUrl: cookie("callback-url"),
    csrfToken: cookie("csrf-token"),
    pkceCodeVerifier: cookie("pkce.code_verifier"),
    state: cookie("state"),
    nonce: cookie("nonce"),
  };
}

/** Built per request, like the console's, so configuration errors surface as clear errors. */
export function backofficeAuthOptions(): NextAuthOptions {
  const maxAge = staffSessionMaxAgeSeconds();
  return {
    secret: backofficeAuthSecret(),
    cookies: backofficeCookies(),
    session: { strategy: "jwt", maxAge },
    jwt: { maxAge },
    pages: { signIn: BACKOFFICE_SIGN_IN_PAGE, error: BACKOFFICE_SIGN_IN_PAGE, signOut: BACKOFFICE_SIGN_IN_PAGE },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          totp: { label: "Authenticator code", type: "text" },
        },
        async authorize(credentials, request) {
          let result;
          try {
            result = await verifyOperatorUserCredentials({
              email: credentials?.email,
              password: credentials?.password,
              totp: credentials?.totp,
              ip: clientIpFromHeaders(request.headers ?? {}),
            });
          } catch (error) {
            // next-auth puts the message into the redirect URL: only our fixed codes may go there.
            if (isAppError(error) && error.code === "rate_limited")
              throw new Error(BACKOFFICE_SIGN_IN_ERRORS.rateLimited);
            logger.error({ where: "backoffice-auth", err: error }, "back-office sign-in failed");
            throw new Error(BACKOFFICE_SIGN_IN_ERRORS.unavailable);
          }
          if (result.outcome === "totp_required") throw new Error(BACKOFFICE_SIGN_IN_ERRORS.totpRequired);
          if (result.outcome === "refused") return null;
          return { id: result.user.id, email: result.user.email, name: result.user.email };
        },
      }),
    ],
  };
}
