import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { findStaffUserForOidc } from "@/lib/server/staff/find-staff-user-for-oidc";
import type { StaffRoleValue } from "@/lib/server/staff/staff-fields";
import { verifyStaffCredentials } from "@/lib/server/staff/verify-staff-credentials";
import { authSecret, ensureAuthUrl, oidcSettings, staffSessionMaxAgeSeconds, type OidcSettings } from "./auth-settings";
import { clientIpFromHeaders } from "@/lib/server/http/forwarded-headers";
import { authorizeCredentials } from "./authorize-credentials";

// next-auth for provider staff: email + password (argon2id) and, when configured, one OIDC provider that maps a
// verified email to an existing staff account. Sessions are JWTs in an HttpOnly cookie carrying id, email and role;
// the helpers in staff-session.ts re-read the account on every request, so the cookie alone never grants a role.

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; name: string; role: StaffRoleValue };
  }
  interface User {
    role?: StaffRoleValue;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: StaffRoleValue;
  }
}

export const SIGN_IN_PAGE = "/console/sign-in";
export const CREDENTIALS_PROVIDER_ID = "credentials";
export const OIDC_PROVIDER_ID = "oidc";

interface OidcProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

function oidcProvider(settings: OidcSettings): OAuthConfig<OidcProfile> {
  return {
    id: OIDC_PROVIDER_ID,
    name: settings.name,
    type: "oauth",
    wellKnown: `${settings.issuer}/.well-known/openid-configuration`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    profile: (profile) => ({
      id: profile.sub,
      email: profile.email ?? null,
      name: profile.name ?? profile.email ?? null,
    }),
  };
}

/** Built per request, so configuration errors surface as clear errors and tests can change the environment. */
export function authOptions(): NextAuthOptions {
  ensureAuthUrl();
  const oidc = oidcSettings();
  const maxAge = staffSessionMaxAgeSeconds();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge },
    jwt: { maxAge },
    pages: { signIn: SIGN_IN_PAGE, error: SIGN_IN_PAGE },
    providers: [
      CredentialsProvider({
        id: CREDENTIALS_PROVIDER_ID,
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          totp: { label: "Authenticator code", type: "text" },
        },
        async authorize(credentials, request) {
          const user = await authorizeCredentials("auth", () =>
            verifyStaffCredentials({
              email: credentials?.email,
              password: credentials?.password,
              totp: credentials?.totp,
              ip: clientIpFromHeaders(request.headers ?? {}),
            }),
          );
          return user && { id: user.id, email: user.email, name: user.name, role: user.role };
        },
      }),
      ...(oidc ? [oidcProvider(oidc)] : []),
    ],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== OIDC_PROVIDER_ID) return true;
        const staff = await findStaffUserForOidc({
          email: profile?.email,
          emailVerified: (profile as OidcProfile | undefined)?.email_verified,
        });
        if (!staff) return false;
        // The session must name the staff account, not the identity provider's subject.
        Object.assign(user, { id: staff.id, email: staff.email, name: staff.name, role: staff.role });
        return true;
      },
      async jwt({ token, user }) {
        if (user) Object.assign(token, { sub: user.id, email: user.email, name: user.name, role: user.role });
        return token;
      },
      async session({ session, token }) {
        session.user = {
          id: token.sub ?? "",
          email: token.email ?? "",
          name: token.name ?? "",
          role: token.role ?? "viewer",
        };
        return session;
      },
    },
  };
}
