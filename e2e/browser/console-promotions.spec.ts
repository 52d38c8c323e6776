import { expect, test, type Page } from "@playwright/test";
import { expectLastColumnReachable, expectNoSidewaysScroll } from "./support/console-layout";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";

// Staff run a network tournament for the seeded operators in the console: create it (a refusal lands on its field),
// edit it before it starts, find it in the list, open its page (terms, prize table, review period, live
// leaderboard), then cancel it after reading what happens to its prizes; the audit log names them for each change.

test.use({ viewport: { width: 1440, height: 900 } });
// A dialog filled twice, four pages and a confirmation on a shared 2-core machine.
test.setTimeout(150_000);

const SIZES = [
  ["1440", { width: 1440, height: 900 }],
  ["1280", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/** A datetime-local value `hours` from now (the browser and the test share the time zone). */
function localInput(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

async function atEachSize(page: Page, name: string, check?: (size: string) => Promise<void>): Promise<void> {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await check?.(size);
    await consoleScreenshot(page, size === "1440" ? name : `${name}-${size}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("staff create a network tournament, edit it before it starts, see it listed and cancel it", async ({ page }) => {
  const environment = e2eEnvironment();
  const title = `Aurora race ${Date.now().toString(36)}`;
  await signIn(page, environment.appUrl, environment.staff.admin);

  await page.getByRole("link", { name: "Promotions" }).click();
  await expect(page.getByRole("heading", { name: "Promotions", level: 1 })).toBeVisible();

  await page.getByTestId("create-promotion").click();
  const dialog = page.getByTestId("promotion-dialog");
  await expect(dialog.getByRole("heading", { name: "Create promotion" })).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  const operators = dialog.getByTestId("promotion-operators");
  await operators.getByText("demo-casino").click();
  await operators.getByText("nova-bet").click();
  // Only games in both operators' catalogs are offered.
  const games = dialog.getByTestId("promotion-games");
  await games.getByText("vs20aurora").click();
  await dialog.getByLabel("Scoring").selectOption("total_win");
  // A TRY minimum for nova-bet's players beside the EUR one.
  await dialog.getByRole("button", { name: "Add currency" }).click();
  const minBets = dialog.getByTestId("promotion-min-bets");
  await minBets.getByLabel("Currency").nth(1).fill("TRY");
  await minBets.getByLabel("Least bet").nth(1).fill("5.00");
  await dialog.getByLabel("Review period (minutes)").fill("120");
  await expect(dialog).toContainText("2 h");
  await dialog.getByLabel("Terms").fill("Real-money rounds of at least 0.20 EUR or 5.00 TRY count.");
  await dialog.getByLabel("Starts at").fill(localInput(24));
  await dialog.getByLabel("Ends at").fill(localInput(24 * 8));
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await page.screenshot({
      path: `e2e/screenshots/console-promotion-create${size === "1440" ? "" : `-${size}`}.png`,
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // An end in the past is refused on the field it is about.
  await dialog.getByLabel("Ends at").fill(localInput(-24));
  await dialog.getByTestId("promotion-submit").click();
  await expect(dialog.locator(".c-field-error")).toHaveText("Must be in the future");
  await dialog.getByLabel("Ends at").fill(localInput(24 * 8));
  await dialog.getByTestId("promotion-submit").click();

  // Created: the console opens it, scheduled, with its terms and prizes.
  await expect(page.getByTestId("toast-success").filter({ hasText: "Promotion created" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("scheduled");
  await expect(page.getByTestId("stat-pool-value")).toHaveText("950.00 EUR");
  await expect(page.getByTestId("stat-review-value")).toHaveText("2 h");
  await expect(page.getByTestId("prize-table")).toContainText("Ranks 2–10");
  await expect(page.getByTestId("promotion-terms")).toContainText("0.20 EUR · 5.00 TRY");
  await expect(page.getByTestId("promotion-leaderboard")).toContainText("No standings yet");

  // Edited before it starts: a new first prize.
  await page.getByTestId("edit-promotion").click();
  const edit = page.getByTestId("promotion-dialog");
  await expect(edit.getByRole("heading", { name: "Edit promotion" })).toBeVisible();
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Kind")).toBeDisabled();
  await edit.getByTestId("promotion-ranks").getByLabel("Prize each").first().fill("700.00");
  await edit.getByTestId("promotion-submit").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Promotion saved" })).toBeVisible();
  await expect(page.getByTestId("stat-pool-value")).toHaveText("1150.00 EUR");
  await expect(page.getByTestId("prize-table")).toContainText("700.00 EUR");
  await atEachSize(page, "promotion");

  // In the list, among the scheduled ones, as a network promotion.
  await page.getByRole("link", { name: "Promotions" }).first().click();
  await page.getByLabel("State").selectOption("scheduled");
  const row = page.getByTestId("promotion-row").filter({ hasText: title });
  await expect(row).toContainText("scheduled");
  await expect(row).toContainText("demo-casino, nova-bet");
  await expect(row).toContainText("network");
  await expect(row).toContainText("1150.00 EUR");
  await page.getByLabel("State").selectOption("running");
  await expect(row).toHaveCount(0);
  await page.getByLabel("State").selectOption("");
  await expect(row).toBeVisible();
  await atEachSize(page, "promotions", async (size) => {
    await expectLastColumnReachable(page, page.getByTestId("promotions-table"), `promotions at ${size}`);
  });

  // Cancelled after confirming: the dialog says what happens to its prizes.
  await row.getByRole("link", { name: title }).click();
  await page.getByTestId("cancel-promotion").click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText(title);
  await expect(confirm).toContainText("It never starts: no round counts and no prize is paid.");
  await confirm.getByRole("button", { name: "Cancel promotion" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Promotion cancelled" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("cancelled");
  await expect(page.getByTestId("cancel-promotion")).toHaveCount(0);
  await expect(page.getByTestId("edit-promotion")).toHaveCount(0);

  // The audit log names the staff member for each change.
  const promotionId = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1)!);
  await page.goto(`${environment.appUrl}/console/audit`);
  await page.getByLabel("Target type").selectOption("promotion");
  const audited = page.getByTestId("audit-row").filter({ hasText: promotionId });
  await expect(audited).toHaveCount(3);
  await expect(audited.first()).toHaveAttribute("data-action", "promotions.promotion.cancel");
  await expect(audited.first()).toContainText(environment.staff.admin.email);
});
