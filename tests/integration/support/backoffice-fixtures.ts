import { changeOperatorUserPassword } from "@/lib/server/operator-users/change-operator-user-password";
import {
  createOperatorUser,
  type CreatedOperatorUser,
  type CreateOperatorUserOptions,
} from "@/lib/server/operator-users/create-operator-user";
import { StaffClient } from "@/tests/integration/support/graphql-fixtures";

export const BACKOFFICE_SESSION_COOKIE = "gp-backoffice.session-token";

/** A browser of the back office: StaffClient's cookie jar and forwarded address, signing in at /backoffice. */
export class BackofficeClient extends StaffClient {
  protected override readonly graphqlPath = "/backoffice/api/graphql";

  async signInToBackoffice(email: string, password: string, totp = "") {
    const csrf = (await (await this.request("/backoffice/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await this.request("/backoffice/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrfToken: csrf.csrfToken,
        email,
        password,
        totp,
        callbackUrl: `${this.baseUrl}/backoffice`,
        json: "true",
      }),
    });
    const { url } = (await response.json()) as { url: string };
    const setCookies = response.headers.getSetCookie();
    return {
      signedIn: setCookies.some((line) => line.startsWith(`${BACKOFFICE_SESSION_COOKIE}=`)),
      error: new URL(url, this.baseUrl).searchParams.get("error"),
      status: response.status,
      setCookies,
    };
  }
}

/**
 * An operator user who has already replaced the one-time password, as their first sign-in makes them do (the back
 * office opens nothing else before): `password` is their own. For tests of what comes after.
 */
export async function createOperatorUserWithOwnPassword(
  options: CreateOperatorUserOptions,
): Promise<CreatedOperatorUser & { password: string }> {
  const created = await createOperatorUser(options);
  const password = `own-${created.initialPassword}`;
  await changeOperatorUserPassword({
    userId: created.user.id,
    currentPassword: created.initialPassword,
    newPassword: password,
  });
  return { ...created, password };
}
