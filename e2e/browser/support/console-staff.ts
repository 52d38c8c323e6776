import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

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
  const child = spawn(
    path.resolve("node_modules/.bin/tsx"),
    [
      "--conditions=react-server",
      path.resolve("lib/cli/gp.ts"),
      "staff",
      "create",
      "--email",
      account.email,
      "--name",
      account.name,
      "--role",
      account.role,
    ],
    // The password goes through the environment, as the CLI recommends, not the process list.
    { env: { ...process.env, ...env, GP_STAFF_PASSWORD: password }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`gp staff create ${account.email} failed (${code}):\n${output}`);
  return { email: account.email, password };
}

/** Signs in on /console/sign-in and waits for the console (or the page it was sent from) to load. */
export async function signIn(page: Page, baseUrl: string, account: StaffAccount, returnTo = "/console"): Promise<void> {
  await page.goto(`${baseUrl}/console/sign-in?${new URLSearchParams({ callbackUrl: returnTo })}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toContainText(account.email);
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
