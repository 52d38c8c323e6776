import { expect, test, type Page } from "@playwright/test";
import { signInAsNewOperatorUser } from "./support/backoffice-session";
import { e2eEnvironment, launchGame, setDemoWalletBalance } from "./support/e2e-environment";
import { waitForGameReady } from "./support/game-page";

// The back office's integration pages (issue 30): an operator admin issues an API key (shown once; it works on the
// provider API), revokes it (refused from then on), certifies the wallet and reads the report, opens the delivery log and one call's
// raw signed request, and views the games with their art. A finance user sees the same pages read-only (no action
// buttons); a support user gets the games only. The wallet secret is never rotated here: this worker's later
// specs play against the same demo wallet.

test.use({ viewport: { width: 1440, height: 900 } });

const SIZES: [suffix: string, size: { width: number; height: number }][] = [
  ["", { width: 1440, height: 900 }],
  ["-1280", { width: 1280, height: 800 }],
  ["-phone", { width: 390, height: 844 }],
];

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [suffix, size] of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/screenshots/backoffice-${name}${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Every artwork on the page has loaded an image (the art endpoint answered, the browser drew it). */
async function expectArtLoaded(page: Page): Promise<void> {
  const art = page.getByTestId("catalog-game").locator("img");
  await expect(art.first()).toBeVisible();
  await expect
    .poll(() => art.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test("an admin issues and revokes an API key, reads the wallet, a delivery's raw request and the games", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);
  const playerId = `bo-int-${suffix}`;

  // The game page's balance is a signed call to the operator's wallet: the delivery log has one to show.
  await setDemoWalletBalance(environment, { playerId, balance: "50.00" });
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: playerId, lang: "en" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  await game.close();

  await signInAsNewOperatorUser(page, environment, {
    email: `bo-int-admin-${suffix}@operator.test`,
    role: "operator_admin",
    returnTo: "/backoffice/integration/api-keys",
  });

  // Issue a key: its text is shown once, and it works on the provider API.
  const name = `Catalog sync ${suffix}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Issue key" }).click();
  const issued = page.getByTestId("key-issued-dialog");
  await expect(issued).toBeVisible();
  const key = (await issued.getByTestId("issued-key-value").textContent()) ?? "";
  expect(key).toMatch(/^gpk_/);
  const games = await page.request.get(`${environment.appUrl}/api/provider/v1/games`, {
    headers: { "x-provider-api-key": key },
  });
  expect(games.status()).toBe(200);
  await page.screenshot({ path: "e2e/screenshots/backoffice-api-key-issued.png" });
  await issued.getByTestId("key-issued-done").click();
  await expect(issued).toBeHidden();
  const row = page.getByTestId(`api-key-row-${key.slice(0, 10)}`);
  await expect(row).toContainText(name);
  await expect(row.getByTestId("api-key-status")).toHaveText("live");
  // The key text is not on the page any more: only its prefix.
  await expect(page.getByText(key)).toHaveCount(0);
  await screenshots(page, "api-keys");

  // Revoke it: gone from the live list, shown as revoked among all keys, refused by the provider API.
  await row.getByTestId("revoke-key").click();
  await page.getByTestId("revoke-key-confirm").click();
  await expect(row).toHaveCount(0);
  await page.getByTestId("toggle-revoked").click();
  await expect(page.getByTestId(`api-key-row-${key.slice(0, 10)}`).getByTestId("api-key-status")).toHaveText("revoked");
  const refused = await page.request.get(`${environment.appUrl}/api/provider/v1/games`, {
    headers: { "x-provider-api-key": key },
  });
  expect(refused.status()).toBe(401);

  await page.goto(`${environment.appUrl}/backoffice/integration/wallet`);
  await expect(page.getByTestId("wallet-url")).not.toHaveText("not set");
  await expect(page.getByTestId("rotate-secret")).toBeVisible();
  await expect(page.getByTestId("start-certification")).toBeVisible();
  await screenshots(page, "wallet");

  // Certify the wallet with a funded test player of its own: the report fills in live and ends passed.
  const certificationPlayer = `bo-cert-${suffix}`;
  await setDemoWalletBalance(environment, { playerId: certificationPlayer, balance: "100.00" });
  await page.getByLabel("Test player id").fill(certificationPlayer);
  await page.getByRole("button", { name: "Run certification" }).click();
  await expect(page).toHaveURL(/\/backoffice\/integration\/wallet\?run=/);
  const report = page.getByTestId("certification-report");
  await expect(report.getByTestId("certification-progress")).toHaveAttribute("data-status", "passed", {
    timeout: 60_000,
  });
  await expect(report.getByTestId("certification-case").first()).toHaveAttribute("data-status", "passed");
  await expect(page.getByTestId("certification-run-row").first()).toContainText("passed");
  await screenshots(page, "wallet-report");

  await page.goto(`${environment.appUrl}/backoffice/integration/deliveries?player=${playerId}`);
  const deliveries = page.getByTestId("delivery-row");
  await expect(deliveries.first()).toContainText("balance");
  await expect(deliveries.first()).toContainText(playerId);
  await screenshots(page, "deliveries");
  await deliveries.first().getByTestId("open-delivery").click();
  const attempt = page.getByTestId("wallet-attempt");
  await expect(attempt).toBeVisible();
  await expect(attempt).toContainText("POST");
  await expect(attempt).toContainText("-signature");
  await expect(attempt).toContainText(playerId);
  await screenshots(page, "delivery");

  await page.goto(`${environment.appUrl}/backoffice/integration/games`);
  await expect(page.getByTestId("catalog-game").first()).toBeVisible();
  await expectArtLoaded(page);
  await screenshots(page, "games");
});

test("finance reads the integration pages without actions; support sees the games only", async ({ page }) => {
  test.setTimeout(180_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);

  await signInAsNewOperatorUser(page, environment, {
    email: `bo-int-finance-${suffix}@operator.test`,
    role: "operator_finance",
    returnTo: "/backoffice/integration/api-keys",
  });
  await expect(page.getByTestId("backoffice-api-keys")).toBeVisible();
  await expect(page.getByTestId("read-only-note")).toBeVisible();
  await expect(page.getByRole("button", { name: "Issue key" })).toHaveCount(0);
  await expect(page.getByTestId("revoke-key")).toHaveCount(0);
  await page.screenshot({ path: "e2e/screenshots/backoffice-api-keys-finance.png", fullPage: true });

  await page.goto(`${environment.appUrl}/backoffice/integration/wallet`);
  await expect(page.getByTestId("wallet-settings")).toBeVisible();
  await expect(page.getByTestId("rotate-secret")).toHaveCount(0);
  await expect(page.getByTestId("start-certification")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save URL" })).toHaveCount(0);
  await page.screenshot({ path: "e2e/screenshots/backoffice-wallet-finance.png", fullPage: true });

  await page.goto(`${environment.appUrl}/backoffice/integration/deliveries`);
  await expect(page.getByTestId("wallet-deliveries")).toBeVisible();

  // Support: the sidebar offers the games alone, and the other pages say so.
  await page.context().clearCookies();
  await signInAsNewOperatorUser(page, environment, {
    email: `bo-int-support-${suffix}@operator.test`,
    role: "operator_support",
    returnTo: "/backoffice/integration/games",
  });
  await expectArtLoaded(page);
  await expect(page.getByRole("link", { name: "API keys" })).toHaveCount(0);
  await page.goto(`${environment.appUrl}/backoffice/integration/api-keys`);
  await expect(page.getByTestId("role-refused")).toBeVisible();
  await page.goto(`${environment.appUrl}/backoffice/integration/deliveries`);
  await expect(page.getByTestId("role-refused")).toBeVisible();
});
