import "server-only";
import { createHash } from "node:crypto";
import type { CookiesOptions, NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientIpFromHeaders } from "@/lib/server/http/forwarded-headers";
import { verifyOperatorUserCredentials } from "@/lib/server/operator-users/verify-operator-user-credentials";
import { authSecret, ensureAuthUrl, staffSessionMaxAgeSeconds } from "./auth-settings";
import { authorizeCredentials } from "./authorize-credentials";

// next-auth for the operators' back office (/backoffice), apart from the staff console's in everything that
// carries a session: its own route (/backoffice/api/auth/*), its own cookies, scoped to the /backoffice path (a
// browser never sends them to /console or the console's API), and its own key, derived from NEXTAUTH_SECRET, so a
// back-office token is unreadable as a staff token and the other way round, whatever cookie it is put in.

export const BACKOFFICE_PATH = "/backoffice";
export const BACKOFFICE_SIGN_IN_PAGE = `${BACKOFFICE_PATH}/sign-in`;

/** The token's claim of when its session was signed in (epoch milliseconds). */
export const SIGNED_IN_AT_CLAIM = "signedInAt";

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
    callbacks: {
      // next-auth re-issues the token (new iat) whenever the session is read at /backoffice/api/auth/session: the
      // sign-in time the user's sessionsValidAfter is compared with is this claim, set once, at sign-in.
      jwt({ token, user }) {
        if (user) token[SIGNED_IN_AT_CLAIM] = Date.now();
        return token;
      },
    },
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
          const user = await authorizeCredentials("backoffice-auth", () =>
            verifyOperatorUserCredentials({
              email: credentials?.email,
              password: credentials?.password,
              totp: credentials?.totp,
              ip: clientIpFromHeaders(request.headers ?? {}),
            }),
          );
          return user && { id: user.id, email: user.email, name: user.email };
        },
      }),
    ],
  };
}
