import { expect, test, type Page } from "@playwright/test";
import { signInAsNewOperatorUser } from "./support/backoffice-session";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment, launchGame, setDemoWalletBalance } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// The back office's players (issue 30): a player plays a round; an operator support user signs in, finds the
// player by the start of their id, opens the player's page (totals, the round with its transactions, the session)
// and opens the round's replay. Then a support user restricts a player (the next launch is refused with
// player_restricted), lifts the restriction (the launch works again) and kicks the player (the open game page shows
// the session ended). A support user marks a player as a test account (the round already played becomes a test
// round) and unmarks them.

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

test("a support user finds a player, opens the player's page and a round's replay", async ({ page, context }) => {
  test.setTimeout(240_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);
  const playerId = `bo-player-${suffix}`;
  const email = `bo-support-${suffix}@operator.test`;

  await setDemoWalletBalance(environment, { playerId, balance: "100.00" });
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: playerId, lang: "en" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  const answer = game.waitForResponse((response) => response.url().endsWith("/spin"));
  await game.getByTestId("spin").click();
  const roundId = ((await (await answer).json()) as { round: { id: string } }).round.id;
  await waitForIdle(game);
  await game.close();

  await signInAsNewOperatorUser(page, environment, {
    email,
    role: "operator_support",
    returnTo: "/backoffice/players",
  });

  await page.getByTestId("player-search").fill(`bo-player-${suffix.slice(0, 3)}`);
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByTestId("players-table").getByRole("link", { name: playerId });
  await expect(found).toBeVisible();
  await screenshots(page, "players");

  await found.click();
  await expect(page.getByTestId("player-id")).toHaveText(playerId);
  const rounds = page.getByTestId("player-rounds");
  await expect(rounds.getByText(roundId)).toBeVisible();
  await expect(page.getByTestId("player-sessions").getByText(launch.session_id)).toBeVisible();
  await expect(page.getByTestId("player-totals").getByRole("cell", { name: launch.currency })).toBeVisible();
  await screenshots(page, "player");

  const replayPage = context.waitForEvent("page");
  await rounds.getByTestId("replay-link").first().click();
  const replay = await replayPage;
  await expect(replay).toHaveURL(new RegExp(`/replay/${roundId}\\?expires=\\d+&signature=`));
  await expect(replay.getByTestId("round-replay")).toHaveAttribute("data-landed", "true", { timeout: 30_000 });
});

test("a support user restricts a player, lifts the restriction and kicks the player", async ({ page, context }) => {
  test.setTimeout(240_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);
  const playerId = `bo-restricted-${suffix}`;
  const playerPath = `/backoffice/players/${playerId}`;
  await setDemoWalletBalance(environment, { playerId, balance: "100.00" });
  await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: playerId, lang: "en" });

  await signInAsNewOperatorUser(page, environment, {
    email: `bo-actions-${suffix}@operator.test`,
    role: "operator_support",
    returnTo: playerPath,
  });
  const card = page.getByTestId("player-restrictions");
  await expect(card.getByText("No active restriction")).toBeVisible();
  await card.getByLabel("Reason").fill("Self-exclusion request, ticket 4711");
  await card.getByLabel("Ends (optional, UTC day)").fill("2099-12-31");
  await card.getByRole("button", { name: "Restrict" }).click();
  const row = card.getByTestId("restriction-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Self-exclusion request, ticket 4711");
  await expect(row).toContainText("operator:");
  await expect(
    launchGame(environment, { symbol: "vs25pharaoh", external_player_id: playerId, lang: "en" }),
  ).rejects.toThrow(/answered 403: .*player_restricted/);
  await screenshots(page, "player-restricted");

  await row.getByRole("button", { name: "Lift" }).click();
  await expect(card.getByText("No active restriction")).toBeVisible();
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: playerId, lang: "en" });

  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  await card.getByTestId("kick-player").click();
  await expect(card.getByTestId("restrictions-notice")).toContainText(/Ended \d+ open session/);
  await expect(game.getByTestId("session-unavailable")).toHaveAttribute("data-reason", "ended");
  await expect(game.getByRole("heading", { name: "Session ended" })).toBeVisible();
  await game.close();
  await expect(
    page.getByTestId("player-sessions").getByRole("row", { name: new RegExp(launch.session_id) }),
  ).toContainText("ended");
});

test("a support user marks a player as a test account: the badge shows and the round already played becomes a test round", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);
  const playerId = `bo-tester-${suffix}`;
  const playerPath = `/backoffice/players/${playerId}`;
  await setDemoWalletBalance(environment, { playerId, balance: "100.00" });
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: playerId, lang: "en" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  const answer = game.waitForResponse((response) => response.url().endsWith("/spin"));
  await game.getByTestId("spin").click();
  const roundId = ((await (await answer).json()) as { round: { id: string } }).round.id;
  await waitForIdle(game);
  await game.close();

  await signInAsNewOperatorUser(page, environment, {
    email: `bo-tester-${suffix}@operator.test`,
    role: "operator_support",
    returnTo: playerPath,
  });
  const card = page.getByTestId("player-test-account");
  const roundRow = page.getByTestId("player-rounds").getByRole("row", { name: new RegExp(roundId) });
  await expect(card.getByTestId("test-account-state")).toContainText("Not a test account");
  await expect(card).toContainText("Marking applies to all the player's rounds");
  await expect(page.getByTestId("player-test-badge")).toHaveCount(0);
  await expect(roundRow).not.toContainText("Test");

  await card.getByTestId("toggle-test-account").click();
  await expect(card.getByTestId("test-account-notice")).toContainText("Marked as a test account");
  await expect(page.getByTestId("player-test-badge")).toBeVisible();
  await expect(card.getByTestId("test-account-state")).toContainText("operator:");
  // The round played before the mark is a test round now.
  await expect(roundRow).toContainText("Test");
  await screenshots(page, "player-test-account");

  // Staff see today's report leave the test round out, and say so.
  const staff = await context.newPage();
  await signIn(staff, environment.appUrl, environment.staff.viewer, "/console/reports?range=today");
  await expect(staff.getByTestId("excluded-test-rounds")).toContainText(/\d+ test-account rounds? excluded/);
  await consoleScreenshot(staff, "reports-test-rounds-excluded");
  await staff.close();

  await card.getByTestId("toggle-test-account").click();
  await expect(card.getByTestId("test-account-notice")).toContainText("No longer a test account");
  await expect(page.getByTestId("player-test-badge")).toHaveCount(0);
  await expect(roundRow).not.toContainText("Test");
});
