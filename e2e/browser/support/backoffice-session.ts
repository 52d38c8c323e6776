import { expect, type Page } from "@playwright/test";
import { runGpProcess } from "@/tests/support/gp-process";
import type { E2eEnvironment } from "./e2e-environment";

// The back office's specs sign in as operator users they create with the gp CLI (PostgreSQL only: the CLI writes
// the database while the app runs).

/** Creates an operator user of the e2e operator (the gp CLI) and signs in at the back office as them. */
export async function signInAsNewOperatorUser(
  page: Page,
  environment: E2eEnvironment,
  user: { email: string; role: string; returnTo: string },
): Promise<void> {
  const gp = await runGpProcess(
    [
      "operator-users",
      "create",
      "--operator",
      environment.operatorId,
      "--email",
      user.email,
      "--role",
      user.role,
      "--json",
    ],
    { ...process.env, DATABASE_URL: environment.databaseUrl! },
  );
  expect(gp.code, gp.stderr).toBe(0);
  const created = JSON.parse(gp.stdout) as { initialPassword: string };
  await page.goto(`${environment.appUrl}${user.returnTo}`);
  const form = page.getByTestId("backoffice-sign-in-form");
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(created.initialPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${environment.appUrl}${user.returnTo}`);
}
