import { expect, test, type Locator, type Page } from "@playwright/test";
import { createOperatorUserWithCli } from "./support/backoffice-account";
import { signInFirstTime } from "./support/backoffice-session";
import { expectLastColumnReachable } from "./support/console-layout";
import { signIn as signInToConsole } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";

// Back-office users (issue 30): an operator's admin (made with the CLI, as staff make the first one) invites a
// support user on /backoffice/users and sees the one-time password once; the support user signs in with it (and may
// not open the users page); staff find the user on the console's operator page and revoke it, which ends the
// support user's session at once; the card shows what the operator's users did.

test.use({ viewport: { width: 1440, height: 900 } });

const SIZES: [suffix: string, size: { width: number; height: number }][] = [
  ["", { width: 1440, height: 900 }],
  ["-1280", { width: 1280, height: 800 }],
  ["-phone", { width: 390, height: 844 }],
];

/** Screenshots at each size (of the page, or of one card); at each, the table's last column can be scrolled to. */
async function screenshots(page: Page, name: string, target?: Locator, table?: Locator): Promise<void> {
  for (const [suffix, size] of SIZES) {
    await page.setViewportSize(size);
    if (table) await expectLastColumnReachable(page, table, `${name}${suffix}`);
    const path = `e2e/screenshots/${name}${suffix}.png`;
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path, animations: "disabled" });
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path, fullPage: true, animations: "disabled" });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an admin invites a support user, who signs in; staff see the user and revoke it", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);
  const adminEmail = `bo-admin-${suffix}@operator.test`;
  const supportEmail = `bo-invited-${suffix}@operator.test`;

  const admin = await createOperatorUserWithCli(environment, { email: adminEmail, role: "operator_admin" });
  await signInFirstTime(page, environment.appUrl, {
    email: adminEmail,
    password: admin.initialPassword,
    returnTo: "/backoffice/users",
  });
  const card = page.getByTestId("operator-users");
  await expect(card.getByTestId(`user-row-${adminEmail}`)).toContainText("you");
  await card.getByTestId("invite-user").click();
  const dialog = page.getByTestId("invite-user-dialog");
  await dialog.getByLabel("Email").fill(supportEmail);
  await dialog.getByLabel("Role").selectOption("operator_support");
  await dialog.getByTestId("invite-submit").click();
  const invited = page.getByTestId("user-invited-dialog");
  const password = (await invited.getByTestId("invited-password-value").textContent())!;
  expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await screenshots(page, "backoffice-users-invited");
  await invited.getByRole("button", { name: "Done" }).click();
  const row = card.getByTestId(`user-row-${supportEmail}`);
  await expect(row.getByTestId("user-role")).toHaveValue("operator_support");
  await expect(row.getByTestId("user-status")).toHaveText("active");
  await screenshots(page, "backoffice-users", undefined, card.getByTestId("operator-users-table"));

  // The invited user, in a browser of their own, signs in with the one-time password.
  const supportContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const support = await supportContext.newPage();
  await signInFirstTime(support, environment.appUrl, { email: supportEmail, password, returnTo: "/backoffice" });
  await expect(support.getByTestId("backoffice-user")).toHaveText(supportEmail);
  await support.goto(`${environment.appUrl}/backoffice/users`);
  await expect(support.getByTestId("users-forbidden")).toContainText("Admins only");

  // Staff see the user on the operator's console page, with the admin's invitation in the activity, and revoke it.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await staffContext.newPage();
  const operatorPath = `/console/operators/${encodeURIComponent(environment.operatorId)}`;
  await signInToConsole(staff, environment.appUrl, environment.staff.admin, operatorPath);
  const consoleCard = staff.getByTestId("operator-users");
  const consoleRow = consoleCard.getByTestId(`operator-user-row-${supportEmail}`);
  await expect(consoleRow).toContainText("operator_support");
  await expect(consoleRow.getByTestId("operator-user-status")).toHaveText("active");
  await expect(consoleRow).toContainText(adminEmail);
  const activity = staff.getByTestId("operator-users-audit");
  await expect(activity.getByRole("row", { name: /operator_user\.create/ }).first()).toContainText(adminEmail);
  await screenshots(staff, "console-operator-users", consoleCard, consoleCard.getByTestId("operator-users-table"));
  await screenshots(staff, "console-operator-users-activity", staff.getByTestId("operator-users-audit-card"));

  await consoleRow.getByTestId("revoke-operator-user").click();
  await staff.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(consoleRow.getByTestId("operator-user-status")).toHaveText("revoked");

  // The support user's session ended with the revocation: the next page sends them to sign in.
  await support.goto(`${environment.appUrl}/backoffice`);
  await expect(support).toHaveURL(/\/backoffice\/sign-in/);
  await page.reload();
  await expect(card.getByTestId(`user-row-${supportEmail}`).getByTestId("user-status")).toHaveText("deactivated");
  await supportContext.close();
  await staffContext.close();
});
