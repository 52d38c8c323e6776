import { expect, type Page } from "@playwright/test";
import { changeOneTimePassword, createOperatorUserWithCli } from "./backoffice-account";
import type { E2eEnvironment } from "./e2e-environment";

// The back office's specs sign in as operator users they create with the gp CLI (PostgreSQL only: the CLI writes
// the database while the app runs).

/** Signs in at the back office's sign-in form (already open) with email, password and, when asked, a TOTP code. */
export async function fillBackofficeSignIn(page: Page, user: { email: string; password: string }): Promise<void> {
  const form = page.getByTestId("backoffice-sign-in-form");
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Waits until React has hydrated the back office's shell: until then its forms and buttons do nothing. */
export async function waitForBackofficeHydrated(page: Page): Promise<void> {
  await expect(page.locator(".c-shell")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

/** Signs in with a one-time password, replaces it where the first sign-in sends the user, then opens `returnTo`. */
export async function signInFirstTime(
  page: Page,
  baseUrl: string,
  user: { email: string; password: string; returnTo: string },
): Promise<void> {
  await page.goto(`${baseUrl}${user.returnTo}`);
  await fillBackofficeSignIn(page, user);
  await changeOneTimePassword(page, user.password, `own-${user.password}`);
  await page.goto(`${baseUrl}${user.returnTo}`);
  await expect(page).toHaveURL(`${baseUrl}${user.returnTo}`);
  await waitForBackofficeHydrated(page);
}

/**
 * Creates an operator user of the e2e operator (the gp CLI), signs in at the back office as them, replaces the
 * one-time password where the first sign-in sends them, and opens `returnTo`.
 */
export async function signInAsNewOperatorUser(
  page: Page,
  environment: E2eEnvironment,
  user: { email: string; role: string; returnTo: string },
): Promise<void> {
  const created = await createOperatorUserWithCli(environment, user);
  await signInFirstTime(page, environment.appUrl, { ...user, password: created.initialPassword });
}
