import { expect, type Page } from "@playwright/test";
import { runGpProcess } from "@/tests/support/gp-process";
import type { E2eEnvironment } from "./e2e-environment";

// Back-office users for the browser tests: created with the ops CLI (a one-time password, optionally a TOTP
// secret), and the first sign-in's forced change of that password on /backoffice/account.

export interface CreatedOperatorUser {
  initialPassword: string;
  totp: { secret: string; uri: string } | null;
}

export async function createOperatorUserWithCli(
  environment: E2eEnvironment,
  user: { email: string; role: string; totp?: boolean },
): Promise<CreatedOperatorUser> {
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
      ...(user.totp ? ["--totp"] : []),
      "--json",
    ],
    { ...process.env, DATABASE_URL: environment.databaseUrl! },
  );
  expect(gp.code, gp.stderr).toBe(0);
  return JSON.parse(gp.stdout) as CreatedOperatorUser;
}

/** On /backoffice/account after a first sign-in: replaces the one-time password, and the back office opens. */
export async function changeOneTimePassword(page: Page, current: string, next: string): Promise<void> {
  await expect(page).toHaveURL(/\/backoffice\/account$/);
  await expect(page.getByTestId("account-setup-step")).toHaveAttribute("data-step", "change_password");
  const card = page.getByTestId("password-card");
  await card.getByLabel("Current password").fill(current);
  await card.getByLabel("New password", { exact: true }).fill(next);
  await card.getByLabel("Repeat the new password").fill(next);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("password-notice")).toHaveText("Password changed.");
  await expect(page.getByTestId("account-setup-step")).toHaveCount(0);
}
