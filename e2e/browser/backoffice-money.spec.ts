import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsNewOperatorUser } from "./support/backoffice-session";
import { signIn } from "./support/console-staff";
import { e2eEnvironment, launchGame, setDemoWalletBalance } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// The back office's money (issue 30): a player plays a round; an operator finance user opens Revenue, Daily
// statements and Billing; the monthly statement's CSV they download is byte for byte the one staff download for
// that operator and month, and the statement's figures read as on the staff console's billing page.

test.use({ viewport: { width: 1440, height: 900 } });

const SIZES: [suffix: string, size: { width: number; height: number }][] = [
  ["", { width: 1440, height: 900 }],
  ["-1280", { width: 1280, height: 800 }],
  ["-phone", { width: 390, height: 844 }],
];

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [suffix, size] of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/screenshots/backoffice-${name}${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Each figure row's cells as text, by row test id suffix. */
async function statementCells(table: Locator): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );
}

test("a finance user reads revenue, daily statements and the monthly statement, and downloads the staff's CSV", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(240_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);
  const playerId = `bo-money-${suffix}`;
  const today = new Date().toISOString().slice(0, 10);
  const month = today.slice(0, 7);

  await setDemoWalletBalance(environment, { playerId, balance: "100.00" });
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: playerId, lang: "en" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  const answer = game.waitForResponse((response) => response.url().endsWith("/spin"));
  await game.getByTestId("spin").click();
  await answer;
  await waitForIdle(game);
  await game.close();

  await signInAsNewOperatorUser(page, environment, {
    email: `bo-finance-${suffix}@operator.test`,
    role: "operator_finance",
    returnTo: "/backoffice/money/revenue",
  });
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Revenue" })).toHaveAttribute("aria-current", "page");

  // Revenue: today, the round's currency among the totals.
  await page.getByTestId("revenue-range").selectOption("today");
  await page.getByTestId("revenue-apply").click();
  await expect(page).toHaveURL(/range=today/);
  await expect(page.getByTestId(`report-kpi-${launch.currency}`)).toBeVisible();
  await expect(page.getByTestId("report-series-table")).toBeVisible();
  await screenshots(page, "money-revenue");

  // Daily statements: today's, with the round's debit.
  await nav.getByRole("link", { name: "Daily statements" }).click();
  await expect(page).toHaveURL(/\/backoffice\/money\/statements$/);
  const lines = page.getByTestId("statement-line");
  await expect(lines.filter({ hasText: "debit" }).first()).toBeVisible();
  await expect(page.getByTestId("statement-download")).toHaveAttribute(
    "href",
    `/backoffice/money/statements/${today}.csv`,
  );
  await screenshots(page, "money-statements");

  // Billing: this month's statement, the CSV download, the print view.
  await nav.getByRole("link", { name: "Billing" }).click();
  await page.getByTestId("billing-month").fill(month);
  await page.getByTestId("billing-apply").click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  const table = page.getByTestId("billing-table");
  await expect(table.locator("thead th").filter({ hasText: launch.currency })).toBeVisible();
  await screenshots(page, "money-billing");

  const downloading = page.waitForEvent("download");
  await page.getByTestId("billing-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`billing-${environment.operatorId}-${month}.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.split("\n")[0]).toContain("operator_id,month,currency,rounds,bets,wins,ggr");
  const hash = (await page.getByTestId("billing-hash").textContent())!.replace("content_hash", "").trim();

  // The staff console, signed in apart: its download of this operator's month is the same bytes, its billing page
  // the same figures.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await staffContext.newPage();
  await signIn(staff, environment.appUrl, environment.staff.admin);
  const query = new URLSearchParams({ operator: environment.operatorId, month });
  const staffCsv = await staff.request.get(`${environment.appUrl}/console/billing/statement.csv?${query}`);
  expect(staffCsv.status()).toBe(200);
  expect(await staffCsv.text()).toBe(csv);
  expect(staffCsv.headers()["content-hash"]).toBe(hash);
  await staff.goto(`${environment.appUrl}/console/billing?${query}`);
  const staffTable = staff.getByTestId("billing-table");
  await expect(staffTable.locator("thead th").filter({ hasText: launch.currency })).toBeVisible();
  expect(await statementCells(table)).toEqual(await statementCells(staffTable));
  await expect(staff.getByTestId("billing-hash")).toHaveText(hash);
  await staffContext.close();

  // Printed, the statement stands alone: no sidebar, filters or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".c-sidebar")).toBeHidden();
  await expect(page.getByTestId("billing-month")).toBeHidden();
  await expect(page.getByTestId("billing-download")).toBeHidden();
  await expect(table).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/backoffice-money-billing-print.png", fullPage: true });
  await page.emulateMedia({ media: "screen" });
});

test("a support user has no money pages", async ({ page }) => {
  test.setTimeout(120_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  await signInAsNewOperatorUser(page, environment, {
    email: `bo-money-support-${Date.now().toString(36)}@operator.test`,
    role: "operator_support",
    returnTo: "/backoffice",
  });
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Billing" }),
  ).toHaveCount(0);
  await page.goto(`${environment.appUrl}/backoffice/money/billing`);
  await expect(page.getByTestId("billing-error")).toContainText("may not use Query.monthlyStatement");
});
