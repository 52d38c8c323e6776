import { expect, test, type Page } from "@playwright/test";
import { signInAsNewOperatorUser } from "./support/backoffice-session";
import { e2eEnvironment, launchGame, setDemoWalletBalance } from "./support/e2e-environment";
import { waitForGameReady } from "./support/game-page";

// Free rounds for one player (issue 30): an operator admin creates a template on /backoffice/free-rounds, a support
// user grants it to a player from the player's page, and the game launched for that player (the operator API's
// launch) offers the free rounds at the template's bet. The grant shows on the player's awards and in the
// operator's campaigns. Screenshots: e2e/screenshots/backoffice-free-rounds*.png and backoffice-player-grant*.png.

test.use({ viewport: { width: 1440, height: 900 } });

const SIZES: [suffix: string, size: { width: number; height: number }][] = [
  ["", { width: 1440, height: 900 }],
  ["-1280", { width: 1280, height: 800 }],
  ["-phone", { width: 390, height: 844 }],
];
const GAME = "vs25pharaoh";

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [suffix, size] of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/screenshots/backoffice-${name}${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an admin creates a template, support grants it from the player's page, and the game offers it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator users in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);
  const playerId = `bo-goodwill-${suffix}`;
  const templateName = `Outage apology ${suffix}`;
  await setDemoWalletBalance(environment, { playerId, balance: "100.00" });
  await launchGame(environment, { symbol: GAME, external_player_id: playerId, lang: "en" });

  // The admin creates the template: 3 rounds of 25 lines × bet level 2 × €0.02 = €1.00 a round.
  await signInAsNewOperatorUser(page, environment, {
    email: `bo-fr-admin-${suffix}@operator.test`,
    role: "operator_admin",
    returnTo: "/backoffice/free-rounds",
  });
  const form = page.getByTestId("create-template-form");
  await form.getByLabel("Name").fill(templateName);
  // The game is picked from the operator's catalog (name and symbol).
  const gameSelect = form.getByLabel("Game");
  await expect(gameSelect.locator("option", { hasText: `(${GAME})` })).toHaveCount(1);
  await gameSelect.selectOption(GAME);
  await form.getByLabel("Rounds").fill("3");
  await form.getByLabel("Bet level").fill("2");
  await form.getByLabel("Coin value").fill("0.02");
  // A bet the game does not offer is refused with the game's bet levels, and nothing is stored.
  await form.getByLabel("Bet level").fill("99");
  await form.getByRole("button", { name: "Create template" }).click();
  const templatesCard = page.getByTestId("free-round-templates");
  await expect(templatesCard.getByRole("alert")).toContainText("bet_level 99 is not a bet level of vs25pharaoh");
  await form.getByLabel("Bet level").fill("2");
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByTestId("templates-notice")).toBeVisible();
  await expect(page.getByTestId("template-row").filter({ hasText: templateName })).toBeVisible();

  // Support grants it to the player from the player's page.
  const supportContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const support = await supportContext.newPage();
  await signInAsNewOperatorUser(support, environment, {
    email: `bo-fr-support-${suffix}@operator.test`,
    role: "operator_support",
    returnTo: `/backoffice/players/${playerId}`,
  });
  const grantCard = support.getByTestId("grant-free-rounds");
  const template = grantCard.getByLabel("Template");
  const option = template.locator("option", { hasText: templateName });
  // The template names its game by name, symbol beside it.
  await expect(option).toContainText(`(${GAME})`);
  await template.selectOption(await option.getAttribute("value"));
  await grantCard.getByLabel("Reason").fill("Ticket 1234: game outage");
  await grantCard.getByRole("button", { name: "Grant" }).click();
  const notice = support.getByTestId("grant-notice");
  await expect(notice).toContainText("Granted 3 free rounds of vs25pharaoh");
  const campaignId = /campaign (goodwill-[\w-]+)/.exec((await notice.textContent()) ?? "")![1]!;
  const awards = support.getByTestId("player-awards");
  await expect(awards.getByText(campaignId)).toBeVisible();
  await expect(awards.getByRole("cell", { name: "0 / 3" })).toBeVisible();
  await screenshots(support, "player-grant");
  await supportContext.close();

  // The game launched for the player offers the rounds at the template's bet.
  const launch = await launchGame(environment, { symbol: GAME, external_player_id: playerId, lang: "en" });
  const game = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  await expect(game.getByTestId("free-rounds-offer")).toBeVisible();
  await expect(game.getByTestId("free-rounds-offer-text")).toHaveText("You have 3 free rounds at €1.00.");
  await game.close();

  // The operator's campaigns list the grant: one player, 0 of 3 rounds played.
  await page.reload();
  const campaign = page.getByTestId("campaign-row").filter({ hasText: campaignId });
  await expect(campaign).toContainText("0 / 3");
  await expect(campaign).toContainText("active");
  await screenshots(page, "free-rounds");
});
