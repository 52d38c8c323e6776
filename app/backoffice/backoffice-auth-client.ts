// The browser side of the back office's next-auth (/backoffice/api/auth): next-auth/react's helpers talk to the
// console's /api/auth, so the back office posts to its own route the way they do.

const AUTH_PATH = "/backoffice/api/auth";

async function csrfToken(): Promise<string> {
  const response = await fetch(`${AUTH_PATH}/csrf`, { cache: "no-store" });
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** Signs in; null when signed in, else the error code next-auth reported (CredentialsSignin, totp_required, …). */
export async function backofficeSignIn(fields: {
  email: string;
  password: string;
  totp: string;
  callbackUrl: string;
}): Promise<string | null> {
  const response = await fetch(`${AUTH_PATH}/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: "true" }),
  });
  const { url } = (await response.json()) as { url?: string };
  const error = url ? new URL(url, window.location.origin).searchParams.get("error") : null;
  if (response.ok && !error) return null;
  return error ?? "sign_in_unavailable";
}

export async function backofficeSignOut(): Promise<void> {
  await fetch(`${AUTH_PATH}/signout`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: await csrfToken(), json: "true" }),
  });
}
