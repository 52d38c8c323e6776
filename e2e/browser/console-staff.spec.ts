import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment, launchGame } from "./support/e2e-environment";

// The console's operations views in a browser: staff managed by an admin (create, change role, deactivate, and
// the deactivated account refused at sign-in), a table's CSV export holding exactly the rows shown, the header's
// search finding a session by its id, games and operators by their names (and saying when nothing matches), the
// dashboard's charts and an operator's health page.

test.use({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
// Each test signs in (argon2) and walks several pages; on a loaded 2-core machine that outlasts the default minute.
test.describe.configure({ timeout: 180_000 });

test("an admin creates a staff account, changes its role and deactivates it; the account can no longer sign in", async ({
  page,
  browser,
}) => {
  const environment = e2eEnvironment();
  const email = `e2e-staff-${Date.now()}@console.test`;
  const password = "e2e-staff-password-123";
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/staff");
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();

  await page.getByTestId("create-staff").click();
  const dialog = page.getByTestId("create-staff-dialog");
  await dialog.getByTestId("staff-email").fill(email);
  await dialog.getByTestId("staff-name").fill("E2E Staff");
  await dialog.getByTestId("staff-password").fill(password);
  await dialog.getByTestId("create-staff-submit").click();
  const row = page.getByTestId(`staff-row-${email}`);
  await expect(row).toContainText("viewer");
  await expect(row.getByTestId("staff-status")).toHaveText("active");

  await row.getByTestId("staff-role").selectOption("admin");
  await expect(page.getByTestId("toast-success").filter({ hasText: "Role changed to admin" })).toBeVisible();
  await expect(row.getByTestId("staff-role")).toHaveValue("admin");
  await consoleScreenshot(page, "staff");

  await row.getByTestId("staff-deactivate").click();
  await page.getByTestId("confirm-dialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(row.getByTestId("staff-status")).toHaveText("deactivated");
  await expect(row.getByTestId("staff-reactivate")).toBeVisible();

  // The deactivated account is refused at the sign-in page.
  const other = await browser.newPage();
  await other.goto(`${environment.appUrl}/console/sign-in`);
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password").fill(password);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByTestId("sign-in-error")).toHaveAttribute("data-code", "CredentialsSignin");
  await expect(other.getByTestId("current-user")).toHaveCount(0);
  await other.close();
});

test("CSV export downloads exactly the rows and columns of the table shown", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/operators");
  const table = page.getByTestId("operators-table");
  await expect(table.locator("tbody tr").first()).toBeVisible();
  const shownRows = await table.locator("tbody tr").count();
  const headers = (await table.locator("thead th").allInnerTexts()).map((text) => text.trim()).filter(Boolean);

  const downloading = page.waitForEvent("download");
  await page.getByTestId("csv-export").first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^operators-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, "utf8");
  const records = text.split("\r\n").filter(Boolean);
  expect(records).toHaveLength(shownRows + 1);
  expect(records[0]!.split(",")).toEqual(headers);
  expect(text).toContain(environment.operatorId);
});

test("the header's search finds a session by its id, things by their names, and says when nothing matches", async ({
  page,
  context,
}) => {
  const environment = e2eEnvironment();
  const player = `search-player-${Date.now()}`;
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: player });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  // A player the demo wallet does not know (so the id is one hit): the page opens, its balance call is refused.
  await expect(game.getByTestId("game")).toBeVisible();

  await signIn(page, environment.appUrl, environment.staff.admin);
  const input = page.getByTestId("global-search-input");
  // A player id is one hit (one operator): its page opens at once. Enter is pressed again until the header has
  // hydrated (under load it may not have when the sign-in lands): before that, no script answers the key.
  await expect(async () => {
    await input.fill(player);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/console\/rounds\?q=/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // The box's icon sits clear of the text, and the whole placeholder is shown.
  const box = await input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context2d = document.createElement("canvas").getContext("2d")!;
    context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const rect = element.getBoundingClientRect();
    return {
      textStart: rect.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
      room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      placeholder: context2d.measureText(element.placeholder).width,
    };
  });
  const icon = (await page.getByTestId("global-search").locator(".c-search-icon svg").boundingBox())!;
  const field = (await input.boundingBox())!;
  expect(icon.x + icon.width).toBeLessThanOrEqual(box.textStart);
  expect(icon.y).toBeGreaterThanOrEqual(field.y);
  expect(icon.y + icon.height).toBeLessThanOrEqual(field.y + field.height);
  expect(box.placeholder).toBeLessThanOrEqual(box.room);

  // Names, whatever their case: one hit opens its page; several are listed by kind.
  await input.fill("demo CAS");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/console\/operators\/demo-casino$/);
  await input.fill("aurora rich");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/console\/games\/vs20aurora$/);
  await input.fill("RI");
  await input.press("Enter");
  const results = page.getByTestId("global-search-results");
  await expect(results).toContainText("Game · Aurora Riches");
  await expect(results).toContainText("Game · Samurai Spirit");
  await input.press("Escape");
  await expect(results).toHaveCount(0);

  await input.fill("ses_noSuchSessionAnywhere");
  await input.press("Enter");
  await expect(page.getByTestId("global-search-message")).toHaveText("No results for “ses_noSuchSessionAnywhere”");
  await input.fill("no such name anywhere");
  await input.press("Enter");
  await expect(page.getByTestId("global-search-message")).toHaveText("No results for “no such name anywhere”");
  await consoleScreenshot(page, "search");

  await input.fill(launch.session_id);
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/console/sessions\\?player=${player}`));
  await expect(page.getByTestId(`session-row-${launch.session_id}`)).toBeVisible();

  // The dashboard charts the session and its wallet calls; the operator's health page shows its latency.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  const trends = page.getByTestId("dashboard-trends");
  await expect(trends.getByTestId("chart-sessions")).toBeVisible();
  await expect(trends.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await trends.getByTestId("range-last7d").click();
  await expect(trends.getByTestId("range-last7d")).toHaveAttribute("aria-pressed", "true");
  await trends.getByTestId("range-last24h").click();
  await consoleScreenshot(page, "dashboard");

  await page.goto(`${environment.appUrl}/console/operators/${environment.operatorId}/health`);
  await expect(page.getByRole("heading", { name: "Wallet health" })).toBeVisible();
  await expect(page.getByTestId("health-latency")).toBeVisible();
  await expect(page.getByTestId("health-pending")).toContainText(/\d/);
  await consoleScreenshot(page, "operator-health");
});
