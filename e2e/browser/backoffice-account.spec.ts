import { expect, test, type Page } from "@playwright/test";
import { changeOneTimePassword, createOperatorUserWithCli, totpCode as code } from "./support/backoffice-account";
import { consoleScreenshot, createStaffAccount, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";

// Account security (issue 30): a new back-office user signs in with the one-time password the CLI printed, is held
// at /backoffice/account until they set their own, sets up an authenticator app (codes computed here with the
// platform's RFC 6238 code), signs out and back in with a code. A console admin sets up TOTP on /console/account
// and signs in with it through the same sign-in form.

test.use({ viewport: { width: 1440, height: 900 } });

const SIZES: [suffix: string, size: { width: number; height: number }][] = [
  ["", { width: 1440, height: 900 }],
  ["-1280", { width: 1280, height: 800 }],
  ["-phone", { width: 390, height: 844 }],
];

async function screenshots(page: Page, name: string, save: (page: Page, file: string) => Promise<void>) {
  for (const [suffix, size] of SIZES) {
    await page.setViewportSize(size);
    await save(page, `${name}${suffix}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Saves e2e/screenshots/backoffice-<file>.png scrolled to the top (the sidebar is sticky). */
async function backofficeShot(page: Page, file: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/screenshots/backoffice-${file}.png`, fullPage: true });
}

/** Sets up the authenticator app on the TOTP card of an account page; returns the secret. */
async function enrollTotp(page: Page, shoot: (name: string) => Promise<void>): Promise<string> {
  const card = page.getByTestId("totp-card");
  await card.getByRole("button", { name: "Set up authenticator app" }).click();
  const secret = (await card.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(card.getByTestId("totp-uri")).toContainText(`otpauth://totp/`);
  await shoot("enroll");
  await card.getByLabel("Code from the app").fill(code(secret, -10));
  await card.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(card.getByRole("alert")).toContainText("The code does not match");
  await card.getByLabel("Code from the app").fill(code(secret));
  await card.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(card.getByText("Sign-in asks for a code of your authenticator app.")).toBeVisible();
  return secret;
}

test("a new back-office user replaces the one-time password, sets up TOTP and signs in with it", async ({ page }) => {
  test.setTimeout(180_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const email = `bo-account-${Date.now().toString(36)}@operator.test`;
  const created = await createOperatorUserWithCli(environment, { email, role: "operator_admin" });
  const password = `own-${created.initialPassword}`;

  await page.goto(`${environment.appUrl}/backoffice/players`);
  await expect(page.getByTestId("backoffice-sign-in-form")).toHaveAttribute("data-hydrated", "true", {
    timeout: 30_000,
  });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(created.initialPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Sent to the account page, not to the players it asked for; every other page sends it back there.
  await expect(page).toHaveURL(`${environment.appUrl}/backoffice/account`);
  await screenshots(page, "account-forced", backofficeShot);
  await page.goto(`${environment.appUrl}/backoffice`);
  await expect(page).toHaveURL(`${environment.appUrl}/backoffice/account`);
  await changeOneTimePassword(page, created.initialPassword, password);

  const secret = await enrollTotp(page, (name) => screenshots(page, `account-${name}`, backofficeShot));
  await screenshots(page, "account", backofficeShot);

  await page.getByTestId("backoffice-sign-out").click();
  await expect(page).toHaveURL(/\/backoffice\/sign-in/);
  await expect(page.getByTestId("backoffice-sign-in-form")).toHaveAttribute("data-hydrated", "true", {
    timeout: 30_000,
  });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Authenticator code").fill(code(secret, 1));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(`${environment.appUrl}/backoffice`);
  await expect(page.getByTestId("backoffice-user")).toHaveText(email);
});

test("a console admin sets up TOTP on My account and signs in with it", async ({ page }) => {
  test.setTimeout(180_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the staff account in PostgreSQL while the app runs");
  const account = await createStaffAccount(
    { DATABASE_URL: environment.databaseUrl! },
    { email: `totp-admin-${Date.now().toString(36)}@console.test`, name: "Tess Totp", role: "admin" },
  );
  await signIn(page, environment.appUrl, account, "/console/account");
  await expect(page).toHaveURL(`${environment.appUrl}/console/account`);
  await expect(page.getByTestId("account-email")).toHaveText(account.email);
  const secret = await enrollTotp(page, (name) =>
    screenshots(page, `account-${name}`, (shot, file) => consoleScreenshot(shot, file)),
  );
  await screenshots(page, "account", (shot, file) => consoleScreenshot(shot, file));

  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/console\/sign-in/);
  await expect(page.getByTestId("sign-in-form")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const codeField = page.getByLabel("Authenticator code");
  await codeField.fill(code(secret, -10));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByTestId("sign-in-error")).toHaveAttribute("data-code", "totp_invalid");
  await codeField.fill(code(secret, 1));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByTestId("current-user")).toContainText(account.email);
});
