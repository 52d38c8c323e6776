import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll } from "./support/console-layout";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";

// The audit page's hash chain card: the head (its entry number, hash and time) for everyone, and for admins a
// "Verify chain" that walks the whole log and says OK — at a desktop, a laptop and a phone width.

const SIZES = [
  { width: 1440, height: 900, suffix: "" },
  { width: 1280, height: 800, suffix: "-1280" },
  { width: 390, height: 844, suffix: "-phone" },
];

for (const size of SIZES) {
  test(`the audit page shows the chain head and an admin's Verify says OK (${size.width}×${size.height})`, async ({
    page,
  }) => {
    const environment = e2eEnvironment();
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, environment.appUrl, environment.staff.admin, "/console/audit");
    const card = page.getByTestId("audit-chain");
    await expect(card.getByTestId("audit-chain-seq")).toHaveText(/^#[1-9]\d*$/);
    await expect(card.getByTestId("audit-chain-hash")).toHaveText(/^[0-9a-f]{64}$/);
    await expect(card.locator("time")).toBeVisible();

    await card.getByRole("button", { name: "Verify chain" }).click();
    const result = card.getByTestId("audit-chain-result");
    await expect(result).toContainText("Chain OK");
    await expect(result).toContainText(/All [\d,]+ entries verified; head #\d+/);
    await expectNoSidewaysScroll(page);
    await consoleScreenshot(page, `audit-chain${size.suffix}`);
  });
}

test("a viewer sees the chain head but cannot run the check", async ({ page }) => {
  const environment = e2eEnvironment();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, environment.appUrl, environment.staff.viewer, "/console/audit");
  const card = page.getByTestId("audit-chain");
  await expect(card.getByTestId("audit-chain-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(card.getByRole("button", { name: "Verify chain" })).toBeDisabled();
});
