import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { runGpProcess } from "@/tests/support/gp-process";

// Console staff for the browser tests: accounts created with the ops CLI (`gp staff create`, before the app opens
// the database) and signing in through the console's own sign-in page.

export interface StaffAccount {
  email: string;
  password: string;
}

/** Creates a staff account with the ops CLI against the database named by `env`; the password is generated. */
export async function createStaffAccount(
  env: Record<string, string>,
  account: { email: string; name: string; role: "admin" | "viewer" },
): Promise<StaffAccount> {
  const password = randomBytes(18).toString("base64url");
  // The password goes through the environment, as the CLI recommends, not the process list.
  const { code, stdout, stderr } = await runGpProcess(
    ["staff", "create", "--email", account.email, "--name", account.name, "--role", account.role],
    { ...process.env, ...env, GP_STAFF_PASSWORD: password },
  );
  if (code !== 0) throw new Error(`gp staff create ${account.email} failed (${code}):\n${stdout}${stderr}`);
  return { email: account.email, password };
}

/** Signs in on /console/sign-in and waits for the console (or the page it was sent from) to load and hydrate. */
export async function signIn(page: Page, baseUrl: string, account: StaffAccount, returnTo = "/console"): Promise<void> {
  await page.goto(`${baseUrl}/console/sign-in?${new URLSearchParams({ callbackUrl: returnTo })}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toContainText(account.email);
  // Under load the page may show before React has hydrated it, and a click then does nothing.
  await expect(page.locator(".c-shell")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

/**
 * Saves e2e/screenshots/console-<name>.png of the whole page as staff see it at rest: scrolled to the top (the
 * sidebar is sticky) with the action notifications, already checked by the test, dismissed.
 */
export async function consoleScreenshot(page: Page, name: string): Promise<void> {
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  // A notification may also time out by itself between counting and clicking.
  while ((await dismiss.count()) > 0)
    await dismiss
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/screenshots/console-${name}.png`, fullPage: true });
}
