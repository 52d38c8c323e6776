import { expect, test } from "@playwright/test";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment, launchGame } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// The wallet side of the console: certifying the demo operator's wallet with live progress, the deliveries of a
// played round with their signed requests and responses, and the dashboard's view of it all.

test.use({ viewport: { width: 1440, height: 900 } });

test("wallet certification against the demo wallet runs with live progress and passes every case", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Certification" }).click();

  const start = page.getByTestId("certification-start");
  await start.getByLabel("Operator").selectOption(environment.operatorId);
  await start.getByLabel("Test player id").fill("player-1");
  await page.getByTestId("start-certification").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Certification started" })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/wallet\/certify\?run=/);

  const progress = page.getByTestId("certification-progress");
  await expect(progress).toHaveAttribute("data-status", "passed", { timeout: 60_000 });
  const cases = page.getByTestId("certification-case");
  expect(await cases.count()).toBeGreaterThan(3);
  await expect(page.locator('[data-testid="certification-case"]:not([data-status="passed"])')).toHaveCount(0);
  await expect(page.getByTestId("certification-runs")).toContainText("passed");
  await consoleScreenshot(page, "wallet-certify");
});

test("a played round's wallet deliveries show the signed request and the response, and the dashboard counts them", async ({
  page,
  context,
}) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs10fruitblaze", external_player_id: "player-1" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  await game.getByTestId("spin").click();
  await waitForIdle(game);

  await signIn(page, environment.appUrl, environment.staff.admin);
  await page.goto(`${environment.appUrl}/console/wallet`);
  await page.getByLabel("Player id").fill("player-1");
  const rows = page.getByTestId("wallet-transaction-row");
  await expect(rows.filter({ hasText: "debit" }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "debit" }).first()).toContainText("succeeded");
  await consoleScreenshot(page, "wallet");

  await rows.filter({ hasText: "debit" }).first().getByRole("button", { name: "Details" }).click();
  const drawer = page.getByTestId("transaction-drawer");
  const attempt = drawer.getByTestId("wallet-attempt").first();
  await expect(attempt).toContainText("x-platform-signature");
  await expect(attempt).toContainText('"transaction_type": "debit"');
  await expect(attempt).toContainText("HTTP 200");
  await expect(attempt).toContainText('"success": true');
  await consoleScreenshot(page, "wallet-delivery");
  await drawer.getByRole("button", { name: "Close" }).click();

  // Every call, balance reads included.
  await page.getByTestId("tab-callbacks").click();
  await expect(page.getByTestId("wallet-callbacks-table")).toContainText("POST /balance");

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByTestId("stat-sessions-value")).not.toHaveText("0");
  await expect(page.getByTestId("stat-wallet")).toContainText("%");
  await consoleScreenshot(page, "dashboard");
});
