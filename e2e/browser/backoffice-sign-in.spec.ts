import { expect, test, type Page } from "@playwright/test";
import { base32Decode, totpCodeForStep, totpStep } from "@/lib/server/crypto/totp";
import { runGpProcess } from "@/tests/support/gp-process";
import { changeOneTimePassword } from "./support/backoffice-account";
import { e2eEnvironment } from "./support/e2e-environment";

// The operators' back office, foundation of issue 30: an operator admin created with the ops CLI signs in with
// email, password and a TOTP code, reaches the back-office home, is not let into the staff console, and signs out.

test.use({ viewport: { width: 1440, height: 900 } });

const SIZES: [suffix: string, size: { width: number; height: number }][] = [
  ["", { width: 1440, height: 900 }],
  ["-1280", { width: 1280, height: 800 }],
  ["-phone", { width: 390, height: 844 }],
];

/** Saves e2e/screenshots/backoffice-<name><size>.png at each size, then returns to 1440×900. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const [suffix, size] of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/screenshots/backoffice-${name}${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an operator admin signs in with a TOTP code, sees the back office, not the console, and signs out", async ({
  page,
}) => {
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const email = `bo-admin-${Date.now().toString(36)}@operator.test`;
  const gp = await runGpProcess(
    [
      "operator-users",
      "create",
      "--operator",
      environment.operatorId,
      "--email",
      email,
      "--role",
      "operator_admin",
      "--totp",
      "--json",
    ],
    { ...process.env, DATABASE_URL: environment.databaseUrl! },
  );
  expect(gp.code, gp.stderr).toBe(0);
  const created = JSON.parse(gp.stdout) as { initialPassword: string; totp: { secret: string } };
  const key = base32Decode(created.totp.secret);

  await page.goto(`${environment.appUrl}/backoffice`);
  await expect(page).toHaveURL(`${environment.appUrl}/backoffice/sign-in?callbackUrl=%2Fbackoffice`);
  const form = page.getByTestId("backoffice-sign-in-form");
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await screenshots(page, "sign-in");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(created.initialPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  const code = page.getByLabel("Authenticator code");
  await expect(code).toBeVisible();
  await expect(page.getByTestId("sign-in-error")).toHaveCount(0);

  // A code of ten steps ago is refused with its own message; the current one signs in.
  await code.fill(totpCodeForStep(key, totpStep(new Date()) - 10));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByTestId("sign-in-error")).toHaveAttribute("data-code", "totp_invalid");
  await expect(page.getByTestId("sign-in-error")).toContainText("The code is incorrect");
  await screenshots(page, "sign-in-totp");

  await code.fill(totpCodeForStep(key, totpStep(new Date())));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  // The first sign-in replaces the one-time password before anything else.
  await changeOneTimePassword(page, created.initialPassword, `own-${created.initialPassword}`);
  await page.goto(`${environment.appUrl}/backoffice`);
  await expect(page).toHaveURL(`${environment.appUrl}/backoffice`);
  await expect(page.getByTestId("backoffice-user")).toHaveText(email);
  await expect(page.getByTestId("backoffice-role")).toHaveText("Admin");
  await expect(page.getByTestId("backoffice-operator")).toHaveText(environment.operatorId);
  await screenshots(page, "home");

  // The back-office session is no console session.
  await page.goto(`${environment.appUrl}/console`);
  await expect(page).toHaveURL(`${environment.appUrl}/console/sign-in?callbackUrl=%2Fconsole`);

  await page.goto(`${environment.appUrl}/backoffice`);
  await expect(page.getByTestId("backoffice-user")).toHaveText(email);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/backoffice\/sign-in/);
  await page.goto(`${environment.appUrl}/backoffice`);
  await expect(page).toHaveURL(`${environment.appUrl}/backoffice/sign-in?callbackUrl=%2Fbackoffice`);
});
