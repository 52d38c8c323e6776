import { expect, type Page } from "@playwright/test";
import { base32Decode, totpCodeForStep, totpStep } from "@/lib/server/crypto/totp";
import { runGpProcess } from "@/tests/support/gp-process";
import type { E2eEnvironment } from "./e2e-environment";

// Back-office users for the browser tests: created with the ops CLI (a one-time password, optionally a TOTP
// secret), and the first sign-in's forced change of that password on /backoffice/account.

export interface CreatedOperatorUser {
  initialPassword: string;
  totp: { secret: string; uri: string } | null;
}

/** Creates an operator user with the ops CLI: of the e2e operator, or of `user.operatorId` when given. */
export async function createOperatorUserWithCli(
  environment: E2eEnvironment,
  user: { email: string; role: string; totp?: boolean; operatorId?: string },
): Promise<CreatedOperatorUser> {
  const gp = await runGpProcess(
    [
      "operator-users",
      "create",
      "--operator",
      user.operatorId ?? environment.operatorId,
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

/** Creates another operator with the ops CLI (as staff onboard one), for tests of what one operator cannot see. */
export async function createOperatorWithCli(environment: E2eEnvironment, operator: { id: string; name: string }) {
  const gp = await runGpProcess(["operators", "create", operator.id, "--name", operator.name, "--json"], {
    ...process.env,
    DATABASE_URL: environment.databaseUrl!,
  });
  expect(gp.code, gp.stderr).toBe(0);
}

/** The TOTP code of `secret` the app expects `ahead` steps from now (1: the next one, still accepted). */
export function totpCode(secret: string, ahead = 0): string {
  return totpCodeForStep(base32Decode(secret), totpStep(new Date()) + ahead);
}

/** On /backoffice/account after a first sign-in: replaces the one-time password, and the back office opens. */
export async function changeOneTimePassword(page: Page, current: string, next: string): Promise<void> {
  await expect(page).toHaveURL(/\/backoffice\/account$/);
  // Filled before React hydrates, the form would be reset and its button do nothing.
  await expect(page.locator(".c-shell")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await expect(page.getByTestId("account-setup-step")).toHaveAttribute("data-step", "change_password");
  const card = page.getByTestId("password-card");
  await card.getByLabel("Current password").fill(current);
  await card.getByLabel("New password", { exact: true }).fill(next);
  await card.getByLabel("Repeat the new password").fill(next);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("password-notice")).toHaveText("Password changed.");
  await expect(page.getByTestId("account-setup-step")).toHaveCount(0);
}
